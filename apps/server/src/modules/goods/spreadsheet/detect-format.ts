import path from 'node:path';
import { SpreadsheetError } from './spreadsheet-error';

/** The container a spreadsheet comes in: a zip (xlsx, xlsm, xlsb) or an OLE2 compound file (xls). */
export type Container = 'zip' | 'ole2';

const EXTENSIONS = new Set(['.xlsx', '.xlsm', '.xls', '.xlsb']);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * Which container the bytes are, by their first bytes only. The name must still carry one of the
 * four extensions, but it never decides how the bytes are read: an HTML page or a CSV saved as
 * .xls is refused here rather than handed to a parser that would guess at it.
 */
export function detectContainer(bytes: Uint8Array, fileName: string): Container {
  const ext = path.extname(fileName).toLowerCase();
  if (!EXTENSIONS.has(ext))
    throw new SpreadsheetError('format', `"${ext || fileName}" is not xlsx, xlsm, xls or xlsb`);
  if (startsWith(bytes, ZIP)) return 'zip';
  if (startsWith(bytes, OLE2)) return 'ole2';
  throw new SpreadsheetError('format', 'the file is not an Excel workbook');
}
