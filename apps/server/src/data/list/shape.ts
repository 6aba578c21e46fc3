import { and, eq, getTableColumns, getTableName, gte, ilike, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { columnsOf } from './drizzle-adapter';
import { COUNT_CAP } from './limits';
import type { ListPlan } from './plan';
import { newestBounds, scoped, scopeValuesOf } from './scope-sql';
import { literalLimit, patternLiteral, requestedOrder } from './sql-text';
import type { ListScope, ListSpec, Query } from './types';

/** What every statement of one list shares: its spec and its table's names. */
export interface ListContext {
  db: Db;
  spec: ListSpec<unknown>;
  table: PgTable;
  id: PgColumn;
  /** The table's name as an identifier: fenced reads of matches take it, so `order` reads on them. */
  name: ReturnType<typeof sql.identifier>;
  /** The columns of the list's own order, the key its deep pages start at (`spec.pageStarts`). */
  keyColumns: PgColumn[];
}

/** A list's context from its spec. */
export function listContextOf(db: Db, spec: ListSpec<unknown>): ListContext {
  const { table } = spec;
  const id = (getTableColumns(table) as Record<string, PgColumn>).id;
  const keyColumns = columnsOf(spec.orderBy);
  if (spec.pageStarts && keyColumns.at(-1) !== id)
    throw new Error(`${spec.name}: page starts need an order that ends with the id`);
  return { db, spec, table, id, name: sql.identifier(getTableName(table)), keyColumns };
}

/**
 * The pieces of one statement shape's SQL that the strategies build from: the page's bounds, the
 * order, the matches' WHERE (and its sparse form), the scopes' row check and their values.
 */
export interface ShapeSql extends ListContext {
  query: Query;
  /** The filters set, in the spec's order. */
  filterKeys: string[];
  scopes: ListScope[];
  plan: ListPlan;
  order: (SQL | PgColumn)[];
  orderSql: SQL;
  from: number;
  to: number;
  /** The page's ids and one more: the extra one says whether rows go on past the page. */
  ids: number;
  cap: number;
  /** Only the id and the order's columns, for reads of matches (`fenced`, `searched`). */
  carried: Record<string, PgColumn>;
  idColumn: SQL;
  where: SQL | undefined;
  /** With `plan.scopeForm` `sparse`: the WHERE with the scopes in their sparse form. */
  sparseWhere: SQL | undefined;
  /** The scopes checked row by row (`plan.rowCheck`). */
  check: SQL | undefined;
  /** The `scope_values` table expression the statement starts with, if any. */
  scopeValues: ReturnType<typeof scopeValuesOf>;
}

/** The filters set, written for a prepared statement: values as placeholders, patterns written in. */
function filtersSql(ctx: ListContext, query: Query, filterKeys: string[]): SQL[] {
  return filterKeys.map((key) => {
    const f = ctx.spec.filters[key];
    if (f.match === 'like') return ilike(f.column, patternLiteral(query[key]));
    const value = sql.placeholder(`f_${key}`);
    if (f.match === 'gte') return gte(f.column, value);
    if (f.match === 'lt') return lt(f.column, value);
    if (f.match === 'lte') return lte(f.column, value);
    return eq(f.column, value);
  });
}

/** A shape's SQL pieces, for its plan. */
export function shapeSqlOf(
  ctx: ListContext,
  query: Query,
  filterKeys: string[],
  scopes: ListScope[],
  plan: ListPlan,
): ShapeSql {
  const { spec, table, id, name } = ctx;
  const order = requestedOrder(table, query) ?? spec.orderBy;
  const from = (query.pageNum - 1) * query.pageSize;
  const filtered = filtersSql(ctx, query, filterKeys);
  const bounds = newestBounds(id, spec.newest, scopes);
  const where = and(...scoped(scopes, 'where', true), ...bounds, ...filtered);
  // The pattern that `where` writes would make PostgreSQL plan the statement on every run (its
  // plan made once reads the whole path index), 2 ms a page.
  const sparseWhere =
    plan.scopeForm === 'sparse' ? and(...scoped(scopes, 'sparse', true), ...bounds, ...filtered) : undefined;
  const check = and(...scoped(scopes, plan.rowCheck, true));
  return {
    ...ctx,
    query,
    filterKeys,
    scopes,
    plan,
    order,
    orderSql: sql.join(order, sql`, `),
    from,
    to: from + query.pageSize,
    // Limits and offsets are written in: with `limit $1` the plan made once assumes a tenth of the
    // table and reads the whole index; with `offset $1` it looks dearer than one made for the
    // value, and PostgreSQL plans again on every run (page 1 of the device list: 535/s against
    // 1,023/s written in). Each page number is its own statement; db/prepared-client.ts bounds
    // how many a connection keeps.
    ids: literalLimit(query.pageSize + 1),
    cap: literalLimit(COUNT_CAP + 1),
    // A device's whole row, for 7,000 matches, cost more to keep than the walk it saves.
    carried: Object.fromEntries([id, ...columnsOf(order)].map((c) => [c.name, c])),
    idColumn: sql`${name}.${sql.identifier(id.name)}`,
    where,
    sparseWhere,
    check,
    scopeValues: scopeValuesOf(ctx.db, [where, sparseWhere, check]),
  };
}
