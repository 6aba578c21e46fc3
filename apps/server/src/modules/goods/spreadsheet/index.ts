// The goods upload's spreadsheet reader: everything the routes and services need, and nothing else.
export { DEFAULT_LIMITS, type Limits } from './limits';
export { readSpreadsheet } from './read-spreadsheet';
export { liveReaderThreads, SPREADSHEET_WORKER } from './reader-thread';
export type { Cell, CellError, SheetRow, SheetRows } from './sheet-rows.mjs';
export { SpreadsheetError, type SpreadsheetRefusal } from './spreadsheet-error';
export { writeTemplate } from './write-template';
export { type WorkbookSheet, writeWorkbook } from './write-workbook';
