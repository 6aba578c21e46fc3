import { detectContainer } from './detect-format';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { readInThread } from './reader-thread';
import type { SheetRows } from './sheet-rows.mjs';
import { SpreadsheetError } from './spreadsheet-error';
import { checkZipDirectory } from './zip-directory';

/**
 * Reads the first sheet of an uploaded xlsx, xlsm, xls or xlsb into a header and rows of plain
 * values. Cheap checks (size, content type, zip directory) run here and refuse most hostile files
 * at once; parsing runs in a reader thread with its own heap limit and deadline.
 */
export async function readSpreadsheet(
  buffer: Buffer,
  fileName: string,
  limits: Partial<Limits> = {},
): Promise<SheetRows> {
  const all = { ...DEFAULT_LIMITS, ...limits };
  if (buffer.length === 0) throw new SpreadsheetError('empty', 'the file is empty');
  if (buffer.length > all.maxFileBytes)
    throw new SpreadsheetError(
      'tooLarge',
      `the file is over ${Math.round(all.maxFileBytes / 1024 / 1024)} MB`,
    );
  const container = detectContainer(buffer, fileName);
  const deflated = container === 'zip' ? checkZipDirectory(buffer, all) : [];
  return readInThread(buffer, deflated, all);
}
