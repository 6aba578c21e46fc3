import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CASING, type Db } from './client';

// Names are written as the database's drizzle writes them.
const dialect = new PgDialect({ casing: CASING });

/**
 * A statement written with drizzle's `sql` and `sql.placeholder`s, compiled to its text once and
 * then run by name with the placeholders' values. For a fixed statement asked on every view: the
 * platform dashboard's figures are a few hundred fragments, and walking them on each request cost
 * the server more than PostgreSQL's run of the prepared statement (docs/performance.md).
 */
export function prepareSql<Row>(db: Db, name: string, statement: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return async (values: Record<string, unknown>) =>
    ((await prepared.execute(values)) as unknown as { rows: Row[] }).rows;
}
