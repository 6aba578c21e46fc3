import {
  GOODS_BATCH_COLUMNS,
  GOODS_BATCH_REQUIRED,
  type GoodsBatchColumn,
  type GoodsBatchError,
  goodsResource,
  goodsSheetColumnOf,
  type MessageRef,
} from '@skin/contract';
import type { z } from 'zod';
import { issueMessage } from '../../../plugins/errors';
import { type Cell, DEFAULT_LIMITS, type SheetRows } from '../spreadsheet';
import {
  CATEGORY_WORDS,
  centsOf,
  DISPLAY_WORDS,
  SHELF_WORDS,
  TYPE_WORDS,
  type Words,
  wordOf,
} from './goods-batch-words';

type Create = z.infer<typeof goodsResource.create>;
/** The goods fields one row writes: every field of a new goods item but its owner and picture, null when blank. */
export type GoodsValues = {
  [K in Exclude<keyof Create, 'ownerId' | 'iconFileId'>]-?: Exclude<Create[K], undefined>;
};
/**
 * A row without errors: its sheet row number, the goods id it names (an exported row; null for
 * a row matched by name), its values and the picture it names (lower-cased).
 */
export type BatchRow = { row: number; id: number | null; values: GoodsValues; picture: string | null };

const VALUE_FIELDS = GOODS_BATCH_COLUMNS.filter(
  (c) => c !== 'picture' && c !== 'id',
) as (keyof GoodsValues)[];
/** A goods id as the export writes it: a whole number (Excel may hand it back as text). */
const idOf = (cell: Cell) => {
  const n =
    typeof cell === 'number' ? cell : /^\s*\d{1,10}\s*$/.test(String(cell)) ? Number(cell) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
const WORDS = {
  type: TYPE_WORDS,
  category: CATEGORY_WORDS,
  displayMethod: DISPLAY_WORDS,
  shelf: SHELF_WORDS,
};
const CELL_MESSAGES: Record<SheetRows['cellErrors'][number]['reason'], MessageRef> = {
  formula: { key: 'cellFormula' },
  tooLong: { key: 'cellTooLong', params: { max: DEFAULT_LIMITS.maxCellChars } },
  error: { key: 'cellError' },
};

/** Spreadsheet column letters (A, AB) to a 0-based index. */
const indexOfLetters = (letters: string) =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/**
 * Which goods column each sheet column is (its key or its name in any of the sheet's languages,
 * ignoring case), and what is wrong with the header.
 */
function mapHeader(header: string[]) {
  const columns: (GoodsBatchColumn | null)[] = [];
  const errors: GoodsBatchError[] = [];
  const seen = new Set<GoodsBatchColumn>();
  for (const name of header) {
    const column = goodsSheetColumnOf(name);
    // A column without a name is a place for notes: it is not read.
    if (name !== '' && !column)
      errors.push({ row: 0, column: name, message: { key: 'columnUnknown', params: { name } } });
    const repeated = column !== null && seen.has(column);
    if (repeated) errors.push({ row: 0, column: name, message: { key: 'sheetHeaderName' } });
    if (column) seen.add(column);
    columns.push(repeated ? null : column);
  }
  for (const column of GOODS_BATCH_REQUIRED)
    if (!seen.has(column))
      errors.push({ row: 0, column, message: { key: 'columnMissing', params: { name: column } } });
  return { columns, errors };
}

/**
 * Checks every row of a goods sheet against the goods rules (the contract's create schema, so
 * the rules stay one) and against the batch: pictures named but not uploaded, names repeated.
 * Answers the rows without errors and every error found (row 0 is the header). A header that
 * does not name the goods columns is reported alone: its rows cannot be read.
 */
export function checkSheet(sheet: SheetRows, pictures: ReadonlySet<string>) {
  const { columns, errors } = mapHeader(sheet.header);
  if (errors.length) return { rows: [] as BatchRow[], errors };
  const flagged = new Set<string>();
  const rowsFlagged = new Set<number>();
  for (const e of sheet.cellErrors) {
    const column = columns[indexOfLetters(e.column)];
    if (!column) continue;
    flagged.add(`${e.row}:${column}`);
    rowsFlagged.add(e.row);
    errors.push({ row: e.row, column, message: CELL_MESSAGES[e.reason] });
  }
  const rows: BatchRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const rowErrors: GoodsBatchError[] = [];
    // One error a cell: a cell refused for its own sake (a formula, a word not known) is not also "required".
    const fail = (column: string, message: MessageRef) => {
      if (!flagged.has(`${row}:${column}`) && !rowErrors.some((e) => e.column === column))
        rowErrors.push({ row, column, message });
    };
    const raw = new Map<GoodsBatchColumn, Cell>();
    columns.forEach((column, i) => {
      if (column && cells[i] != null) raw.set(column, cells[i]);
    });
    const input: Record<string, unknown> = {};
    const id = raw.has('id') ? idOf(raw.get('id')!) : null;
    if (id === undefined) fail('id', { key: 'goodsIdFormat' });
    for (const [column, cell] of raw) {
      if (column === 'picture' || column === 'id') continue;
      if (column === 'price' || column === 'crossedPrice') {
        const cents = centsOf(cell);
        if (cents === undefined) fail(column, { key: 'priceFormat' });
        else input[column] = cents;
      } else if (column in WORDS) {
        const words: Words = WORDS[column as keyof typeof WORDS];
        const key = wordOf(words, cell);
        if (key === undefined) fail(column, { key: 'valueNotAllowed', params: { allowed: words.allowed } });
        else input[column] = key;
      } else input[column] = String(cell);
    }
    const parsed = goodsResource.create.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        fail(String(issue.path[0] ?? ''), issueMessage(issue as never, issue.message));
    // The rule one goods item's create and update apply (goods.service.ts), with the same message.
    else if (parsed.data.crossedPrice != null && parsed.data.crossedPrice < parsed.data.price)
      fail('crossedPrice', { key: 'crossedBelowPrice' });
    const picture = raw.has('picture') ? String(raw.get('picture')) : null;
    if (picture !== null && !pictures.has(picture.toLowerCase()))
      fail('picture', { key: 'pictureNotUploaded', params: { name: picture } });
    // Rows matched by name all write the batch's owner; an exported row's owner is its goods'
    // own, so its name is compared once the goods are read (goods-batch-targets.ts).
    const name = raw.has('name') && !raw.has('id') ? String(raw.get('name')).trim().toLowerCase() : '';
    const first = firstRowOf.get(name);
    if (first !== undefined) fail('name', { key: 'nameRepeated', params: { row: first } });
    else if (name) firstRowOf.set(name, row);
    if (rowErrors.length || rowsFlagged.has(row) || !parsed.success || id === undefined)
      errors.push(...rowErrors);
    else {
      const data = parsed.data as Record<string, unknown>;
      const values = Object.fromEntries(VALUE_FIELDS.map((k) => [k, data[k] ?? null])) as GoodsValues;
      rows.push({ row, id, values, picture: picture?.toLowerCase() ?? null });
    }
  }
  return { rows, errors: sortErrors(errors) };
}

const order = (column: string) => GOODS_BATCH_COLUMNS.indexOf(column as GoodsBatchColumn);
/** Errors by row, then in the sheet's column order. */
export const sortErrors = (errors: GoodsBatchError[]) =>
  errors.sort((a, b) => a.row - b.row || order(a.column) - order(b.column));
