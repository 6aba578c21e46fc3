// The reader thread: one per upload, started by reader-thread.ts with a heap limit and a deadline.
// Whatever a crafted file does to the parser happens here; the server's thread only gets plain rows.
import { parentPort, workerData } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import { Refusal, readRows } from './sheet-rows.mjs';

/**
 * Inflates each deflated entry once, capped at the size its directory declared, before the parser
 * inflates it again: a directory that understates an entry is a zip bomb, caught at its declared size.
 */
function measureEntries(bytes, entries) {
  for (const { dataStart, compressedSize, size } of entries) {
    let inflated;
    try {
      inflated = inflateRawSync(bytes.subarray(dataStart, dataStart + compressedSize), {
        maxOutputLength: Math.max(size, 1),
      });
    } catch (e) {
      if (e?.code === 'ERR_BUFFER_TOO_LARGE')
        throw new Refusal('zipBomb', 'an entry inflates past its declared size');
      throw new Refusal('unreadable', `the workbook is damaged (${e instanceof Error ? e.message : e})`);
    }
    if (inflated.length !== size)
      throw new Refusal('unreadable', 'the workbook is damaged (an entry is short)');
  }
}

const { bytes, deflated, limits } = workerData;
try {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  measureEntries(buffer, deflated);
  parentPort.postMessage({ ok: true, rows: readRows(buffer, limits) });
} catch (e) {
  const reason = e instanceof Refusal ? e.reason : 'unreadable';
  parentPort.postMessage({ ok: false, reason, message: e instanceof Error ? e.message : String(e) });
}
