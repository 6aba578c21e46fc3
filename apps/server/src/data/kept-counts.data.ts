import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keptCounts } from '../db/schema';

/**
 * The rows of a whole table counted by one column's value (`KEPT` of the schema), as the database
 * keeps them: the sum of a few shards per value, not a count of the table. Exact; values no row
 * holds any more are absent. For the platform only: a tenant's share of a table is counted within
 * its scope, as the lists count it (DESIGN §3 keeps the scope off the rows).
 */
export async function keptCountsOf(db: Db, counted: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ value: keptCounts.value, n: sql<number>`sum(${keptCounts.n})`.mapWith(Number) })
    .from(keptCounts)
    .where(eq(keptCounts.counted, counted))
    .groupBy(keptCounts.value)
    .having(sql`sum(${keptCounts.n}) > 0`);
  return new Map(rows.map((r) => [r.value, r.n]));
}
