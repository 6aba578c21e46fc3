/** What an uploaded spreadsheet may hold at most, and how long and how much memory reading it may take. */
export type Limits = {
  /** The file as uploaded. */
  maxFileBytes: number;
  /** Sum of the zip's entries once inflated (xlsx, xlsm, xlsb). */
  maxUncompressedBytes: number;
  maxZipEntries: number;
  /** Inflated / compressed size of one entry, checked for entries over 1 MB inflated. */
  maxCompressionRatio: number;
  /** Rows under the header, blank ones included. */
  maxRows: number;
  maxColumns: number;
  /** Characters of one cell; a longer cell is a cell error, not a refusal. */
  maxCellChars: number;
  /** Characters of all cells together: bounds what the reader hands back to the server. */
  maxTotalChars: number;
  /** The reader's JavaScript heap. */
  maxHeapMb: number;
  timeoutMs: number;
};

/** Limits sized for a batch of goods: a few thousand rows of a few dozen columns. */
export const DEFAULT_LIMITS: Limits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxZipEntries: 1000,
  maxCompressionRatio: 100,
  maxRows: 5000,
  maxColumns: 60,
  maxCellChars: 5000,
  maxTotalChars: 20_000_000,
  maxHeapMb: 128,
  timeoutMs: 15_000,
};
