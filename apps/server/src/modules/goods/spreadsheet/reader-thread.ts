import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../../../paths';
import type { Limits } from './limits';
import type { SheetRows } from './sheet-rows.mjs';
import { SpreadsheetError, type SpreadsheetRefusal } from './spreadsheet-error';
import type { DeflatedEntry } from './zip-directory';

/** The reader thread's script, a plain .mjs on disk: the tsx-run sources and the esbuild bundle both start this file. */
export const SPREADSHEET_WORKER = path.join(
  SERVER_ROOT,
  'src',
  'modules',
  'goods',
  'spreadsheet',
  'sheet-worker.mjs',
);

type Outcome = { ok: true; rows: SheetRows } | { ok: false; reason: SpreadsheetRefusal; message: string };

// One core stays with the event loop however many uploads arrive together; the rest wait their turn.
const MAX_PARALLEL = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];
const live = new Set<Worker>();

async function takeTurn(): Promise<() => void> {
  if (running < MAX_PARALLEL) running++;
  else await new Promise<void>((turn) => waiting.push(turn));
  // A finished reader hands its turn straight to the next in line, so none can jump the queue.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/** Reader threads alive right now (every one ends within its deadline). */
export const liveReaderThreads = () => live.size;

/** Reads a checked file in a reader thread of its own, under a heap limit and a wall-clock deadline. */
export async function readInThread(
  bytes: Buffer,
  deflated: DeflatedEntry[],
  limits: Limits,
): Promise<SheetRows> {
  const done = await takeTurn();
  try {
    return await runThread(bytes, deflated, limits);
  } finally {
    done();
  }
}

function runThread(bytes: Buffer, deflated: DeflatedEntry[], limits: Limits): Promise<SheetRows> {
  return new Promise((resolve, reject) => {
    // A copy moved to the thread, not cloned: the caller's buffer may be a view of a larger one.
    const copy = new Uint8Array(bytes.length);
    copy.set(bytes);
    const worker = new Worker(SPREADSHEET_WORKER, {
      workerData: { bytes: copy, deflated, limits },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
      // The parser may print warnings about a crafted file: kept out of the server's log.
      stdout: true,
      stderr: true,
    });
    live.add(worker);
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    // Answers only once the thread is gone, so a refused file holds no memory or CPU afterwards.
    const settle = (outcome: SheetRows | SpreadsheetError) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate().then(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
    };
    const deadline = setTimeout(
      () =>
        settle(new SpreadsheetError('timeout', `reading the file took over ${limits.timeoutMs / 1000} s`)),
      limits.timeoutMs,
    );
    worker.on('message', (m: Outcome) => settle(m.ok ? m.rows : new SpreadsheetError(m.reason, m.message)));
    worker.on('error', (e: Error & { code?: string }) =>
      settle(
        e.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new SpreadsheetError('tooMuchData', 'reading the file needs more memory than allowed')
          : new SpreadsheetError('unreadable', `the workbook cannot be read: ${e.message}`),
      ),
    );
    worker.on('exit', () => {
      live.delete(worker);
      settle(new SpreadsheetError('unreadable', 'the reader stopped without an answer'));
    });
  });
}
