import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { pk, timestamps } from './columns';

/**
 * The skin knowledge base the reports are made from (platform-global): image types, the score
 * ranges of the levels, the AI dimensions and the improvement questions consumers choose from.
 */
export const imageTypes = pgTable(
  'image_types',
  {
    id: pk(),
    /** The number the analyzers send with an image of this type. */
    indexNo: integer().notNull(),
    nameZh: varchar({ length: 64 }).notNull(),
    nameEn: varchar({ length: 64 }).notNull(),
    /** The algorithm's alias (`daylight`, `uv`): unique ignoring case. */
    tag: varchar({ length: 32 }).notNull(),
    /** `algorithm` (made by the algorithm server) or `client` (taken by the analyzer). */
    source: varchar({ length: 16 }).notNull(),
    sort: integer().notNull().default(0),
    state: smallint().notNull().default(1),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('image_types_index_no_idx').on(t.indexNo),
    uniqueIndex('image_types_tag_idx').on(t.tag),
  ],
);

/** Named score ranges (0-100) of the dimensions; the service keeps them from overlapping. */
export const diseaseLevels = pgTable('disease_levels', {
  id: pk(),
  name: varchar({ length: 32 }).notNull(),
  minScore: smallint().notNull(),
  maxScore: smallint().notNull(),
  remark: varchar({ length: 255 }),
  ...timestamps,
});

/** AI dimensions (the spec's "AI diseases"), keyed for the analyzers by `code`. */
export const diseases = pgTable(
  'diseases',
  {
    id: pk(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    nameEn: varchar({ length: 64 }),
    /** 1 normal, 0 deactivated. */
    state: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [uniqueIndex('diseases_code_idx').on(t.code)],
);

/** The "problems to improve" consumers pick from. */
export const questions = pgTable(
  'questions',
  {
    id: pk(),
    name: varchar({ length: 64 }).notNull(),
    visible: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('questions_sort_idx').on(t.sort, t.id)],
);
