import { asc, desc, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isoString } from '../../lib/iso-time';
import type { SortQuery } from './types';

/**
 * A row limit written into the SQL text rather than sent as a parameter. Statements run prepared
 * (db/prepared-client.ts), and PostgreSQL plans a prepared statement once for any parameter
 * values: with the limit unknown it assumes a tenth of the table and picks a plan that reads the
 * whole index (580 ms instead of 1 ms for the device list). Limits come from a small set (page
 * sizes, the count cap), so the texts stay few.
 */
export const literalLimit = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad limit ${n}`);
  return sql.raw(String(n)) as unknown as number;
};

/** Escapes LIKE wildcards typed by the user. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** The `%text%` pattern a like filter matches, its wildcards escaped. */
const containsPattern = (v: unknown) => `%${likeEscape(String(v))}%`;

/**
 * A like filter's pattern written into the SQL as a quoted literal. A pattern match's plan
 * depends on the pattern (the trigram index for a rare serial, a walk of the list's order for a
 * common one), so its statement is planned for the pattern it carries; written in, the plan is
 * kept for that pattern and the pages of one search, and their count, reuse it
 * (db/prepared-client.ts keeps a few such statements per connection). Quoted as PostgreSQL's own
 * client quotes literals: quotes doubled, and in the E'' form with backslashes doubled when there
 * are any, whatever `standard_conforming_strings` says.
 */
export function patternLiteral(v: unknown): SQL {
  const text = containsPattern(v).replaceAll("'", "''");
  return sql.raw(text.includes('\\') ? ` E'${text.replaceAll('\\', '\\\\')}'` : `'${text}'`);
}

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

/** A column's type as a cast names it (a serial is its integer). */
export function castTypeOf(column: PgColumn): string {
  const type = column.getSQLType();
  const serials: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
  return serials[type] ?? type;
}

/**
 * A timestamp as `Date.prototype.toISOString` writes it (milliseconds, truncated; UTC), in SQL.
 * The colons are quoted text of the format, never followed by a name: pgbench, which runs the
 * server's captured statements as the bench's baseline, reads `:name` as a variable of its own.
 */
export const isoSql = (column: PgColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"')`;

/** `json_build_object` of a shape, as text (so the driver hands it over unread). */
export function jsonObjectSql(shape: Record<string, SQL | PgColumn>) {
  const pairs = Object.entries(shape).map(([key, value]) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`bad JSON key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})::text`;
}

/** A time as the entities carry it, `toISOString`'s text (written by hand: lib/iso-time.ts). */
export const iso = (d: Date | null | undefined) => (d ? isoString(d) : null);
