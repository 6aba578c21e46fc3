import { type SQL, sql } from 'drizzle-orm';
import type { figuresWrites, treeWrites } from './schema';

/**
 * The sum of a sharded counter of writes (`figures_writes`, `tree_writes`: raised once in every
 * transaction that writes what a kept answer was read from), as text: only ever compared, never
 * parsed. Read in the same statement as what it stamps, so both come from one snapshot.
 */
export const writesSum = (counter: typeof figuresWrites | typeof treeWrites): SQL =>
  sql`(select coalesce(sum(${counter.n}), 0)::text from ${counter})`;
