import { z } from 'zod';
import { messageRef } from '../common/envelope';
import { flag, id } from '../common/fields';

/**
 * The columns of a goods batch sheet, in the template's order: `id` (written by the export, blank
 * for new goods), the goods fields by their keys, prices in yuan, and `picture`, the name of an
 * image uploaded with the sheet.
 */
export const GOODS_BATCH_COLUMNS = [
  'id',
  'name',
  'type',
  'category',
  'price',
  'crossedPrice',
  'purpose',
  'useScenarios',
  'specifications',
  'recommendedReason',
  'displayMethod',
  'recommendedCrowd',
  'notApplicableCrowd',
  'component',
  'introduction',
  'hyperlink',
  'shelf',
  'remark',
  'picture',
] as const;
export type GoodsBatchColumn = (typeof GOODS_BATCH_COLUMNS)[number];
/** The columns a sheet must have, filled in on every row. */
export const GOODS_BATCH_REQUIRED: readonly GoodsBatchColumn[] = ['name', 'type', 'price'];

/**
 * The workbook and picture formats a batch accepts (docs/product-rules.md, "Input rules"): by
 * extension in the browser, by content on the server.
 */
export const GOODS_SHEET_EXTENSIONS = ['xlsx', 'xls', 'xlsm', 'xlsb'] as const;
export const GOODS_BATCH_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** What one batch may hold: the sheet's size, the pictures (200 KB each), the errors listed. */
export const GOODS_BATCH_LIMITS = {
  sheetBytes: 10 * 1024 * 1024,
  imageBytes: 200 * 1024,
  images: 200,
  /** Errors listed in an answer; `errorCount` counts them all. */
  errors: 1000,
  /** Goods one export holds: the rows one upload reads, so an export can always be uploaded again. */
  exportRows: 5000,
} as const;

/** `POST /goods/batch?dryRun=&ownerId=`: a dry run unless `dryRun=false`; the owner defaults as for one new goods item. */
export const goodsBatchQuery = z.object({
  dryRun: flag.default(true),
  ownerId: id.optional(),
});

/** One problem of a sheet: its row (0 for the header row) and column, and the message by key. */
export const goodsBatchError = z.object({
  row: z.number(),
  column: z.string(),
  message: messageRef,
});

/**
 * A batch checked (dry run) or written: its rows, those without errors, the errors, and what
 * writing it does or did: goods created, existing goods (same owner, same name ignoring case)
 * changed, and existing goods the sheet leaves exactly as they are; `written` says whether it
 * was written (never for a dry run, nor for a sheet with errors).
 */
export const goodsBatchResult = z.object({
  rows: z.number(),
  valid: z.number(),
  errors: z.array(goodsBatchError),
  errorCount: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  written: z.boolean(),
});
export type GoodsBatchError = z.infer<typeof goodsBatchError>;
export type GoodsBatchResult = z.infer<typeof goodsBatchResult>;
