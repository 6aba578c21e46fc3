import { type SQL, sql } from 'drizzle-orm';
import type { ShapeSql } from './shape';
import { literalLimit } from './sql-text';
import { subtreeCountOf } from './strategies/subtree-count';
import { tableCountTotal } from './table-count-total';

/** Up to the cap of the matches, for the count and for a page past the end (`count`). */
export const cappedMatches = (shape: ShapeSql) =>
  shape.db.select({ one: sql`1` }).from(shape.table).where(shape.where).limit(shape.cap);

/**
 * The total every row of the page carries, worked out from what the page found (`on_page`):
 * fewer than a page and one, the rows end on this page and the total is the offset plus them
 * (`found-on-page`); otherwise the plan's total (`plan.total`). PostgreSQL evaluates a branch's
 * subquery only when the branch is taken. `fencedRows`: the matches a fenced page read.
 */
export function totalSql(shape: ShapeSql, fencedRows: SQL | undefined): SQL {
  const { plan, cap, from, query } = shape;
  const found = sql`(select count(*) from "on_page")`;
  const counting = plan.total === 'count-fenced' ? fencedRows : sql`${cappedMatches(shape)}`;
  const counted = sql`(select count(*) from ${counting} as "capped")`;
  const whenFull = {
    cap: () => cap as unknown as SQL,
    'table-counts': () => tableCountTotal(shape, counted),
    'subtree-count': () => sql`least(${subtreeCountOf(shape)}, ${cap})`,
    'count-fenced': () => counted,
    'count-to-cap': () => counted,
  }[plan.total]();
  return sql`case when ${found} <= ${literalLimit(query.pageSize)} then least(${literalLimit(from)} + ${found}, ${cap}) else ${whenFull} end`.mapWith(
    Number,
  );
}
