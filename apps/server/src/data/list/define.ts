import type { Page } from '@skin/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { createBatcher } from '../../lib/batch';
import { BoundedMap } from '../../lib/bounded-map';
import { readRowsAside } from '../rows-aside';
import { withCtesAndFields } from './drizzle-adapter';
import type { ListPlan } from './plan';
import { planList } from './plan';
import { planInputOf, setFilters } from './plan-input';
import { JSON_ROW, prepareShape, statementName } from './prepare';
import { placeholderValues, scoped } from './scope-sql';
import { listContextOf } from './shape';
import { jsonObjectSql } from './sql-text';
import type { ListScope, ListSpec, Query, WrittenPage } from './types';

/** Distinct statement shapes one list keeps; past this it starts over (they are few in practice). */
const MAX_SHAPES = 256;
/** The offsets whose first row's key a list keeps; past this it starts over (a few hundred KB at most). */
const MAX_PAGE_STARTS = 10_000;
/** Shapes with a search pattern written in, kept apart from the others (`page`). */
const MAX_SEARCH_SHAPES = 64;

/** The column a row read by id carries its id in, for its batch (`one`); taken off before `toEntity`. */
const ROW_ID = '__id';

/**
 * Ids one read-by-id statement takes, every slot filled (the ids repeated) so that PostgreSQL's
 * estimate, and so its plan, is the same for every call (as data/sessions.data.ts reads callers).
 */
const ID_SLOTS = 16;

/**
 * A paged list with its total, its statements prepared once per shape. A shape is what the SQL
 * text depends on: which filters are set (not their values), the sort, the page size and number
 * and the shapes of the scopes. Filter values and the scopes' values are placeholders, so the
 * query builder renders a shape once (rendering was a fifth of a list request's CPU) and the
 * database plans it once per connection (db/prepared-client.ts).
 *
 * One statement gives the page and its total, one round trip. How it finds the page's ids and the
 * total is planned per shape (data/list/plan.ts, `planOf`; docs/architecture.md, "Lists"), and
 * the rows are exactly those OFFSET would give (list-paging.test.ts, list-strategies.test.ts).
 * So page 1 walks its 21 ids and counts to the cap, and page 500 walks its 10,001 ids and counts
 * nothing: a deep page costs what the first does, and no list counts a million rows. A page past
 * the end has no row to carry the total; only then is the total counted on its own.
 */
