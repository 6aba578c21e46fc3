import type { Limits } from './limits';
import { SpreadsheetError } from './spreadsheet-error';

/** A deflated zip entry the reader thread must measure before the workbook parser inflates it. */
export type DeflatedEntry = { dataStart: number; compressedSize: number; size: number };

const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ENCRYPTED = 0x2041;
const HAS_DESCRIPTOR = 0x0008;
const MB = 1024 * 1024;
// Parts of OpenDocument, Numbers and nested-zip packages: the parser would switch to another reader.
const FOREIGN = new Set([
  'manifest.xml',
  'objectdata.xml',
  'document.iwa',
  'index.zip',
  'index.xml',
  'index.xml.gz',
]);

const damaged = (why: string) => new SpreadsheetError('unreadable', `the workbook is damaged (${why})`);
const bomb = (why: string) => new SpreadsheetError('zipBomb', why);

// The workbook parser names entries after their local header and drops one leading slash.
const partName = (raw: string) => raw.toLowerCase().replace(/^\//, '');
const baseName = (raw: string) => raw.toLowerCase().split(/[\\/]/).pop() ?? '';

/** Walks extra fields the way the workbook parser does; ZIP64 sizes there would override the checked ones. */
function hasZip64(buf: Buffer, start: number, end: number): boolean {
  for (let p = start; p <= end - 4; p += 4 + buf.readUInt16LE(p + 2)) {
    if (buf.readUInt16LE(p) === 0x0001) return true;
  }
  return false;
}

/** The end-of-directory record: the last one in the file, as the parser takes it, and it must end the file. */
function findEnd(buf: Buffer, limits: Limits) {
  const at = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (at < 0 || at + 22 > buf.length) throw damaged('no zip directory');
  if (at + 22 + buf.readUInt16LE(at + 20) !== buf.length) throw damaged('bytes after the zip directory');
  const entries = buf.readUInt16LE(at + 8);
  if (buf.readUInt16LE(at + 4) || buf.readUInt16LE(at + 6) || buf.readUInt16LE(at + 10) !== entries)
    throw damaged('a multi-part zip');
  if (entries > limits.maxZipEntries) throw bomb(`the zip holds ${entries} entries`);
  return { at, entries, start: buf.readUInt32LE(at + 16) };
}

/** The local header of one entry, which must agree with its directory record. */
function localEntry(
  buf: Buffer,
  offset: number,
  central: { name: Buffer; method: number; csz: number; usz: number },
) {
  if (offset + 30 > buf.length || buf.readUInt32LE(offset) !== LOCAL) throw damaged('a missing entry header');
  const flags = buf.readUInt16LE(offset + 6);
  const nameEnd = offset + 30 + buf.readUInt16LE(offset + 26);
  const dataStart = nameEnd + buf.readUInt16LE(offset + 28);
  if (dataStart > buf.length || !buf.subarray(offset + 30, nameEnd).equals(central.name))
    throw damaged('entry names that disagree');
  if (flags & ENCRYPTED) throw new SpreadsheetError('encrypted', 'the workbook is password-protected');
  if (buf.readUInt16LE(offset + 8) !== central.method) throw damaged('compression methods that disagree');
  if (hasZip64(buf, nameEnd, dataStart)) throw damaged('ZIP64 sizes');
  // The parser sizes its output from the local header: it may only say what the directory says,
  // or nothing at all when the sizes follow the data (then the measured inflate below bounds it).
  const csz = buf.readUInt32LE(offset + 18);
  const usz = buf.readUInt32LE(offset + 22);
  const deferred = flags & HAS_DESCRIPTOR && csz === 0 && usz === 0;
  if (!deferred && (csz !== central.csz || usz !== central.usz)) throw damaged('sizes that disagree');
  if (dataStart + central.csz > buf.length) throw damaged('an entry past the end of the file');
  return dataStart;
}

/**
 * Checks a zip's directory against the limits before anything is inflated: entry count, declared
 * sizes, their sum and each entry's ratio. Answers the deflated entries, whose real inflated sizes
 * the reader thread measures (a directory can lie) before the workbook parser touches them.
 */
export function checkZipDirectory(buf: Buffer, limits: Limits): DeflatedEntry[] {
  const end = findEnd(buf, limits);
  const deflated: DeflatedEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let p = end.start;
  for (let i = 0; i < end.entries; i++) {
    if (p + 46 > end.at || buf.readUInt32LE(p) !== CENTRAL) throw damaged('a broken zip directory');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const csz = buf.readUInt32LE(p + 20);
    const usz = buf.readUInt32LE(p + 24);
    const nameEnd = p + 46 + buf.readUInt16LE(p + 28);
    const extraEnd = nameEnd + buf.readUInt16LE(p + 30);
    const next = extraEnd + buf.readUInt16LE(p + 32);
    if (next > end.at) throw damaged('a broken zip directory');
    if (flags & ENCRYPTED) throw new SpreadsheetError('encrypted', 'the workbook is password-protected');
    if (method !== 0 && method !== 8) throw damaged(`compression method ${method}`);
    if (hasZip64(buf, nameEnd, extraEnd)) throw damaged('ZIP64 sizes');
    if (method === 0 && csz !== usz) throw damaged('a stored entry with two sizes');
    total += usz;
    if (total > limits.maxUncompressedBytes)
      throw bomb(`the zip inflates to more than ${Math.round(limits.maxUncompressedBytes / MB)} MB`);
    if (usz > MB && usz > csz * limits.maxCompressionRatio)
      throw bomb(`an entry inflates ${Math.round(usz / Math.max(csz, 1))} times`);
    const name = buf.subarray(p + 46, nameEnd);
    const dataStart = localEntry(buf, buf.readUInt32LE(p + 42), { name, method, csz, usz });
    if (method === 8) deflated.push({ dataStart, compressedSize: csz, size: usz });
    names.add(name.toString('latin1'));
    p = next;
  }
  checkParts(names);
  return deflated;
}

/** An Excel package, and nothing the parser would read as another kind of document. */
function checkParts(names: Set<string>) {
  const parts = new Set([...names].map(partName));
  if ([...names].some((n) => FOREIGN.has(baseName(n))))
    throw new SpreadsheetError('format', 'the file is not an Excel workbook');
  if (!parts.has('[content_types].xml') || !(parts.has('xl/workbook.xml') || parts.has('xl/workbook.bin')))
    throw new SpreadsheetError('format', 'the file is not an Excel workbook');
}
