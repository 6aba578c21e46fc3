import { and, type SQL, sql } from 'drizzle-orm';
import { orderWrites } from '../../../db/schema/index';
import { writesSum } from '../../../db/writes-sum';
import type { ShapeSql } from '../shape';
import { castTypeOf, literalLimit } from '../sql-text';
import type { PageSql } from './page-sql';

/**
 * `page-start`: a deep page of the whole list in its own order. The walk starts at the row kept
 * for this offset (its order's key, placeholders `start_<i>`) while no row was added, removed or
 * moved in that order since it was read (the sum of its `order_writes`, in this statement's
 * snapshot, against `start_writes`), and walks the offset otherwise. Each branch stands behind a
 * one-time filter on that sum, which PostgreSQL evaluates before it runs it. The key is compared
 * as a row, `(tested_at, id) <= (start)`, which the order's index answers as where its backward
 * walk begins.
 *
 * The page's rows carry, beside the total, what its start is kept with: the sum of writes read,
 * the key of the page's first row and of the next page's (the page walked one more row, null when
 * there is none), each column as text.
 */
export function pageStart(shape: ShapeSql): PageSql {
  const { db, table, carried, where, order, orderSql, name, ids, from, keyColumns, spec, query } = shape;
  const writesNow = writesSum(orderWrites, spec.pageStarts!);
  const sameWrites = sql`${writesNow} = (${sql.placeholder('start_writes')})::text`;
  const keyed = (parts: SQL[]) => sql`(${sql.join(parts, sql`, `)})`;
  const atStart = sql`${keyed(keyColumns.map((c) => sql`${c}`))} <= ${keyed(
    keyColumns.map((c, i) => sql`(${sql.placeholder(`start_${i}`)})::${sql.raw(castTypeOf(c))}`),
  )}`;
  const startWalk = (condition: SQL, offset: number) =>
    db
      .select(carried)
      .from(table)
      .where(and(where, condition))
      .orderBy(...order)
      .limit(ids)
      .offset(literalLimit(offset));
  const keyAt = (offset: number) =>
    keyColumns.map(
      (c) =>
        sql`(select ${c}::text from "on_page" as ${name} order by ${orderSql} limit 1 offset ${literalLimit(offset)})`,
    );
  return {
    ctes: [],
    onPage: sql`(${startWalk(and(atStart, sameWrites)!, 0)}) union all (${startWalk(sql`not ${sameWrites}`, from)})`,
    aside: (total) =>
      sql`array[${sql.join([sql`(${total})::text`, writesNow, ...keyAt(0), ...keyAt(query.pageSize)], sql`, `)}]`,
  };
}
