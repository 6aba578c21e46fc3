import { debuglog } from 'node:util';
import { count, inArray, type SQL, sql } from 'drizzle-orm';
import { readRowsAside } from '../rows-aside';
import { withCtesAndFields } from './drizzle-adapter';
import { planList } from './plan';
import { planInputOf } from './plan-input';
import { type ListContext, shapeSqlOf } from './shape';
import { jsonObjectSql, literalLimit } from './sql-text';
import { PAGE_BUILDERS } from './strategies/index';
import { cappedMatches, totalSql } from './total';
import type { ListScope, Query } from './types';

/** The column a page's rows carry their list's total in; taken off before `toEntity`. */
export const TOTAL = '__total';
/** The column a written page's rows carry their JSON in (`ListSpec.json`). */
export const JSON_ROW = '__json';

/** Each shape's plan, written when its statements are prepared (`NODE_DEBUG=list`). */
const debug = debuglog('list');

let statementNumber = 0;
/** A name for a list's next prepared statement. */
export const statementName = (list: string) => `${list}_${++statementNumber}`;

/** `make`'s result, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * The statements of one shape: planned (data/list/plan.ts), then built by the page strategy's
 * builder (data/list/strategies) and the total's (data/list/total.ts) into one statement whose
 * `on_page` holds the page's ids and one more; only those rows are then joined and read (a
 * deferred join), each carrying the total.
 */
export function prepareShape(ctx: ListContext, query: Query, filterKeys: string[], scopes: ListScope[]) {
  const { db, spec, id } = ctx;
  const plan = planList(planInputOf(spec, query, filterKeys, scopes));
  debug(
    '%s %o: %o',
    spec.name,
    {
      filterKeys,
      sort: query.sort,
      order: query.order,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      scopes: scopes.map((s) => s.shape),
    },
    plan,
  );
  const shape = shapeSqlOf(ctx, query, filterKeys, scopes, plan);
  const page = PAGE_BUILDERS[plan.page](shape);
  const onPage = db.$with('on_page').as(page.onPage as never);
  const total = totalSql(shape, page.fencedRows);
  const aside: SQL = page.aside ? page.aside(total) : total;
  const pageOf = (fields: (own: Record<string, unknown>) => Record<string, unknown>) =>
    withCtesAndFields(
      spec
        .select(db)
        .where(inArray(id, sql`(select "id" from "on_page")`))
        .orderBy(...shape.order)
        .limit(literalLimit(query.pageSize)),
      [...shape.scopeValues, ...page.ctes, onPage],
      fields,
    ).prepare(statementName(spec.name));
  const { json } = spec;
  // Each statement is rendered when first run: a list written as JSON never runs the rows'
  // statement, and the count alone runs only for a page past the end.
  return {
    plan,
    rows: once(() =>
      readRowsAside(
        pageOf((own) => ({ ...own, [TOTAL]: aside })),
        TOTAL,
      ),
    ),
    written: once(() => {
      if (!json) throw new Error(`${spec.name} has no JSON shape`);
      return readRowsAside(
        pageOf(() => ({ [JSON_ROW]: jsonObjectSql(json), [TOTAL]: aside })),
        TOTAL,
      );
    }),
    count: once(() =>
      db
        .with(...shape.scopeValues)
        .select({ n: count() })
        .from(cappedMatches(shape).as('capped'))
        .prepare(statementName(spec.name)),
    ),
    /** The offset whose start this shape keeps, or undefined. */
    startsAt: plan.page === 'page-start' ? shape.from : undefined,
  };
}
