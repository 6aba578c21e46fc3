import { GOODS_BATCH_LIMITS, type MessageRef } from '@skin/contract';
import { Invalid } from '../../../lib/errors';
import { DEFAULT_LIMITS, readSpreadsheet, SpreadsheetError, type SpreadsheetRefusal } from '../spreadsheet';

/** Each reason a workbook is refused as a whole, as the message the uploader sees. */
const REFUSALS: Record<SpreadsheetRefusal, MessageRef> = {
  format: { key: 'sheetFormat' },
  tooLarge: { key: 'sheetTooLarge', params: { mb: GOODS_BATCH_LIMITS.sheetBytes / 1024 / 1024 } },
  // A small file may still hold more than can be read: its own message, not the file size's.
  tooMuchData: {
    key: 'sheetTooMuchData',
    params: {
      rows: DEFAULT_LIMITS.maxRows,
      columns: DEFAULT_LIMITS.maxColumns,
      chars: DEFAULT_LIMITS.maxTotalChars,
    },
  },
  zipBomb: { key: 'sheetZipBomb' },
  tooManyRows: { key: 'sheetTooManyRows', params: { max: DEFAULT_LIMITS.maxRows } },
  tooManyColumns: { key: 'sheetTooManyColumns', params: { max: DEFAULT_LIMITS.maxColumns } },
  headerName: { key: 'sheetHeaderName' },
  timeout: { key: 'sheetTimeout' },
  unreadable: { key: 'sheetUnreadable' },
  encrypted: { key: 'sheetEncrypted' },
  empty: { key: 'sheetEmpty' },
};

/** A workbook refused as a whole: 400 with its reason's message, on the `file` field. */
export const sheetRefused = (reason: SpreadsheetRefusal) =>
  Invalid(REFUSALS[reason], { file: REFUSALS[reason] });

/** Reads an uploaded goods sheet under the reader's limits (its own thread, heap and deadline). */
export async function readGoodsSheet(bytes: Buffer, fileName: string) {
  try {
    return await readSpreadsheet(bytes, fileName, { maxFileBytes: GOODS_BATCH_LIMITS.sheetBytes });
  } catch (e) {
    if (e instanceof SpreadsheetError) throw sheetRefused(e.reason);
    throw e;
  }
}
