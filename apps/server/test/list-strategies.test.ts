import { and, desc, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNT_CAP,
  defineList,
  type ListPlan,
  type ListScope,
  PAGE_STRATEGIES,
  SEARCH_FENCE,
  scopeSql,
  TOTAL_STRATEGIES,
} from '../src/data/list';
import { subtreeSizes } from '../src/data/scope';
import { tenant } from '../src/data/tables';
import { devices, KEPT, KEPT_NEWEST, KEPT_SUBTREE } from '../src/db/schema';
import { createTestApp } from './harness';
import { scopeActorOf } from './scope-actor';

/**
 * Every strategy the list planner can choose (data/list/plan.ts), each reached by a request made
 * for it, gives the page's ids and the total that plain `ORDER BY ... LIMIT ... OFFSET` and
 * `count(*)` give on the same rows. The list is the device list's spec with every trait the
 * planner reads (its table counts, newest rows, subtree counts and page starts).
 */
const t = await createTestApp();
const prefix = 'STRATEGY-';
const list = defineList(t.db, {
  name: 'strategies_test',
  table: devices,
  select: (tx) => tx.select({ id: devices.id }).from(devices).$dynamic(),
  orderBy: [desc(devices.id)],
  filters: {
    serialNumber: { column: devices.serialNumber, match: 'like' },
    state: { column: devices.state, match: 'eq' },
    enabled: { column: devices.enabled, match: 'eq' },
  },
  toEntity: (row: never) => row as { id: number },
  tableCounts: [{ counted: KEPT.deviceStates, by: 'state' }],
  newest: KEPT_NEWEST.devices,
  subtreeTotal: KEPT_SUBTREE.devices,
  pageStarts: 'devices',
});

type Case = {
  /** Who asks, and for agent1 whether the instance takes its subtree as small (its ids kept). */
  as: 'admin' | 'agent1';
  small?: boolean;
  query: Record<string, unknown> & { pageNum: number; pageSize: number };
  /** The same filters and order written plainly. */
  where?: SQL;
  order?: SQL;
  page: ListPlan['page'];
  fallback?: ListPlan['fallback'];
  total: ListPlan['total'];
};
const deep = (pageSize: number, offset: number) => Math.floor(offset / pageSize) + 1;
const CASES: Record<string, Case> = {
  'the whole table, first page': {
    as: 'admin',
    query: { pageNum: 1, pageSize: 20 },
    page: 'order-walk',
    total: 'table-counts',
  },
  'the whole table, by a filter no count serves': {
    as: 'admin',
    query: { pageNum: 2, pageSize: 20, enabled: true },
    where: sql`enabled`,
    page: 'order-walk',
    total: 'count-to-cap',
  },
  'the whole table, a deep page': {
    as: 'admin',
    query: { pageNum: 52, pageSize: 20 },
    page: 'page-start',
    total: 'table-counts',
  },
  'the whole table, past the cap': {
    as: 'admin',
    query: { pageNum: deep(20, COUNT_CAP), pageSize: 20 },
    page: 'page-start',
    total: 'cap',
  },
  'a search of many matches': {
    as: 'admin',
    query: { pageNum: 3, pageSize: 20, serialNumber: prefix },
    where: sql`serial_number like ${`${prefix}%`}`,
    page: 'search-fence',
    total: 'count-to-cap',
  },
  'a search of one match': {
    as: 'admin',
    query: { pageNum: 1, pageSize: 20, serialNumber: `${prefix}1234x` },
    where: sql`serial_number = ${`${prefix}1234x`}`,
    page: 'search-fence',
    total: 'count-to-cap',
  },
  'a small subtree, filtered': {
    as: 'agent1',
    small: true,
    query: { pageNum: 2, pageSize: 20, state: 'bound' },
    where: sql`state = 'bound'`,
    page: 'narrow-matches',
    total: 'count-fenced',
  },
  'a small subtree, first page': {
    as: 'agent1',
    small: true,
    query: { pageNum: 1, pageSize: 20 },
    page: 'probed-window',
    fallback: 'narrow-sorted',
    total: 'subtree-count',
  },
  'a small subtree, sorted': {
    as: 'agent1',
    small: true,
    query: { pageNum: 2, pageSize: 20, sort: 'updatedAt', order: 'asc' },
    order: sql`updated_at asc, id asc`,
    page: 'narrow-sorted',
    total: 'subtree-count',
  },
  'a large subtree, first page': {
    as: 'agent1',
    small: false,
    query: { pageNum: 1, pageSize: 20 },
    page: 'probed-window',
    fallback: 'order-walk',
    total: 'subtree-count',
  },
  'a large subtree, a deeper page': {
    as: 'agent1',
    small: false,
    query: { pageNum: 60, pageSize: 20 },
    page: 'order-walk',
    total: 'subtree-count',
  },
  'a large subtree, filtered': {
    as: 'agent1',
    small: false,
    query: { pageNum: 3, pageSize: 20, state: 'bound' },
    where: sql`state = 'bound'`,
    page: 'shared-walk',
    total: 'count-fenced',
  },
};

