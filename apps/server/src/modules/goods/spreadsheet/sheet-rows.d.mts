/** One cell as the goods import sees it: trimmed text, a number, an ISO date, or nothing. */
export type Cell = string | number | null;
/** A non-blank row under the header, by its 1-based row number in the sheet. */
export type SheetRow = { row: number; cells: Cell[] };
/** A cell left out of its row (null there): a formula, text over the limit, or an error value. */
export type CellError = { row: number; column: string; reason: 'formula' | 'tooLong' | 'error' };
/** The first sheet of a workbook: its header and the rows under it, cells aligned with the header. */
export type SheetRows = { header: string[]; rows: SheetRow[]; cellErrors: CellError[] };
/** The limits the sheet walk itself enforces. */
export type RowLimits = { maxRows: number; maxColumns: number; maxCellChars: number; maxTotalChars: number };

/** A sheet refused as a whole, with the reason the caller maps to a message. */
export declare class Refusal extends Error {
  readonly reason:
    | 'tooMuchData'
    | 'tooManyRows'
    | 'tooManyColumns'
    | 'headerName'
    | 'unreadable'
    | 'empty'
    | 'zipBomb';
}

/** Parses a workbook in the calling thread: only the reader thread calls this, after the size checks. */
export declare function readRows(bytes: Uint8Array, limits: RowLimits): SheetRows;
