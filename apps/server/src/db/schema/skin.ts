import type { Translations } from '@skin/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
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
    /** Names and texts in other languages, `{field: {lang: text}}` (docs/skin-knowledge.md). */
    translations: jsonb().$type<Translations>().notNull().default({}),
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
  /** Names and texts in other languages, `{field: {lang: text}}` (docs/skin-knowledge.md). */
  translations: jsonb().$type<Translations>().notNull().default({}),
  ...timestamps,
});

/** AI dimensions (the product's "AI diseases"), keyed for the analyzers by `code`. */
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
    /** Names and texts in other languages, `{field: {lang: text}}` (docs/skin-knowledge.md). */
    translations: jsonb().$type<Translations>().notNull().default({}),
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
    /** Names and texts in other languages, `{field: {lang: text}}` (docs/skin-knowledge.md). */
    translations: jsonb().$type<Translations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('questions_sort_idx').on(t.sort, t.id),
    // One question per name, whatever its case: a consumer picks among them by name.
    uniqueIndex('questions_name_ci_idx').on(sql`lower(${t.name})`),
  ],
);

/**
 * The catalogue handed down the tree (tenancy `catalogue`): a row without an owner is a platform
 * default; a row owned by a user (an agent, usually) is read along that user's whole line.
 */
export const goods = pgTable(
  'goods',
  {
    id: pk(),
    ownerId: integer().references(() => users.id),
    /**
     * The owner's path in the tree, kept by the database (migration 0035): a subtree's list checks
     * a row's owner against its range without reading the owner (data/scope.ts `probedRule`).
     */
    ownerPath: varchar({ length: 512 }),
    type: varchar({ length: 16 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    /** Cents (fen). */
    price: integer().notNull(),
    crossedPrice: integer(),
    iconFileId: uuid(),
    purpose: varchar({ length: 255 }),
    category: varchar({ length: 32 }),
    useScenarios: varchar({ length: 255 }),
    specifications: varchar({ length: 255 }),
    recommendedReason: varchar({ length: 1000 }),
    displayMethod: varchar({ length: 16 }).notNull().default('graphic'),
    recommendedCrowd: varchar({ length: 255 }),
    notApplicableCrowd: varchar({ length: 255 }),
    component: varchar({ length: 1000 }),
    introduction: text(),
    hyperlink: varchar({ length: 512 }),
    shelf: smallint().notNull().default(1),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [
    // One name per owner: a re-uploaded spreadsheet updates its goods instead of adding them twice.
    uniqueIndex('goods_owner_name_idx').on(sql`coalesce(${t.ownerId}, 0)`, sql`lower(${t.name})`),
    index('goods_owner_idx').on(t.ownerId, t.id),
    // A picture's request finds the goods showing it, and erasure checks nothing else still does.
    index('goods_icon_idx').on(t.iconFileId),
    // The screen's filters, each with the list's default order.
    index('goods_type_idx').on(t.type, t.id),
    index('goods_category_idx').on(t.category, t.id),
    index('goods_shelf_idx').on(t.shelf, t.id),
    // The name box matches anywhere in the name.
    index('goods_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('goods_name_sort_idx').on(t.name, t.id),
    index('goods_price_sort_idx').on(t.price, t.id),
    index('goods_updated_sort_idx').on(t.updatedAt, t.id),
  ],
);

export const customDiseases = pgTable(
  'custom_diseases',
  {
    id: pk(),
    ownerId: integer().references(() => users.id),
    name: varchar({ length: 64 }).notNull(),
    solution: varchar({ length: 2000 }),
    description: varchar({ length: 2000 }),
    impact: varchar({ length: 2000 }),
    improvement: varchar({ length: 2000 }),
    /** Names and texts in other languages, `{field: {lang: text}}` (docs/skin-knowledge.md). */
    translations: jsonb().$type<Translations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('custom_diseases_owner_idx').on(t.ownerId),
    // One name per owner (the platform's too), whatever its case.
    uniqueIndex('custom_diseases_owner_name_idx').on(sql`coalesce(${t.ownerId}, 0)`, sql`lower(${t.name})`),
  ],
);

export const skinPlans = pgTable(
  'skin_plans',
  {
    id: pk(),
    /** The product's "adder". */
    ownerId: integer().references(() => users.id),
    name: varchar({ length: 64 }).notNull(),
    nursingSite: varchar({ length: 8 }).notNull(),
    solution: text(),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [
    index('skin_plans_owner_idx').on(t.ownerId),
    // The pickers' order (data/pick-options.ts): a page of plans by name without sorting them all.
    index('skin_plans_name_sort_idx').on(t.name, t.id),
  ],
);

/** Goods a skin plan uses. */
export const skinPlanGoods = pgTable(
  'skin_plan_goods',
  {
    planId: integer()
      .notNull()
      .references(() => skinPlans.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.goodsId] }), index('skin_plan_goods_goods_idx').on(t.goodsId)],
);

/**
 * Advice of an AI dimension, one row per slot (dimension, level, image type). A platform row has
 * no owner and no base; an agent's override of it has the agent as owner and the platform row as
 * base, and stands in for it in the agent's line (the deepest override on a caller's line wins).
 */
export const diseaseDetails = pgTable(
  'disease_details',
  {
    id: pk(),
    diseaseId: integer()
      .notNull()
      .references(() => diseases.id, { onDelete: 'cascade' }),
    ownerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    baseId: integer().references((): AnyPgColumn => diseaseDetails.id, { onDelete: 'cascade' }),
    imageTypeId: integer().references(() => imageTypes.id, { onDelete: 'set null' }),
    levelId: integer().references(() => diseaseLevels.id, { onDelete: 'set null' }),
    solution: varchar({ length: 2000 }),
    introduction: varchar({ length: 2000 }),
    impact: varchar({ length: 2000 }),
    improve: varchar({ length: 2000 }),
    remark: varchar({ length: 255 }),
    /** Names and texts in other languages, `{field: {lang: text}}` (docs/skin-knowledge.md). */
    translations: jsonb().$type<Translations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('disease_details_disease_idx').on(t.diseaseId),
    // One override of a platform row per owner.
    uniqueIndex('disease_details_override_idx').on(t.baseId, t.ownerId),
  ],
);

/** Goods a detail recommends. */
export const diseaseDetailGoods = pgTable(
  'disease_detail_goods',
  {
    detailId: integer()
      .notNull()
      .references(() => diseaseDetails.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.detailId, t.goodsId] })],
);

/** Care templates (skin plans) a detail recommends. */
export const diseaseDetailPlans = pgTable(
  'disease_detail_plans',
  {
    detailId: integer()
      .notNull()
      .references(() => diseaseDetails.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => skinPlans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.detailId, t.planId] })],
);

/**
 * Which slot a report uses for a dimension's level: the platform's choice (no owner) or an
 * agent's for its line (the deepest choice on a caller's line wins).
 */
export const diseaseDetailDefaults = pgTable(
  'disease_detail_defaults',
  {
    id: pk(),
    ownerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    diseaseId: integer()
      .notNull()
      .references(() => diseases.id, { onDelete: 'cascade' }),
    levelId: integer().references(() => diseaseLevels.id, { onDelete: 'cascade' }),
    slotId: integer()
      .notNull()
      .references(() => diseaseDetails.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('disease_detail_defaults_idx').on(
      sql`coalesce(${t.ownerId}, 0)`,
      t.diseaseId,
      sql`coalesce(${t.levelId}, 0)`,
    ),
  ],
);
