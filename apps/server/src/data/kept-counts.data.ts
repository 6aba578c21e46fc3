import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keptCounts } from '../db/schema';

/**
 * The rows of a whole table counted by one column's value (`KEPT` of the schema), as the database
 * keeps them: per value, the sum of its few shards (`value`, `n`), values no row holds any more
 * left out. Exact. For the platform only: a tenant's share of a table is counted within its scope,
 * as the lists count it (DESIGN §3 keeps the scope off the rows).
 */
export const keptSums = (db: Db, counted: string | Placeholder) =>
  db
    .select({ value: keptCounts.value, n: sql<number>`sum(${keptCounts.n})`.mapWith(Number).as('n') })
    .from(keptCounts)
    .where(eq(keptCounts.counted, counted))
    .groupBy(keptCounts.value)
    .having(sql`sum(${keptCounts.n}) > 0`);

const statementOf = (db: Db) => keptSums(db, sql.placeholder('counted')).prepare('kept_counts_of');
const statements = new WeakMap<Db, ReturnType<typeof statementOf>>();

/** `keptSums` as a map of value to count, by a statement prepared once per database. */
export async function keptCountsOf(db: Db, counted: string): Promise<Map<string, number>> {
  let statement = statements.get(db);
  if (!statement) {
    statement = statementOf(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({ counted });
  return new Map(rows.map((r) => [r.value, r.n]));
}
