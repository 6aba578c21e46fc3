import { type SQL, sql } from 'drizzle-orm';
import type { ShapeSql } from '../shape';
import { literalLimit } from '../sql-text';
import type { PageSql } from './page-sql';

/**
 * A narrow scope's matches read whole, then sorted for the page. Its total is the one the
 * database keeps, not counted, so the fence is a subquery with `offset 0`, which PostgreSQL plans
 * apart, rather than a table expression named once, which it would merge into the statement.
 * `condition`: a one-time filter, for `probed-window`'s fallback.
 */
export function sortedMatchesOf(shape: ShapeSql, condition?: SQL): SQL {
  const { db, table, carried, where, idColumn, name, orderSql, ids, from } = shape;
  return sql`select ${idColumn} from (${db.select(carried).from(table).where(where).offset(literalLimit(0))}) as ${name}${condition ? sql` where ${condition}` : sql``} order by ${orderSql} limit ${ids} offset ${literalLimit(from)}`;
}

/**
 * `narrow-sorted`: a narrow scope whose total the database keeps, on a page the row-by-row walk
 * does not serve (a deep page, or a sort the user chose).
 */
export const narrowSorted = (shape: ShapeSql): PageSql => ({ ctes: [], onPage: sortedMatchesOf(shape) });