const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('every strategy of the list planner gives the rows and the total plain SQL gives', () => {
  let path = '';
  beforeAll(async () => {
    ({ path } = (await rows<{ path: string }>(sql`select path from users where username = 'agent1'`))[0]);
    // More devices than the cap, held by agent1 outside a store, a third of them bound.
    await t.db.execute(sql`insert into devices (serial_number, device_type_id, state, agent_id, enabled)
      select ${prefix} || i || 'x', (select min(id) from device_types), case when i % 3 = 0 then 'bound' else 'in_stock' end,
        (select id from users where username = 'agent1'), i % 2 = 0
      from generate_series(1, ${COUNT_CAP + 60}) i`);
    await t.db.execute(sql`analyze devices`);
  });
  afterAll(async () => {
    await t.db.execute(sql`delete from devices where serial_number like ${`${prefix}%`}`);
    subtreeSizes.entries.clear();
  });

  const scopesOf = async (c: Case): Promise<ListScope[]> => {
    if (c.small !== undefined) subtreeSizes.remember(path, c.small);
    return [await tenant.device.listScope(t.db, await scopeActorOf(t.db, c.as))];
  };

  it('has a case for every page strategy, every fallback and every total', () => {
    const cases = Object.values(CASES);
    for (const page of PAGE_STRATEGIES)
      expect(
        cases.some((c) => c.page === page),
        page,
      ).toBe(true);
    for (const fallback of ['order-walk', 'narrow-sorted'] as const)
      expect(
        cases.some((c) => c.fallback === fallback),
        `fallback ${fallback}`,
      ).toBe(true);
    for (const total of TOTAL_STRATEGIES)
      expect(
        cases.some((c) => c.total === total),
        total,
      ).toBe(true);
  });

  it.each(Object.entries(CASES))('%s', async (_, c) => {
    const scopes = await scopesOf(c);
    const plan = list.planOf(c.query, scopes);
    expect(plan.page).toBe(c.page);
    expect(plan.fallback).toBe(c.fallback);
    expect(plan.total).toBe(c.total);

    const got = await list.page(c.query, scopes);
    const where = and(...scopes.map(scopeSql), c.where) ?? sql`true`;
    const offset = (c.query.pageNum - 1) * c.query.pageSize;
    const expected = await rows<{ id: number }>(
      sql`select id from devices where ${where} order by ${c.order ?? sql`id desc`} limit ${c.query.pageSize} offset ${offset}`,
    );
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from devices where ${where}`);
    expect(got.list.map((r) => r.id)).toEqual(expected.map((r) => Number(r.id)));
    expect(got.list.length).toBeGreaterThan(0);
    expect(got.total).toBe(Math.min(n, COUNT_CAP + 1));
  });

  it('reaches both sides of the search fence', async () => {
    const count = async (c: Case) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from devices where ${c.where}`))[0].n;
    expect(await count(CASES['a search of many matches'])).toBeGreaterThan(SEARCH_FENCE);
    expect(await count(CASES['a search of one match'])).toBe(1);
  });
});
