import { bigint, index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * Rows of a table counted by the value of one of its columns, kept by the database itself
 * (triggers of migrations 0017, 0019, 0020 and 0027, in the transaction of every insert, update, delete and
 * truncate, whoever writes: the API, the seed, a generator, plain SQL). The platform's dashboard
 * reads its devices by state and users by role here, a few hundred rows, instead of counting a
 * million, and the platform's device, goods and test record lists their totals (`tableCounts` of
 * defineList).
 *
 * `counted` names the table and column (`devices.state`, `users.role_id`); `value` is the
 * column's value as text, or for a count of days (`test_records.tested_day`) the timestamp's UTC
 * day, `YYYY-MM-DD`. A count is the sum of its shards: each writing transaction adds to a shard no
 * other running transaction holds (`kept_count_shard()`), so parallel writers never wait
 * on each other's counter row. A shard's `n` can go below zero; the sum cannot.
 */
export const keptCounts = pgTable(
  'kept_counts',
  {
    counted: varchar({ length: 64 }).notNull(),
    value: varchar({ length: 64 }).notNull(),
    shard: smallint().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.counted, t.value, t.shard] })],
);

/** What `kept_counts` counts: the table and column of each trigger (migrations 0017, 0019, 0020, 0027). */
export const KEPT = {
  deviceStates: 'devices.state',
  deviceModels: 'devices.device_type_id',
  userRoles: 'users.role_id',
  goodsCategories: 'goods.category',
  goodsTypes: 'goods.type',
  testFaces: 'test_records.face_position',
  testStores: 'test_records.store_id',
  /** Per UTC day of the test, `YYYY-MM-DD` (migration 0027, `keep_count(..., 'utc_day')`). */
  testDays: 'test_records.tested_day',
} as const;

/**
 * For every user, an upper bound of the ids of a table's rows that the user's subtree can see
 * (docs/architecture.md, "Tenancy": rows of the stores its merchants run or managers manage, and rows its
 * users hold outside a store), kept by the database (migration 0021, `keep_newest`). A large
 * subtree's list walks the table newest first from there rather than from the table's newest
 * row: the largest agent's devices are older than half the table, and its first page skipped
 * 484,000 rows of others to find 20 (docs/performance.md, "Tenant scope").
 *
 * Only ever raised, in the transaction of the write that makes a row visible to a subtree (a row
 * written or moved into a store or to a holder, a store given another merchant or manager, a user
 * moved in the tree), so it is never below the newest visible row; a row moved away or deleted
 * leaves it higher than it need be, which costs a few rows of walk and changes no row of a list.
 * Sharded per writing transaction as `kept_counts` is; the bound is the maximum of the shards.
 */
export const keptNewest = pgTable(
  'kept_newest',
  {
    kept: varchar({ length: 64 }).notNull(),
    userId: integer().notNull(),
    shard: smallint().notNull(),
    newest: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kept, t.userId, t.shard] })],
);

/** The tables whose newest rows per subtree `kept_newest` keeps (migration 0021). */
export const KEPT_NEWEST = { devices: 'devices' } as const;

/**
 * For every user, how many rows of a table its subtree sees (docs/architecture.md, "Tenancy": rows of the
 * stores its merchants run or its managers manage, and rows its users hold outside a store), kept
 * by the database (migration 0023, `keep_subtree_count`). A large subtree's list takes its total
 * here instead of counting 10,001 of its rows, and so walks only the rows of its page
 * (docs/performance.md, "Tenant scope"). An aggregate per user, as `kept_newest` is: the rule is
 * still computed from the tree at query time, and every write that changes what a subtree sees
 * (a row written, moved or deleted, a store given another merchant or manager, a user moved in
 * the tree) changes the counts in its own transaction. Sharded per writing transaction as
 * `kept_counts` is; a count is the sum of its shards.
 */
export const keptSubtreeCounts = pgTable(
  'kept_subtree_counts',
  {
    kept: varchar({ length: 64 }).notNull(),
    userId: integer().notNull(),
    shard: smallint().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kept, t.userId, t.shard] })],
);

/**
 * What `kept_subtree_counts` counts per subtree: the rows of a table (migrations 0023 and 0024;
 * the goods a subtree owns, beside which the goods of the users above it and the platform's are
 * counted per owner in `kept_counts`, `goods.owner_id`), and the devices in each state, under
 * `device_states:<state>` (0025).
 */
export const KEPT_SUBTREE = {
  devices: 'devices',
  tests: 'test_records',
  goods: 'goods',
  deviceStates: 'device_states',
} as const;

/**
 * How many writing transactions changed which rows a subtree's rule reads as its own: users added,
 * removed or moved in the tree, stores added or removed or given another merchant or manager.
 * Raised by the database's triggers (migration 0029) once in each such transaction, whoever
 * writes, in the writer's shard (`kept_count_shard()`), as `figures_writes` is. A small subtree's
 * users and stores, read with the sum they were read under, stand for the rule's subqueries in a
 * later statement exactly while the sum in that statement's own snapshot is still the same
 * (data/subtree-ids.ts): a list then checks its rows against sets it did not have to read.
 */
export const treeWrites = pgTable('tree_writes', {
  shard: smallint().primaryKey(),
  n: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * How many writing transactions moved rows of a table to other offsets of its list's order (added
 * or removed rows, changed an order column), for a table whose deep pages' first rows are kept
 * (`ListSpec.pageStarts`), per table (`counted`, its name). Raised by the database's triggers
 * (migrations 0031 and 0032) once in each such transaction, whoever writes, in the writer's shard,
 * as `tree_writes` is. The whole list, unfiltered and unscoped, keeps the key of the row at a deep
 * offset (the devices' id; the test records' time and id) with the sum it was read under: a later
 * statement starts its walk at that key, rather than walking the offset, exactly while the sum in
 * its own snapshot is still the same.
 */
export const orderWrites = pgTable(
  'order_writes',
  {
    counted: text().notNull(),
    shard: smallint().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.counted, t.shard] })],
);

/**
 * Every user who holds, or once held, rows of a table outside a store (`held`, the table's name:
 * a device in an agent's stock), with the user's path in the tree, kept by the database's
 * triggers (migrations 0033 and 0034): added when a row is written outside a store with a holder,
 * never removed by the rows' own writes (so no stock-out waits on another's), its path following
 * the user's when a subtree moves. A small subtree's holders are then its few entries in a range of
 * this table's path index, rather than each of its users probed for rows outside a store (300
 * probes for the smallest agent of the bench data, a third of its device page). The list still
 * checks each one for such rows, so one who holds none any more adds nothing.
 */
export const unboundHolders = pgTable(
  'unbound_holders',
  {
    held: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: varchar({ length: 512 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.held, t.userId] }),
    index('unbound_holders_path_idx').using('btree', t.held, t.path.op('text_pattern_ops')),
  ],
);
