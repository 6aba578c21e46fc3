import { and, getTableName, type SQL, sql } from 'drizzle-orm';
import { columnsOf } from '../drizzle-adapter';
import { PROBED_WALK_MAX, PROBED_WINDOW } from '../limits';
import { newestBounds } from '../scope-sql';
import type { ShapeSql } from '../shape';
import { literalLimit } from '../sql-text';
import { sortedMatchesOf } from './narrow-sorted';
import { walkOf } from './order-walk';
import type { PageSql } from './page-sql';
import { subtreeCountOf } from './subtree-count';

/**
 * `probed-window`: a subtree whose rows the database counts checks each row's scope by itself
 * (`ListScope.probed`) on its first pages, when its rows are dense enough that the walk meets its
 * page soon (`PROBED_WALK_MAX`). PostgreSQL evaluates that one-time condition before it runs the
 * walk, which reads at most PROBED_WINDOW rows of the list's order; only when they do not hold the
 * page does the fallback run (the walk with the scopes' sparse form, or a narrow scope's matches
 * sorted). Both give the same rows.
 *
 * A walk that starts at the subtree's own newest row (`ListSpec.newest`) meets a dense subtree's
 * page within its first rows (agent1's devices: 21 read for 20), which cost less checked by key
 * than the scope's sets cost to hash (`ListScope.hashed`: 2,010 stores, 0.4 ms). A walk from the
 * table's newest row reads past everyone else's (agent1's test records: 665 for 20), and hashes
 * them (`plan.rowCheck`).
 */
export function probedWindow(shape: ShapeSql): PageSql {
  const { db, table, id, order, orderSql, idColumn, name, ids, from, to, check, scopes, spec } = shape;
  // The table's rows as PostgreSQL last estimated them: a choice of walk, never of rows.
  const tableRows = sql`(select greatest(reltuples, 1) from pg_class where oid = ${sql.raw(`'${getTableName(table)}'`)}::regclass)`;
  const dense = sql`(${subtreeCountOf(shape)} * ${literalLimit(PROBED_WALK_MAX)}::bigint >= ${literalLimit(to + 1)}::bigint * ${tableRows})`;
  // The window carries the id, the order's columns and those of the row the check names (its
  // store and holder): the test records' window is then read from their day index alone.
  const checked = columnsOf(check ? [check] : []).filter((c) => c.table === table);
  const windowed = Object.fromEntries([id, ...columnsOf(order), ...checked].map((c) => [c.name, c]));
  const probed = db.$with('probed').as(
    sql`select ${idColumn} from (${db
      .select(windowed)
      .from(table)
      .where(and(...newestBounds(id, spec.newest, scopes, true), dense))
      .orderBy(...order)
      .limit(
        literalLimit(PROBED_WINDOW),
      )}) as ${name} where ${check} order by ${orderSql} limit ${ids} offset ${literalLimit(from)}` as never,
  );
  const found = sql`(select count(*) from "probed")`;
  const short: SQL = sql`${found} < ${ids}`;
  const fallback =
    shape.plan.fallback === 'narrow-sorted'
      ? sortedMatchesOf(shape, short)
      : walkOf(shape, short, shape.sparseWhere);
  return {
    ctes: [probed],
    onPage: sql`(select "id" from "probed" where ${found} = ${ids}) union all (${fallback})`,
  };
}
