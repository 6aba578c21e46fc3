import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { devices, stores } from './business';
import { pk, timestamps } from './columns';
import { diseases, imageTypes } from './skin';

/**
 * A store's consumers (tenancy `store`): seen by the store's manager account, its merchant and
 * everyone above. `testCount`, `lastTestAt`, `firstTestAt` and `lastScore` are kept by the test
 * upload and delete in their transaction, so a list never counts tests per row.
 */
export const consumers = pgTable(
  'consumers',
  {
    id: pk(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    name: varchar({ length: 64 }).notNull(),
    /** `male`, `female` or `secrecy`. */
    sex: varchar({ length: 8 }).notNull().default('secrecy'),
    /** E.164, `+` and at most 15 digits (`+8613800138000`): one form for every way it was typed. */
    phone: varchar({ length: 16 }).notNull(),
    email: varchar({ length: 128 }),
    birthday: date({ mode: 'string' }),
    /** `unmarried` or `married`. */
    maritalStatus: varchar({ length: 16 }),
    hasChildren: boolean(),
    hadMedicalBeauty: boolean(),
    career: varchar({ length: 64 }),
    area: varchar({ length: 128 }),
    address: varchar({ length: 255 }),
    /** Improvement questions the consumer chose (ids; a deleted question is dropped when read). */
    problemIds: integer().array().notNull().default(sql`'{}'::int[]`),
    remark: varchar({ length: 255 }),
    testCount: integer().notNull().default(0),
    lastTestAt: timestamp({ withTimezone: true }),
    /**
     * The first test's time and the last test's composite score, kept with `lastTestAt`: a store's
     * dashboard tells new consumers from returning ones and finds those due for a follow-up visit
     * from the consumers' rows alone (docs/skin-tests.md, "Dashboards by role").
     */
    firstTestAt: timestamp({ withTimezone: true }),
    lastScore: smallint(),
    /** Out of the lists and selectors, its tests kept; a new test of the consumer brings it back. */
    archived: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // A phone names one consumer of a store (the analyzers find the consumer by it).
    uniqueIndex('consumers_store_phone_idx').on(t.storeId, t.phone),
    index('consumers_store_idx').on(t.storeId, t.id),
    index('consumers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('consumers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('consumers_created_sort_idx').on(t.createdAt, t.id),
    index('consumers_tests_sort_idx').on(t.testCount, t.id),
    index('consumers_last_test_sort_idx').on(t.lastTestAt, t.id),
    // A store's consumers tested since a day, and those whose last test is older than a day.
    index('consumers_store_last_test_idx').on(t.storeId, t.lastTestAt),
    // The pickers' order (data/pick-options.ts): a page of consumers by name without sorting them all.
    index('consumers_name_sort_idx').on(t.name, t.id),
  ],
);

/**
 * One skin test an analyzer took of a consumer. `storeId` is the consumer's store at upload (the
 * tenancy); `clientId` makes a retried upload from the same device land once. `score` is the
 * composite score, fixed at upload by the documented rule (docs/skin-tests.md).
 */
export const testRecords = pgTable(
  'test_records',
  {
    id: pk(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    consumerId: integer()
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    deviceId: integer().references(() => devices.id, { onDelete: 'set null' }),
    clientId: varchar({ length: 64 }).notNull(),
    /** `front`, `left`, `right` or `unknown` (a full-face test). */
    facePosition: varchar({ length: 8 }).notNull(),
    deviceModel: varchar({ length: 64 }),
    firmware: varchar({ length: 32 }),
    score: smallint().notNull(),
    skinAge: smallint(),
    testedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The paths in the tree of the store's merchant and manager (none without a manager), kept by
     * the database (migration 0036): a subtree's list checks a test's store against its range
     * without reading the store (data/scope.ts `probedRule`).
     */
    merchantPath: varchar({ length: 512 }),
    managerPath: varchar({ length: 512 }),
  },
  (t) => [
    uniqueIndex('test_records_client_idx').on(t.deviceId, t.clientId),
    // The list's default order is newest test first; each filter pages along its own index.
    index('test_records_tested_idx').on(t.testedAt, t.id),
    index('test_records_store_tested_idx').on(t.storeId, t.testedAt, t.id),
    index('test_records_consumer_tested_idx').on(t.consumerId, t.testedAt, t.id),
    index('test_records_score_idx').on(t.score, t.id),
  ],
);

/** The score (0-100) of one AI dimension in a test. */
export const testScores = pgTable(
  'test_scores',
  {
    testId: integer()
      .notNull()
      .references(() => testRecords.id, { onDelete: 'cascade' }),
    diseaseId: integer()
      .notNull()
      .references(() => diseases.id, { onDelete: 'cascade' }),
    score: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.diseaseId] })],
);

/**
 * A test's report as it was made (docs/skin-tests.md, "Reports kept as made"): its problems, each
 * with the level, advice, goods and plans in force when the report was first made, and the goods'
 * pictures as file ids (their links are signed when the report is read). Later edits and deletes
 * of the knowledge base or the goods never change it; `madeAt` moves only when someone replaces
 * it with today's on purpose.
 */
export const testReports = pgTable('test_reports', {
  testId: integer()
    .primaryKey()
    .references(() => testRecords.id, { onDelete: 'cascade' }),
  madeAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  problems: jsonb().notNull(),
});

