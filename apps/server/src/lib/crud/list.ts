import type { Page } from '@skin/contract';
import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

/** How a list filter narrows rows: substring match for text, equality otherwise. */
export type Filter = { column: PgColumn; match: 'like' | 'eq' };

/** Beyond this many matches the pager shows "10000+" rather than counting every row. */
export const COUNT_CAP = 10_000;

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

/**
 * One page of a list: the rows of `select` (which carries its joins) under `where`, and a
 * count of the base table bounded by COUNT_CAP so large tables never get fully counted.
 */
export async function listPage<Row>(
  db: Tx,
  table: PgTable,
  select: PgSelect,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  query: { pageNum: number; pageSize: number },
  toEntity: (row: never) => Row,
): Promise<Page<Row>> {
  const { pageNum, pageSize } = query;
  const rows = await select
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);
  return { list: (rows as never[]).map(toEntity), total: Number(n), pageNum, pageSize };
}

/** Dates become ISO strings for the wire. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
