import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keptName } from '../db/kept-name';
import { keptCounts, keptSubtreeCounts } from '../db/schema';
import { createSharedRead } from '../lib/batch';

/**
 * The rows of a whole table counted by one column's value (`KEPT` of the schema), as the database
 * keeps them: per value, the sum of its few shards (`value`, `n`), values no row holds any more
 * left out. Exact. For the platform only: a tenant's share of a table is counted within its scope,
 * as the lists count it (docs/architecture.md, "Tenancy", keeps the scope off the rows).
 */
export const keptSums = (db: Db, counted: string) =>
  db
    .select({ value: keptCounts.value, n: sql<number>`sum(${keptCounts.n})`.mapWith(Number).as('n') })
    .from(keptCounts)
    .where(sql`${keptCounts.counted} = ${keptName(counted)}`)
    .groupBy(keptCounts.value)
    .having(sql`sum(${keptCounts.n}) > 0`);

/**
 * `keptSums` as a map of value to count, by a statement prepared once per database and count (its
 * name written in, `keptName`). Platform callers asking in the same turn share one run per count
 * (`createSharedRead`): the answer is the same for all of them, and each statement is a round trip
 * of the database's.
 */
const readerOf = (db: Db) => {
  const statements = new Map<string, ReturnType<ReturnType<typeof keptSums>['prepare']>>();
  return createSharedRead(async (counted: string): Promise<ReadonlyMap<string, number>> => {
    let statement = statements.get(counted);
    if (!statement) {
      statement = keptSums(db, counted).prepare(`kept_counts_of_${counted.replace(/\W/g, '_')}`);
      statements.set(counted, statement);
    }
    const rows = await statement.execute();
    return new Map(rows.map((r) => [r.value, r.n]));
  });
};
const readers = new WeakMap<Db, ReturnType<typeof readerOf>>();

/** The kept counts of `counted` (`KEPT` of the schema), value to count; shared, never changed. */
export function keptCountsOf(db: Db, counted: string): Promise<ReadonlyMap<string, number>> {
  let reader = readers.get(db);
  if (!reader) {
    reader = readerOf(db);
    readers.set(db, reader);
  }
  return reader(counted);
}

/**
 * The counts the database keeps for the subtree of the user `root` (`kept_subtree_counts`, the
 * labels of `KEPT_SUBTREE`, such as `device_states:<state>`), label to count: each the sum of its
 * shards, exact, a few rows read by the primary key whatever the subtree's size.
 */
export async function keptSubtreeCountsOf(db: Db, root: number, labels: readonly string[]) {
  const rows = await db
    .select({ kept: keptSubtreeCounts.kept, n: sql<number>`sum(${keptSubtreeCounts.n})`.mapWith(Number) })
    .from(keptSubtreeCounts)
    .where(and(inArray(keptSubtreeCounts.kept, [...labels]), eq(keptSubtreeCounts.userId, root)))
    .groupBy(keptSubtreeCounts.kept);
  return new Map(rows.map((r) => [r.kept, r.n]));
}
