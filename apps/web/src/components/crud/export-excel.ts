/** The default name of an exported list (docs/product-rules.md, "Numbers"). */
export const DEFAULT_EXPORT_NAME = 'excel-list';

/**
 * A column of the spreadsheet: its header and how a row gives its cell, or a promise of it (names
 * looked up on the server, such as a plan's linked goods; all rows' cells are asked at once, so
 * the lookups of a page share their requests).
 */
export type ExportColumn<E> = { header: string; value: (row: E) => unknown };

/** A whole export a screen makes itself: its rows, columns (known only with the rows) and file name. */
export type ExportSheet<R> = { rows: readonly R[]; columns: readonly ExportColumn<R>[]; fileName: string };

/** `YYYY-MM-DD` of the viewer's own day: a dated export is named for the day it was made where it was. */
export function localDay(at = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Cells hold text, numbers and booleans; anything else is written as text. */
function cellOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** Hands a file to the browser as a download. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Writes the rows as an .xlsx workbook and downloads it; exceljs (~1 MB) loads only now. */
export async function exportExcel<E>(
  rows: readonly E[],
  columns: readonly ExportColumn<E>[],
  fileName = DEFAULT_EXPORT_NAME,
): Promise<void> {
  const loaded = await import('exceljs');
  // The browser build is a UMD bundle: the bundler puts its exports on `default`.
  const ExcelJS = loaded.default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(fileName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: Math.min(48, Math.max(12, c.header.length + 4)),
  }));
  sheet.getRow(1).font = { bold: true };
  const cells = await Promise.all(rows.map((row) => Promise.all(columns.map((c) => c.value(row)))));
  for (const values of cells) sheet.addRow(values.map(cellOf));
  const buffer = await workbook.xlsx.writeBuffer();
  download(new Blob([buffer], { type: XLSX_TYPE }), `${fileName}.xlsx`);
}
