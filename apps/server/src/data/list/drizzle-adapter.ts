import { Column, is, SQL, type WithSubquery } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

// The list engine's only reaches into drizzle's internals, each checked by drizzle-adapter.test.ts
// so that an upgrade which moves them fails there rather than in a list.

/**
 * A built select given common table expressions and other columns, as if it had been written
 * `db.with(cte).select(fields(theSelectsOwn))`. Drizzle has no public way to change a built
 * selection, and each list builds its own (`ListSpec.select`, with its joins); both go where
 * drizzle's own select keeps them (its `config`), so the statement renders and its rows map as
 * drizzle's would.
 */
export function withCtesAndFields<S extends PgSelect>(
  select: S,
  ctes: WithSubquery[],
  fields: (own: Record<string, unknown>) => Record<string, unknown>,
) {
  const built = select as unknown as {
    config: { withList?: WithSubquery[]; fields: Record<string, unknown> };
  };
  built.config.withList = [...(built.config.withList ?? []), ...ctes];
  built.config.fields = fields(built.config.fields);
  return select;
}

/**
 * Visits the pieces of SQL `x` is made of, depth first (nested SQL, arrays of chunks: drizzle's
 * `queryChunks`); a piece `visit` answers true for is taken as found, and not looked into.
 */
export function walkSql(x: unknown, visit: (piece: unknown) => boolean): void {
  if (visit(x)) return;
  if (Array.isArray(x)) for (const item of x) walkSql(item, visit);
  else if (is(x, SQL)) for (const chunk of x.queryChunks) walkSql(chunk, visit);
}

/**
 * The columns an ORDER BY names (the list's own table's: lists sort on it alone), for a fenced
 * read of the matches to carry no more than the order needs.
 */
export function columnsOf(order: (SQL | PgColumn)[]): PgColumn[] {
  const found = new Set<PgColumn>();
  walkSql(order, (x) => {
    if (!is(x, Column)) return false;
    found.add(x as PgColumn);
    return true;
  });
  return [...found];
}
