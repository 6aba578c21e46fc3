import { headerProblem } from './header-names.mjs';
import { SpreadsheetError } from './spreadsheet-error';

type Value = string | number | null;
/** One sheet of a workbook to write: its rows (the first is its header), widths and drop-down lists. */
export type WorkbookSheet = {
  name: string;
  rows: Value[][];
  /** Column widths in characters. */
  widths?: number[];
  /** Drop-down lists: the values a column (0-based) takes, offered in every row under the header. */
  lists?: { column: number; values: readonly string[] }[];
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Spreadsheet column letters of a 0-based index (0 -> A, 27 -> AB). */
const lettersOf = (index: number): string =>
  (index >= 26 ? lettersOf(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/**
 * The `<dataValidations>` element of a sheet's lists. An inline list is a quoted, comma-separated
 * formula of at most 255 characters: the lists written here are keys, far shorter, and a value
 * with a comma or quote would break it, so such a list is refused rather than written wrong.
 */
function validationsXml(lists: NonNullable<WorkbookSheet['lists']>, lastRow: number) {
  const items = lists.map(({ column, values }) => {
    const formula = values.join(',');
    if (formula.length > 255 || values.some((v) => /[,"]/.test(v)))
      throw new Error(`the list of column ${column} cannot be written inline`);
    const col = lettersOf(column);
    return `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${col}2:${col}${lastRow}"><formula1>"${escapeXml(formula)}"</formula1></dataValidation>`;
  });
  return `<dataValidations count="${items.length}">${items.join('')}</dataValidations>`;
}

/**
 * An .xlsx of the given sheets, with drop-down lists (Excel data validation) in rows 2 to
 * `lastRow`. SheetJS's community edition writes cells and widths but not data validation, so the
 * lists are added to each sheet's XML after it: they belong right after `<sheetData>` (ECMA-376
 * CT_Worksheet order; the sheets written here have no merged cells or filters between them).
 */
export async function writeWorkbook(sheets: WorkbookSheet[], lastRow: number): Promise<Buffer> {
  const problem = headerProblem((sheets[0]?.rows[0] ?? []).map((c) => String(c ?? '')));
  if (problem) throw new SpreadsheetError('headerName', problem);
  // Loaded on first use: the server's own thread needs the parser only to write workbooks.
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  for (const s of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(s.rows);
    if (s.widths) sheet['!cols'] = s.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, s.name);
  }
  const written: Buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  if (!sheets.some((s) => s.lists?.length)) return written;
  const zip = XLSX.CFB.read(written, { type: 'buffer' });
  sheets.forEach((s, i) => {
    if (!s.lists?.length) return;
    const entry = XLSX.CFB.find(zip, `/xl/worksheets/sheet${i + 1}.xml`);
    if (!entry?.content) throw new Error(`sheet ${i + 1} was not written`);
    const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
    const at = xml.indexOf('</sheetData>') + '</sheetData>'.length;
    entry.content = Buffer.from(xml.slice(0, at) + validationsXml(s.lists, lastRow) + xml.slice(at), 'utf8');
    entry.size = entry.content.length;
  });
  return Buffer.from(
    XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Uint8Array,
  );
}
