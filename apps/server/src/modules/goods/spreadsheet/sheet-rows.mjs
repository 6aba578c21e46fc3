// Runs in the reader thread (sheet-worker.mjs): plain JavaScript, so the same file loads whether
// the server runs from its TypeScript sources or from the esbuild bundle.
import * as XLSX from '@e965/xlsx';
import { headerProblem } from './header-names.mjs';

/** A sheet refused as a whole, with the reason the caller maps to a message. */
export class Refusal extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

const OPTIONS = {
  type: 'buffer',
  dense: true,
  sheets: 0,
  cellDates: true,
  // Formulas are read only to refuse their cells: nothing here evaluates one or trusts its cached value.
  cellFormula: true,
  cellHTML: false,
  cellNF: false,
  cellStyles: false,
  cellText: false,
  bookVBA: false,
};

/** A cell's value, or the reason it is left out; undefined for a blank cell. */
function convert(cell, maxChars) {
  if (!cell || cell.t === 'z') return undefined;
  if (cell.f !== undefined || cell.F !== undefined) return { error: 'formula' };
  let value = cell.v;
  if (cell.t === 'e' || (cell.t === 'n' && !Number.isFinite(value))) return { error: 'error' };
  if (cell.t === 'b') value = value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) value = isoDate(value);
  if (typeof value === 'number') return { value };
  if (typeof value !== 'string') return { error: 'error' };
  value = value.trim();
  if (value.length > maxChars) return { error: 'tooLong' };
  return value === '' ? undefined : { value };
}

// The parser builds dates in UTC, so the UTC fields are the sheet's own wall-clock date and time.
function isoDate(date) {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

const isBlank = (row) => !row || row.every((cell) => convert(cell, Number.POSITIVE_INFINITY) === undefined);

function lastColumn(row) {
  for (let c = row.length - 1; c >= 0; c--) if (row[c] && !isBlank([row[c]])) return c;
  return -1;
}

function readHeader(row, r, width, maxChars) {
  const header = [];
  for (let c = 0; c < width; c++) {
    const got = convert(row[c], maxChars);
    const at = `${XLSX.utils.encode_col(c)}${r + 1}`;
    if (got?.error) throw new Refusal('headerName', `the header cell ${at} cannot be used (${got.error})`);
    header.push(got === undefined ? '' : String(got.value));
  }
  const problem = headerProblem(header);
  if (problem) throw new Refusal('headerName', problem);
  return header;
}

/** Parses a workbook in the calling thread: only the reader thread calls this, after the size checks. */
export function readRows(bytes, limits) {
  let book;
  try {
    // One row past the limit is read, so a sheet over it is seen without parsing all of it.
    book = XLSX.read(bytes, { ...OPTIONS, sheetRows: limits.maxRows + 2 });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    // The parser's own word for a workbook saved with a password ("File is password-protected").
    if (/password|encrypt/i.test(why)) throw new Refusal('encrypted', 'the workbook is password-protected');
    throw new Refusal('unreadable', `the workbook cannot be read: ${why}`);
  }
  const sheet = book.SheetNames.length > 0 ? book.Sheets[book.SheetNames[0]] : undefined;
  const data = sheet?.['!data'];
  if (!Array.isArray(data)) throw new Refusal('empty', 'the workbook has no sheet');
  const top = data.findIndex((row) => !isBlank(row));
  if (top < 0) throw new Refusal('empty', 'the first sheet is empty');
  const last = data.findLastIndex((row) => !isBlank(row));
  // The sheet's own dimension says it goes on past what was read.
  if (sheet['!fullref'] || last - top > limits.maxRows)
    throw new Refusal('tooManyRows', `the sheet has more than ${limits.maxRows} rows under its header`);
  let width = 0;
  // A plain loop: the sheet's row array has holes where rows are blank, which map() would keep.
  for (let r = top; r <= last; r++) if (data[r]) width = Math.max(width, lastColumn(data[r]) + 1);
  if (width > limits.maxColumns)
    throw new Refusal(
      'tooManyColumns',
      `the sheet has ${width} columns, at most ${limits.maxColumns} are read`,
    );
  const header = readHeader(data[top], top, width, limits.maxCellChars);
  const result = { header, rows: [], cellErrors: [] };
  let chars = header.reduce((n, name) => n + name.length, 0);
  for (let r = top + 1; r <= last; r++) {
    if (isBlank(data[r])) continue;
    const cells = [];
    for (let c = 0; c < width; c++) {
      const got = convert(data[r][c], limits.maxCellChars);
      if (got?.error)
        result.cellErrors.push({ row: r + 1, column: XLSX.utils.encode_col(c), reason: got.error });
      cells.push(got?.value ?? null);
      if (typeof got?.value === 'string') chars += got.value.length;
    }
    if (chars > limits.maxTotalChars)
      throw new Refusal(
        'tooMuchData',
        `the sheet holds more than ${limits.maxTotalChars} characters of text`,
      );
    result.rows.push({ row: r + 1, cells });
  }
  if (result.rows.length === 0) throw new Refusal('empty', 'the sheet has no rows under its header');
  return result;
}
