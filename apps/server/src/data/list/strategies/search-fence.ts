import { sql } from 'drizzle-orm';
import { SEARCH_FENCE } from '../limits';
import type { ShapeSql } from '../shape';
import { literalLimit } from '../sql-text';
import { walkOf } from './order-walk';
import type { PageSql } from './page-sql';

/**
 * `search-fence`: a search's matches may be a handful or most of the table, and PostgreSQL's
 * estimate for a pattern cannot tell which: estimating a rare name's 20 matches at 1,010, it
 * walked the goods' primary key through all 100,000 names for the newest 21 (30 ms), where the
 * trigram index and a sort of the 20 take a millisecond. So a search reads up to SEARCH_FENCE + 1
 * of its matches (through the index, or the first rows of a scan when they are many); when they
 * are no more, the page is taken from them, sorted, and otherwise from the walk of the order,
 * which then soon finds its rows. Each branch stands behind a one-time filter on that count,
 * which PostgreSQL evaluates before it runs the branch.
 */
export function searchFence(shape: ShapeSql): PageSql {
  const { db, table, carried, where, idColumn, name, orderSql, ids, from } = shape;
  const searched = db.$with('searched').as(
    db
      .select(carried)
      .from(table)
      .where(where)
      .limit(literalLimit(SEARCH_FENCE + 1)),
  );
  const few = sql`(select count(*) from "searched") <= ${literalLimit(SEARCH_FENCE)}`;
  return {
    ctes: [searched],
    onPage: sql`(select ${idColumn} from "searched" as ${name} where ${few} order by ${orderSql} limit ${ids} offset ${literalLimit(from)}) union all (${walkOf(shape, sql`not ${few}`)})`,
  };
}
