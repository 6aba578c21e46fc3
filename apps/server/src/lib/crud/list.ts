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

/** A narrow list with at most this many matches is read whole and then sorted (`listPage`). */
export const FEW_ROWS = 2_000;

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
 *
 * `narrow`: `where` names the caller's few ids (data/scoped-table.ts `listScope`). Then the count
 * goes first, and when it finds at most FEW_ROWS matches the page is taken from all the matches
 * found through their indexes and then sorted, behind an `offset 0` fence the planner cannot see
 * through. Without the fence it walks the list's order (the primary key, newest first) and skips
 * the rows of everyone else: an agent whose 814 devices were older than 82,000 others waited 16 ms
 * for a page that takes 0.4 ms this way.
 */
export async function listPage<Row>(
  db: Tx,
  table: PgTable,
  select: PgSelect,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  query: { pageNum: number; pageSize: number } & SortQuery,
  toEntity: (row: never) => Row,
  { narrow = false }: { narrow?: boolean } = {},
): Promise<Page<Row>> {
  const { pageNum, pageSize } = query;
  const order = requestedOrder(table, query) ?? orderBy;
  const id = (getTableColumns(table) as Record<string, PgColumn>).id;
  const offset = (pageNum - 1) * pageSize;
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(literalLimit(COUNT_CAP + 1))
    .as('capped');
  const counted = async () => Number((await db.select({ n: count() }).from(capped))[0].n);
  // Deferred join: the page's ids are found on the base table alone (an index-only walk past
  // the skipped rows), then only those rows are joined and read. Deep pages stay cheap; the
  // rows are exactly those OFFSET would give (list-paging.test.ts).
  const walked = () =>
    db
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(literalLimit(pageSize))
      .offset(offset);
  // The same ids from the fenced matches: the subquery takes the table's name, so `order` (which
  // names the table's columns) reads the same on it.
  const fenced = () => {
    const name = sql.identifier(getTableName(table));
    // Written out: the query builder leaves an offset of 0 away.
    const matches = sql`${db.select().from(table).where(where)} offset 0`;
    return sql`(select ${name}.${sql.identifier(id.name)} from (${matches}) as ${name} order by ${sql.join(order, sql`, `)} limit ${literalLimit(pageSize)} offset ${offset})`;
  };
  const page = (ids: SQL | ReturnType<typeof walked>) => select.where(inArray(id, ids)).orderBy(...order);
  let rows: unknown[];
  let total: number;
  if (narrow) {
    total = await counted();
    rows = await page(total <= FEW_ROWS ? fenced() : walked());
  } else {
    // The page and the count go out together (two pooled connections on PostgreSQL): the list
    // answers after the slower of the two rather than after both.
    [rows, total] = await Promise.all([page(walked()), counted()]);
  }
  return { list: (rows as never[]).map(toEntity), total, pageNum, pageSize };
}

/** Dates become ISO strings for the wire. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