export function defineList<Row>(db: Db, spec: ListSpec<Row>) {
  const ctx = listContextOf(db, spec as ListSpec<unknown>);
  const { id, keyColumns } = ctx;
  const shapes = new BoundedMap<string, ReturnType<typeof prepareShape>>(MAX_SHAPES);
  const searchShapes = new BoundedMap<string, ReturnType<typeof prepareShape>>(MAX_SEARCH_SHAPES);

  /** The prepared statements of a query's shape (made on first use) and the values they take. */
  function statementsOf(query: Query, scopes: ListScope[]) {
    const filterKeys = setFilters(ctx.spec, query);
    // A pattern is part of its statement's text (`patternLiteral`), so of the shape too.
    const patterns = filterKeys.filter((k) => spec.filters[k].match === 'like');
    const key = [
      filterKeys.join(','),
      ...patterns.map((k) => JSON.stringify(String(query[k]))),
      `${String(query.sort ?? '')}:${String(query.order ?? '')}`,
      query.pageSize,
      query.pageNum,
      ...scopes.map((s) => s.shape),
    ].join('|');
    // Searches vary without end: their shapes are kept apart, so they never push out the others.
    const prepared = patterns.length ? searchShapes : shapes;
    let statements = prepared.get(key);
    if (!statements) {
      statements = prepareShape(ctx, query, filterKeys, scopes);
      prepared.set(key, statements);
    }
    const values = placeholderValues(scopes);
    for (const k of filterKeys) if (spec.filters[k].match !== 'like') values[`f_${k}`] = query[k];
    return { statements, values };
  }
  /**
   * Per offset, the key of the row there in the list's own order (`keyColumns`, as text) and the
   * sum of `order_writes` it was read under (`ListSpec.pageStarts`): the same for every page size,
   * and for every caller of the whole table.
   */
  const starts = new BoundedMap<number, { key: string[]; writes: string }>(MAX_PAGE_STARTS);
  const byId = new BoundedMap<string, ReturnType<typeof readRowsAside>>(MAX_SHAPES);
  /**
   * The statement reading `slots` ids under scopes of this shape (made on first use): the rows, or,
   * `written`, each row as the database writes it in JSON (`spec.json`).
   */
  function byIdStatement(scopes: ListScope[], slots: number, written: boolean) {
    const key = `${written ? 'json' : 'rows'}|${slots}|${scopes.map((s) => s.shape).join('|')}`;
    let statement = byId.get(key);
    if (!statement) {
      const { json } = spec;
      if (written && !json) throw new Error(`${spec.name} has no JSON shape`);
      const ids = Array.from({ length: slots }, (_, i) => sql.placeholder(`id${i}`));
      const fields = written
        ? () => ({ [ROW_ID]: id, [JSON_ROW]: jsonObjectSql(json!) })
        : (own: Record<string, unknown>) => ({ ...own, [ROW_ID]: id });
      statement = readRowsAside(
        withCtesAndFields(spec.select(db), [], fields)
          .where(and(slots === 1 ? eq(id, ids[0]) : inArray(id, ids), ...scoped(scopes)))
          .prepare(statementName(spec.name)),
        ROW_ID,
      );
      byId.set(key, statement);
    }
    return statement;
  }
  /**
   * Reads by id under the same scopes (their shapes and values) asked in one turn of the event
   * loop are read by one statement (lib/batch.ts), each still after it was asked for: a round trip
   * costs the server about what a whole small request does (docs/performance.md, "Reads by id
   * read together"). Rows and written rows are read by statements of their own.
   */
  const batches = new BoundedMap<string, (rowId: number) => Promise<Record<string, unknown> | undefined>>(
    MAX_SHAPES,
  );
  async function readById(
    rowId: number,
    scopes: ListScope[],
    written: boolean,
  ): Promise<Record<string, unknown> | undefined> {
    // No such row, and no value that could fail the statement the others share.
    if (!Number.isSafeInteger(rowId)) return undefined;
    const key = JSON.stringify([written, scopes.map((s) => [s.shape, s.params])]);
    let batched = batches.get(key);
    if (!batched) {
      batched = createBatcher(async (ids: number[]) => {
        // Alone (light load), by the statement with one id; else every slot filled (ID_SLOTS).
        const slots = ids.length === 1 ? 1 : ID_SLOTS;
        const values = placeholderValues(scopes);
        for (let i = 0; i < slots; i++) values[`id${i}`] = ids[i % ids.length];
        const statement = byIdStatement(scopes, slots, written);
        const { rows, aside: found } = await statement.execute(values);
        return new Map(rows.map((row, i) => [Number(found[i]), row]));
      }, ID_SLOTS);
      batches.set(key, batched);
    }
    return batched(rowId);
  }
  /**
   * A page's rows from one of its shape's statements (`rows` or `written`), and the total they
   * carry; a page past the end has no row to carry it, so only then is the total counted.
   */
  async function runPage(query: Query, scopes: ListScope[], which: 'rows' | 'written') {
    const { statements, values } = statementsOf(query, scopes);
    const at = statements.startsAt;
    if (at !== undefined) {
      // None kept: a sum no snapshot can have, so the walk takes the offset (and a key of nulls,
      // which any column's type takes, is never compared).
      const start = starts.get(at);
      for (let i = 0; i < keyColumns.length; i++) values[`start_${i}`] = start?.key[i] ?? null;
      values.start_writes = start?.writes ?? '-1';
    }
    const { rows, aside: totals } = await statements[which]().execute(values);
    let total = 0;
    if (rows.length && at !== undefined) {
      const [counted, writes, ...keys] = totals[0] as (string | null)[];
      const first = keys.slice(0, keyColumns.length) as string[];
      const next = keys.slice(keyColumns.length);
      total = Number(counted);
      starts.set(at, { key: first, writes: writes! });
      if (next[0] !== null) starts.set(at + query.pageSize, { key: next as string[], writes: writes! });
    } else if (rows.length) total = Number(totals[0]);
    else if (query.pageNum > 1)
      total = Number(((await statements.count().execute(values)) as { n: unknown }[])[0].n);
    return { rows, total };
  }

  return {
    /**
     * The row with this id under the scopes (data/scoped-table.ts `rowScope`), or undefined:
     * read with the others asked in the same turn under the same scopes (`readById`), by
     * statements prepared once per scope shape; inside a transaction (`tx`) written out each time.
     */
    async one(rowId: number, scopes: ListScope[] = [], tx: Tx = db): Promise<Row | undefined> {
      if (tx !== db) {
        const [row] = await spec
          .select(tx)
          .where(and(eq(id, rowId), ...scopes.map((s) => s.where(s.params))));
        return row === undefined ? undefined : spec.toEntity(row as never);
      }
      // Each caller gets an entity of its own, even for an id asked twice.
      const row = await readById(rowId, scopes, false);
      return row === undefined ? undefined : spec.toEntity({ ...row } as never);
    },
    /**
     * The same row as `one` (outside a transaction), written as JSON by the database (`spec.json`),
     * or undefined: sent as it came, neither mapped nor checked nor written again.
     */
    async oneJson(rowId: number, scopes: ListScope[] = []): Promise<string | undefined> {
      return (await readById(rowId, scopes, true))?.[JSON_ROW] as string | undefined;
    },
    /**
     * The strategies a request of this query and these scopes takes (data/list/plan.ts): the plan
     * its shape's statements were or would be built from. Planned afresh, nothing prepared.
     */
    planOf(query: Query, scopes: ListScope[] = []): ListPlan {
      return planList(planInputOf(ctx.spec, query, setFilters(ctx.spec, query), scopes));
    },
    /** One page and the total of the rows under every scope and the query's filters. */
    async page(query: Query, scopes: ListScope[] = []): Promise<Page<Row>> {
      const { rows, total } = await runPage(query, scopes, 'rows');
      const list = rows.map((row) => spec.toEntity(row as never));
      return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
    },
    /**
     * The same page and total as `page`, its rows written as JSON by the database (`spec.json`):
     * the server neither maps nor checks nor writes them again, it sends them as they came.
     */
    async pageJson(query: Query, scopes: ListScope[] = []): Promise<WrittenPage> {
      const { rows, total } = await runPage(query, scopes, 'written');
      const listJson = `[${rows.map((row) => row[JSON_ROW] as string).join(',')}]`;
      return { listJson, total, pageNum: query.pageNum, pageSize: query.pageSize };
    },
  };
}
