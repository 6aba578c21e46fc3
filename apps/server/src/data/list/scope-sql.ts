import { is, SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keptNewest } from '../../db/schema/index';
import { walkSql } from './drizzle-adapter';
import type { ListScope } from './types';

/** The predicate of a list scope with its own values, for a statement written once. */
export const scopeSql = (scope: ListScope) => scope.where(scope.params);

/** The column of `scope_values` each reference to it reads (`placeholdersOf`), by the reference. */
const scopeColumns = new WeakMap<SQL, string>();

/**
 * The placeholders of the `i`th scope's values, named `s<i>_<key>`; with `once`, its arrays
 * (`ListScope.arrays`) as the columns of `scope_values` of the same names.
 */
export const placeholdersOf = (s: ListScope, i: number, once = false) =>
  Object.fromEntries(
    Object.keys(s.params).map((k) => {
      const name = `s${i}_${k}`;
      if (!once || !s.arrays?.includes(k)) return [k, sql.placeholder(name)];
      const column = sql`(select ${sql.identifier(name)} from "scope_values")`;
      scopeColumns.set(column, name);
      return [k, column];
    }),
  );

/**
 * The scopes' predicates in one of their forms, written with placeholders named `s<i>_<key>`
 * (`placeholderValues` gives their values): with `form`, each scope's predicate of that form
 * where it has one (`ListScope.probed`, `ListScope.sparse`). `once`: for a statement that starts
 * with `scopeValuesOf(scopes)`, whose arrays it names there. Only for a statement being prepared.
 */
export const scoped = (
  scopes: ListScope[],
  form: 'where' | 'probed' | 'hashed' | 'sparse' = 'where',
  once = false,
) =>
  scopes.map((s, i) => {
    const values = placeholdersOf(s, i, once);
    const own = form === 'hashed' ? (s.hashed ?? s.probed) : form === 'where' ? undefined : s[form];
    return own?.(values) || s.where(values);
  });

/**
 * The values of the scopes' placeholders (`s<i>_<key>`), for every run of a prepared statement.
 * Apart from `scoped`: a subtree's predicates, written on every request only to be dropped for
 * the prepared statement that holds them, were about 4% of a scoped list's server time
 * (docs/performance.md, "Scope values without their predicates").
 */
export const placeholderValues = (scopes: ListScope[]): Record<string, unknown> =>
  Object.fromEntries(scopes.flatMap((s, i) => Object.entries(s.params).map(([k, v]) => [`s${i}_${k}`, v])));

/**
 * The table expression holding the arrays that `parts` name (`ListScope.arrays`), each sent and
 * read once; none when they name none. Only those named: an array sent is parsed, used or not.
 */
export function scopeValuesOf(db: Db, parts: (SQL | undefined)[]): WithSubquery[] {
  const names = new Set<string>();
  walkSql(parts, (x) => {
    const name = is(x, SQL) ? scopeColumns.get(x) : undefined;
    if (name) names.add(name);
    return name !== undefined;
  });
  if (!names.size) return [];
  const columns = [...names].map((n) => sql`(${sql.placeholder(n)})::int[] as ${sql.identifier(n)}`);
  return [db.$with('scope_values').as(sql`select ${sql.join(columns, sql`, `)}` as never)];
}

/**
 * `id <= ` the bound the database keeps of the rows a large subtree's scope can see
 * (`ListSpec.newest`, named `newest` here), for each such scope. True of every row the scope
 * lets through, so the rows are the same; an index walk of the id, newest first, starts there. A
 * narrow scope reads its matches whole and needs none, but for the walk of its first pages
 * (`narrowToo`: the `probed-window` of a subtree whose total is kept).
 */
export function newestBounds(
  id: PgColumn,
  newest: string | undefined,
  scopes: ListScope[],
  narrowToo = false,
): SQL[] {
  if (!newest) return [];
  return scopes.flatMap((s, i) =>
    s.root && (narrowToo || !s.narrow)
      ? [
          sql`${id} <= (select coalesce(max(${keptNewest.newest}), 0) from ${keptNewest}
              where ${keptNewest.kept} = ${newest} and ${keptNewest.userId} = ${sql.placeholder(`s${i}_${s.root}`)})`,
        ]
      : [],
  );
}
