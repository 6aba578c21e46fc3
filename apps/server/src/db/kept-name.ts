import { type SQL, sql } from 'drizzle-orm';

/**
 * The name of a kept count (`KEPT`, `KEPT_SUBTREE` of the schema, or one made from them) written
 * into a statement as a literal rather than sent as a parameter. The names are the code's own
 * constants, one per statement anyway, and `kept_counts` holds very unequal numbers of rows per
 * name (40,000 for the test records by store, 2 by face position): a plan made once for any name
 * estimates thousands of rows for each, so PostgreSQL planned the lists that read two of them on
 * every run (0.57 ms of planning for a 0.2 ms page). With the name in sight the plan made once is
 * the plan made for it, and is kept.
 */
export function keptName(name: string): SQL {
  // No colon either: pgbench, which runs the statements as the bench's baselines, reads `:name`
  // as a variable of its own.
  if (!/^[a-z_.0-9]+$/.test(name)) throw new Error(`bad kept count name ${name}`);
  return sql.raw(`'${name}'`);
}
