import { headerProblem } from './header-names.mjs';
import { SpreadsheetError } from './spreadsheet-error';

/** An .xlsx with the given header row (and an example row under it) for people to fill in and upload. */
export async function writeTemplate(header: string[], example?: (string | number)[]): Promise<Buffer> {
  const problem = headerProblem(header);
  if (problem) throw new SpreadsheetError('headerName', problem);
  // Loaded on first use: the server's own thread needs the parser only to write templates.
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(example ? [header, example] : [header]);
  sheet['!cols'] = header.map((name, i) => ({
    wch: Math.min(40, Math.max(10, name.length + 2, String(example?.[i] ?? '').length + 2)),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Goods');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}
