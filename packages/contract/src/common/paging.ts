import { z } from 'zod';
import { CONTENT_LANGUAGES } from './translations';

/** Page sizes the pagination control offers (docs/product-rules.md, "Numbers"). */
export const PAGE_SIZES = [5, 10, 20, 30, 50] as const;
/** Default page size (docs/product-rules.md, "Numbers"). */
export const DEFAULT_PAGE_SIZE = 20;
/** Page size used when exporting a whole list to Excel, one page at a time. */
export const EXPORT_PAGE_SIZE = 500;

/** Paging part of every list query. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n) || n === EXPORT_PAGE_SIZE, {
      message: `pageSize must be one of ${PAGE_SIZES.join(', ')} or ${EXPORT_PAGE_SIZE}`,
    })
    .default(DEFAULT_PAGE_SIZE),
});

/** One page of a list. */
export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });

/** An entry of a selector (`GET /<resource>/all`). */
export const option = z.object({
  id: z.number(),
  label: z.string(),
  parentId: z.number().nullable().optional(),
  /** Shown (a record already names it) but not offered for a new choice: hidden or not in use. */
  disabled: z.boolean().optional(),
  /** The label in the languages it reads differently in (reference data's translations). */
  labels: z.partialRecord(z.enum(CONTENT_LANGUAGES), z.string()).optional(),
});
export type Option = z.infer<typeof option>;

export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
