import { type ResourceDef, resources, SORT_ORDERS } from '@skin/contract';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './harness';
import { LIST_TABLES, seedSortRows } from './sort-fixtures';

/**
 * Every sortable list, by every declared key in both directions, pages 1 and 2 of 20, against
 * the database's own `ORDER BY <column> <dir>, id <dir>` (the administrator sees every row).
 */
const t = await createTestApp();
const PAGE = 20;
const sortable = resources.filter((d) => d.sorts?.length);
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The ids of one page of a list as the administrator gets it. */
async function pageIds(def: ResourceDef, query: Record<string, string>) {
  const res = await t.as('admin', { method: 'GET', url: `/api/${def.path}`, query });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((r) => r.id);
}

/**
 * Rows a list holds for the administrator, where not all of its table: the advice list shows the
 * platform's originals, the overrides standing in for them only in their owners' lines.
 */
const LISTED: Record<string, string> = { diseaseDetail: 'where base_id is null' };

/** The ids the database orders first, written as plain SQL from the key's snake_case name. */
async function dbIds(
  def: ResourceDef,
  key: string,
  dir: string,
  where = LISTED[def.name] ?? '',
  limit = 2 * PAGE,
) {
  const table = getTableName(LIST_TABLES[def.name]);
  const text = `select id from "${table}" ${where} order by "${snake(key)}" ${dir}, id ${dir} limit ${limit}`;
  const res = (await t.db.execute(sql.raw(text))) as unknown as { rows: { id: number | string }[] };
  return res.rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  await seedSortRows(t.db);
  // Signs the administrator in now, so its sign-in rows are in the audit log before any comparison.
  await pageIds(resources[0], {});
});

describe('every list with sorts', () => {
  it('has them: each resource with a list screen declares sorts and names its table here', () => {
    for (const def of resources) {
      expect(def.sorts?.length, def.name).toBeGreaterThan(0);
      expect(LIST_TABLES[def.name], def.name).toBeDefined();
    }
  });

  it.each(sortable.map((d) => [d.name, d] as const))(
    '%s: each sort key is a column of its own table',
    (_, def) => {
      const columns = getTableColumns(LIST_TABLES[def.name]);
      for (const key of def.sorts ?? []) expect(Object.hasOwn(columns, key), `${def.name}.${key}`).toBe(true);
    },
  );

  it.each(sortable.map((d) => [d.name, d] as const))(
    '%s: pages 1 and 2 follow the database order',
    async (_, def) => {
      for (const key of def.sorts ?? [])
        for (const order of SORT_ORDERS) {
          const expected = await dbIds(def, key, order);
          expect(expected.length, `${def.name} has too few rows`).toBe(2 * PAGE);
          const query = { sort: key, order, pageSize: String(PAGE) };
          const first = await pageIds(def, { ...query, pageNum: '1' });
          const second = await pageIds(def, { ...query, pageNum: '2' });
          expect([...first, ...second], `${def.name} by ${key} ${order}`).toEqual(expected);
        }
    },
  );

  it('sorts ascending when no order is given, and keeps the default order without a sort', async () => {
    const def = resources.find((d) => d.name === 'user')!;
    expect(await pageIds(def, { sort: 'name' })).toEqual((await dbIds(def, 'name', 'asc')).slice(0, PAGE));
    const plain = await pageIds(def, {});
    expect(plain).toHaveLength(PAGE);
    expect(await pageIds(def, { order: 'desc' })).toEqual(plain);
  });

  it('sorts the siblings of the menu tree the same way', async () => {
    const res = await t.as('admin', {
      method: 'GET',
      url: '/api/ums-menu/tree',
      query: { sort: 'name', order: 'desc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const roots = (res.json().data as { id: number }[]).map((m) => m.id);
    const def = resources.find((d) => d.name === 'menu')!;
    expect(roots).toEqual(await dbIds(def, 'name', 'desc', 'where parent_id is null', 1000));
  });
});

describe('a bad sort is refused like any bad query value', () => {
  const ask = (url: string, query: Record<string, string>) => t.as('admin', { method: 'GET', url, query });

  it.each([
    ['/api/ums-user', { sort: 'passwordHash' }, 'sort'],
    ['/api/ums-user', { sort: 'roleName' }, 'sort'],
    ['/api/device', { sort: 'constructor' }, 'sort'],
    ['/api/audit-log', { sort: 'at', order: 'sideways' }, 'order'],
    ['/api/ums-user', { sort: 'name', order: 'DESC' }, 'order'],
    ['/api/ums-menu/tree', { sort: 'name;drop table menus' }, 'sort'],
  ])('%s %o answers 400 naming %s', async (url, query, field) => {
    const res = await ask(url, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.fields[field]).toBeTruthy();
  });
});
