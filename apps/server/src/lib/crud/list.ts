import type { Page } from '@skin/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

/** How a list filter narrows rows: substring match for text, equality otherwise. */
export type Filter = { column: PgColumn; match: 'like' | 'eq' };

/** Beyond this many matches the pager shows "10000+" rather than counting every row. */
export const COUNT_CAP = 10_000;

/**
 * A row limit written into the SQL text rather than sent as a parameter. Statements run prepared
 * (db/prepared-client.ts), and PostgreSQL plans a prepared statement once for any parameter
 * values: with the limit unknown it assumes a tenth of the table and picks a plan that reads the
 * whole index (580 ms instead of 1 ms for the device list). Limits come from a small set (page
 * sizes, the count cap), so the texts stay few.
 */
const literalLimit = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad limit ${n}`);
  return sql.raw(String(n)) as unknown as number;
};

/** Escapes LIKE wildcards typed by the user. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Builds the WHERE of a list from the filters the query carries. */
export function filterWhere(
  filters: Record<string, Filter>,
  query: Record<string, unknown>,
  ...extra: (SQL | undefined)[]
) {
  const parts: (SQL | undefined)[] = [...extra];
  for (const [key, f] of Object.entries(filters)) {
    const v = query[key];
    if (v === undefined || v === null || v === '') continue;
    parts.push(f.match === 'like' ? ilike(f.column, `%${likeEscape(String(v))}%`) : eq(f.column, v));
  }
  return and(...parts);
}

/** The sort part of a list query, as the route validated it (`listQueryOf`). */
export type SortQuery = { sort?: unknown; order?: unknown };

/**
 * The ORDER BY a list query asks for: the table's column named by `sort`, then the id in the same
 * direction so pages never overlap; undefined without a sort. The route has already limited
 * `sort` to the resource's declared keys; only a key that is a column of the table resolves, so
 * the text of the query never reaches the SQL.
 */
export function requestedOrder(table: PgTable, query: SortQuery): SQL[] | undefined {
  const { sort, order } = query;
  if (typeof sort !== 'string') return undefined;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  if (!Object.hasOwn(columns, sort))
    throw new Error(`sort ${sort} is not a column of ${getTableName(table)}`);
  const by = order === 'desc' ? desc : asc;
  return [by(columns[sort]), by(columns.id)];
}

/**
 * One page of a list: the rows of `select` (which carries its joins) under `where`, and a
 * count of the base table bounded by COUNT_CAP so large tables never get fully counted. Sorted
 * as the query asks (`requestedOrder`), else by `orderBy`.
 */
export async function listPage<Row>(
  db: Tx,
  table: PgTable,
  select: PgSelect,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  query: { pageNum: number; pageSize: number } & SortQuery,
  toEntity: (row: never) => Row,
): Promise<Page<Row>> {
  const { pageNum, pageSize } = query;
  const order = requestedOrder(table, query) ?? orderBy;
  // Deferred join: the page's ids are found on the base table alone (an index-only walk past
  // the skipped rows), then only those rows are joined and read. Deep pages stay cheap; the
  // rows are exactly those OFFSET would give (list-paging.test.ts).
  const id = (getTableColumns(table) as Record<string, PgColumn>).id;
  const pageIds = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(literalLimit(pageSize))
    .offset((pageNum - 1) * pageSize);
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(literalLimit(COUNT_CAP + 1))
    .as('capped');
  // The page and the count go out together (two pooled connections on PostgreSQL): the list
  // answers after the slower of the two rather than after both.
  const [rows, [{ n }]] = await Promise.all([
    select.where(inArray(id, pageIds)).orderBy(...order),
    db.select({ n: count() }).from(capped),
  ]);
  return { list: (rows as never[]).map(toEntity), total: Number(n), pageNum, pageSize };
}

/** Dates become ISO strings for the wire. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