/**
 * Links that open one test's report without an account (docs/skin-tests.md, "Shared reports"):
 * only the SHA-256 of each token is kept, so the table never holds a working link. A link lasts
 * until `expiresAt` or until revoked; a test has at most one live link (making a new one revokes
 * the one before).
 */
export const reportShares = pgTable(
  'report_shares',
  {
    id: pk(),
    testId: integer()
      .notNull()
      .references(() => testRecords.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: varchar({ length: 64 }).notNull(),
    /** Who made the link (kept as a number: the user may be deleted later). */
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('report_shares_token_idx').on(t.tokenHash),
    index('report_shares_test_idx').on(t.testId),
  ],
);

/** The images of a test: one per image type and face position, with a thumbnail for lists. */
export const testImages = pgTable(
  'test_images',
  {
    testId: integer()
      .notNull()
      .references(() => testRecords.id, { onDelete: 'cascade' }),
    imageTypeId: integer()
      .notNull()
      .references(() => imageTypes.id),
    /** `front`, `left`, `right` or `unknown`. */
    position: varchar({ length: 8 }).notNull(),
    fileId: uuid().notNull(),
    thumbnailId: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.imageTypeId, t.position] }),
    // A photo's request finds the tests naming it, and erasure checks nothing else still does.
    index('test_images_file_idx').on(t.fileId),
    index('test_images_thumbnail_idx').on(t.thumbnailId),
  ],
);

/**
 * The dashboard's figures, kept by the writes that change them (in their transaction), one row per
 * store and day: the dashboard sums at most stores x 30 rows instead of scanning the tests.
 */
export const storeDailyStats = pgTable(
  'store_daily_stats',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    tests: integer().notNull().default(0),
    newConsumers: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day] }),
    // Also carries store_id, tests and new_consumers (INCLUDE, migrations 0018 and 0026, which
    // drizzle cannot declare): the platform's top stores and a large subtree's days read the month
    // from the index alone.
    index('store_daily_stats_day_idx').on(t.day),
  ],
);

/** The tenths a dimension's scores fall in: 0 for 0-9 ... 9 for 90-100. */
export const SCORE_TENTHS = 10;

/**
 * How many tests of a store scored in each tenth of each dimension: one row per store and
 * dimension, the ten counts side by side (`t0` for 0-9 ... `t9` for 90-100). A row per tenth made
 * the largest agent's score spread add up a million rows; side by side it is a tenth of that, and
 * the sums are ten columns of the same rows. The primary key's index also carries the counts
 * (`INCLUDE`, migration 0015, which drizzle cannot declare), so the spread is read from the index
 * alone.
 */
export const storeScoreSpread = pgTable(
  'store_score_spread',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    diseaseId: integer()
      .notNull()
      .references(() => diseases.id, { onDelete: 'cascade' }),
    t0: integer().notNull().default(0),
    t1: integer().notNull().default(0),
    t2: integer().notNull().default(0),
    t3: integer().notNull().default(0),
    t4: integer().notNull().default(0),
    t5: integer().notNull().default(0),
    t6: integer().notNull().default(0),
    t7: integer().notNull().default(0),
    t8: integer().notNull().default(0),
    t9: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.diseaseId] })],
);

/** The count columns of `store_score_spread`, tenth by tenth. */
export const spreadTenths = (t: typeof storeScoreSpread) =>
  [t.t0, t.t1, t.t2, t.t3, t.t4, t.t5, t.t6, t.t7, t.t8, t.t9] as const;

/**
 * Shards of the platform-wide figures: writes to the same day or bucket from different stores
 * spread over this many rows, so parallel uploads rarely wait on each other's row lock.
 */
export const PLATFORM_SHARDS = 8;

/**
 * The platform's tests and new consumers per UTC day, kept beside `store_daily_stats` by the same
 * writes: the platform's dashboard reads 8 x 30 rows rather than summing every store's.
 */
export const platformDailyStats = pgTable(
  'platform_daily_stats',
  {
    shard: smallint().notNull(),
    day: date({ mode: 'string' }).notNull(),
    tests: integer().notNull().default(0),
    newConsumers: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/** The platform's tests per dimension and score tenth, beside `store_score_spread`. */
export const platformScoreBuckets = pgTable(
  'platform_score_buckets',
  {
    shard: smallint().notNull(),
    diseaseId: integer()
      .notNull()
      .references(() => diseases.id, { onDelete: 'cascade' }),
    bucket: smallint().notNull(),
    tests: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.diseaseId, t.bucket, t.shard] })],
);

/**
 * How many writing transactions changed what the dashboard's figures are read from: the four
 * tables above, the stores' owners and names, the users' places in the tree and the dimensions.
 * Raised by the database's triggers (migration 0028), once in each such transaction, whoever
 * writes (the API, the seed, a generator, plain SQL), in the writer's shard of `kept_counts`
 * (`kept_count_shard()`), so parallel writers never wait on each other's row. Only ever raised:
 * while the sum of its rows stays what it was when a scope's figures were read (in the same
 * statement), no committed write can have changed them, and the dashboard answers them again
 * without reading them (modules/dashboard/dashboard.service.ts), on every instance alike.
 */
export const figuresWrites = pgTable('figures_writes', {
  shard: smallint().primaryKey(),
  n: bigint({ mode: 'number' }).notNull().default(0),
});
