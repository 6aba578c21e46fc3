import { bigint, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Rows of a table counted by the value of one of its columns, kept by the database itself
 * (triggers of migrations 0017, 0019 and 0020, in the transaction of every insert, update, delete and
 * truncate, whoever writes: the API, the seed, a generator, plain SQL). The platform's dashboard
 * reads its devices by state and users by role here, a few hundred rows, instead of counting a
 * million, and the platform's device, goods and test record lists their totals (`kept` of
 * defineList).
 *
 * `counted` names the table and column (`devices.state`, `users.role_id`); `value` is the
 * column's value as text. A count is the sum of its shards: each writing transaction adds to a
 * shard no other running transaction holds (`kept_count_shard()`), so parallel writers never wait
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

/** What `kept_counts` counts: the table and column of each trigger (migrations 0017, 0019, 0020). */
export const KEPT = {
  deviceStates: 'devices.state',
  deviceModels: 'devices.device_type_id',
  userRoles: 'users.role_id',
  goodsCategories: 'goods.category',
  goodsTypes: 'goods.type',
  testFaces: 'test_records.face_position',
} as const;
