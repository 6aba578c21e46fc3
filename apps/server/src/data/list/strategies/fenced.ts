import { sql } from 'drizzle-orm';
import type { ShapeSql } from '../shape';
import { literalLimit } from '../sql-text';
import type { PageSql } from './page-sql';

/**
 * The page's ids and the count from matches read once into the table expression `fenced`: named
 * twice, it is computed once and fences the planner off, and its rows take the table's name, so
 * `order` (which names the table's columns) reads the same on them.
 */
export function fencedPage(shape: ShapeSql, limited: boolean): PageSql {
  const { db, table, carried, where, order, idColumn, name, orderSql, ids, cap, from } = shape;
  const matches = db.select(carried).from(table).where(where);
  return {
    ctes: [db.$with('fenced').as(limited ? matches.orderBy(...order).limit(cap) : matches)],
    onPage: sql`select ${idColumn} from "fenced" as ${name} order by ${orderSql} limit ${ids} offset ${literalLimit(from)}`,
    fencedRows: sql`(select 1 from "fenced" limit ${cap})`,
  };
}
