import { type SQL, sql } from 'drizzle-orm';
import type { figuresWrites, orderWrites, treeWrites } from './schema';

/**
 * The sum of a sharded counter of writes (`figures_writes`, `tree_writes`, or one table's
 * `order_writes`, named by `counted`: raised once in every transaction that writes what a kept
 * answer was read from), as text: only ever compared, never parsed. Read in the same statement as
 * what it stamps, so both come from one snapshot.
 */
export function writesSum(counter: typeof figuresWrites | typeof treeWrites): SQL;
export function writesSum(counter: typeof orderWrites, counted: string): SQL;
export function writesSum(
  counter: typeof figuresWrites | typeof treeWrites | typeof orderWrites,
  counted?: string,
): SQL {
  const of =
    counted === undefined ? sql`` : sql` where "counted" = ${sql.raw(`'${counted.replaceAll("'", "''")}'`)}`;
  return sql`(select coalesce(sum(${counter.n}), 0)::text from ${counter}${of})`;
}
