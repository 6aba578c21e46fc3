import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keptCounts } from '../db/schema';

/** The sum of each value's shards, as a statement prepared once per database. */
function statementOf(db: Db) {
  return db
    .select({ value: keptCounts.value, n: sql<number>`sum(${keptCounts.n})`.mapWith(Number) })
    .from(keptCounts)
    .where(eq(keptCounts.counted, sql.placeholder('counted')))
    .groupBy(keptCounts.value)
    .having(sql`sum(${keptCounts.n}) > 0`)
    .prepare('kept_counts_of');
}
const statements = new WeakMap<Db, ReturnType<typeof statementOf>>();

/**
 * The rows of a whole table counted by one column's value (`KEPT` of the schema), as the database
 * keeps them: the sum of a few shards per value, not a count of the table. Exact; values no row
 * holds any more are absent. For the platform only: a tenant's share of a table is counted within
 * its scope, as the lists count it (DESIGN §3 keeps the scope off the rows).
 */
export async function keptCountsOf(db: Db, counted: string): Promise<Map<string, number>> {
  let statement = statements.get(db);
  if (!statement) {
    statement = statementOf(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({ counted });
  return new Map(rows.map((r) => [r.value, r.n]));
}
