/** Why a spreadsheet was refused as a whole; the upload route maps each to its own message. */
export type SpreadsheetRefusal =
  | 'format'
  | 'tooLarge'
  /** Within the file size, but more than the reader can hold: its heap, or the text of all cells. */
  | 'tooMuchData'
  | 'zipBomb'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'headerName'
  | 'timeout'
  | 'unreadable'
  /** Saved with a password: its cells cannot be read without it. */
  | 'encrypted'
  | 'empty';

/** A spreadsheet refused as a whole: nothing of it is imported. */
export class SpreadsheetError extends Error {
  constructor(
    readonly reason: SpreadsheetRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}
