import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNT_CAP, PROBED_WINDOW, SEARCH_FENCE } from '../src/data/list';
import { subtreeSizes } from '../src/data/scope';
import { keptSubtrees } from '../src/data/subtree-ids';
import { IntArrayParam } from '../src/db/int-array';
import { createTestApp } from './harness';
import { seedSortRows } from './sort-fixtures';
import { onPostgres } from './statements';

const t = await createTestApp();
const ids = async (url: string) => {
  const res = await t.as('admin', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json().data;
  return { ids: page.list.map((r: { id: number }) => r.id) as number[], total: page.total as number };
};
const column = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));

describe('paging (deferred join): every page holds exactly the rows OFFSET gives', () => {
  beforeAll(() => seedSortRows(t.db));

  it('walks every page of the device list, unsorted and sorted, with exact totals below the cap', async () => {
    const [{ n }] = (
      (await t.db.execute(sql`select count(*)::int as n from devices`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBeGreaterThan(40);
    expect(n).toBeLessThan(COUNT_CAP);
    const pages = Math.ceil(n / 20);
    for (let p = 1; p <= pages + 1; p++) {
      const offset = (p - 1) * 20;
      const plain = await ids(`/api/device?pageNum=${p}&pageSize=20`);
      expect(plain.ids).toEqual(
        await column(sql`select id from devices order by id desc limit 20 offset ${offset}`),
      );
      expect(plain.total).toBe(n);
      const sorted = await ids(`/api/device?pageNum=${p}&pageSize=20&sort=state&order=desc`);
      expect(sorted.ids).toEqual(
        await column(sql`select id from devices order by state desc, id desc limit 20 offset ${offset}`),
      );
    }
  });

  it('keeps filters and the caller scope inside the page walk', async () => {
    const all = await ids('/api/device?pageNum=2&pageSize=5&state=in_stock');
    expect(all.ids).toEqual(
      await column(sql`select id from devices where state = 'in_stock' order by id desc limit 5 offset 5`),
    );
    // An agent's pages hold only its devices, however deep.
    const mine = await t.as('agent1', { method: 'GET', url: '/api/device?pageNum=1&pageSize=50' });
    const visible = mine.json().data;
    expect(visible.total).toBe(visible.list.length);
    const deep = await t.as('agent1', { method: 'GET', url: '/api/device?pageNum=3&pageSize=50' });
    expect(deep.json().data.list).toEqual([]);
  });

  it("gives a small subtree's pages (its matches read whole then sorted) exactly as OFFSET does, in each statement shape", async () => {
    // The reference: the tenancy rule of docs/architecture.md, "Tenancy", by the tree at query time.
    const [{ path }] = (
      (await t.db.execute(sql`select path from users where username = 'agent1'`)) as unknown as {
        rows: { path: string }[];
      }
    ).rows;
    const under = `${path}%`;
    // Enough devices for several pages: warehouse devices shipped to the agent, and some of them
    // bound to a store of its subtree when it has one.
    await t.db.execute(sql`update devices set agent_id = (select id from users where username = 'agent1')
      where id in (select id from devices where agent_id is null and store_id is null order by id limit 24)`);
    await t.db.execute(sql`update devices set store_id = (select s.id from stores s join users m on m.id = s.merchant_id
        where m.path like ${under} order by s.id limit 1)
      where id in (select id from devices where agent_id = (select id from users where username = 'agent1')
        and store_id is null order by id limit 8)`);
    const visible = sql`(store_id in (select s.id from stores s join users m on m.id = s.merchant_id where m.path like ${under})
      or store_id in (select s.id from stores s join users g on g.id = s.manager_id where g.path like ${under})
      or (store_id is null and agent_id in (select id from users where path like ${under})))`;
    const [{ n }] = (
      (await t.db.execute(sql`select count(*)::int as n from devices where ${visible}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBeGreaterThan(5);
    const get = (url: string) => t.as('agent1', { method: 'GET', url }).then((r) => r.json().data);
    // The shape follows what the instance remembers of the subtree's size (scope.ts
    // `subtreeSizes`) and the ids it keeps (data/subtree-ids.ts); the rows never do. Set before
    // each request, since every list remembers.
    const shapes: Record<string, () => void> = {
      'its ids read first': () => {
        subtreeSizes.entries.clear();
        keptSubtrees.clear();
      },
      'its ids kept': () => subtreeSizes.remember(path, true),
      // Ids kept under a sum of tree_writes that is not the database's: the statement reads the
      // subtree itself. Taken as they are, they would show nothing.
      'its kept ids out of date': () => {
        subtreeSizes.remember(path, true);
        keptSubtrees.entries.set(path, {
          kept: { users: new IntArrayParam([]), stores: new IntArrayParam([]), writes: '-1' },
          at: Date.now(),
        });
      },
      "the rule's subqueries (remembered as large)": () => subtreeSizes.remember(path, false),
    };
    for (const [shape, set] of Object.entries(shapes)) {
      for (let p = 1; p <= Math.ceil(n / 5) + 1; p++) {
        const offset = (p - 1) * 5;
        set();
        const plain = await get(`/api/device?pageNum=${p}&pageSize=5`);
        expect(plain.total, shape).toBe(n);
        expect(
          plain.list.map((r: { id: number }) => r.id),
          shape,
        ).toEqual(
          await column(
            sql`select id from devices where ${visible} order by id desc limit 5 offset ${offset}`,
          ),
        );
        set();
        const sorted = await get(`/api/device?pageNum=${p}&pageSize=5&sort=updatedAt&order=asc`);
        expect(
          sorted.list.map((r: { id: number }) => r.id),
          shape,
        ).toEqual(
          await column(
            sql`select id from devices where ${visible} order by updated_at asc, id asc limit 5 offset ${offset}`,
          ),
        );
      }
    }
    subtreeSizes.entries.clear();
    keptSubtrees.clear();
  });
});

/**
 * A user's path and its rule (docs/architecture.md, "Tenancy"), written apart from the server's:
 * rows of the stores its subtree's merchants or managers hold (`inStores`), and, for devices, those
 * its subtree holds outside a store (`visible`).
 */
async function ruleOf(username: string) {
  const [{ path }] = (
    (await t.db.execute(sql`select path from users where username = ${username}`)) as unknown as {
      rows: { path: string }[];
    }
  ).rows;
  const under = `${path}%`;
  const inStores = sql`store_id in (select s.id from stores s join users o on o.id in (s.merchant_id, s.manager_id) where o.path like ${under})`;
  const visible = sql`(${inStores} or (store_id is null and agent_id in (select id from users where path like ${under})))`;
  return { path, inStores, visible };
}

describe("a large subtree's pages: page and count from one walk", () => {
  // More devices than the cap held by one agent, whose subtree the instance takes as large (the
  // rule's subqueries, the walk from its newest device): below the cap the page and the count
  // come from one walk of the first matches, from the cap on the page comes from its own walk.
  const prefix = 'LARGE-SUBTREE-';
  let path = '';
  let visible: ReturnType<typeof sql>;
  beforeAll(async () => {
    ({ path, visible } = await ruleOf('agent1'));
    await t.db.execute(sql`insert into devices (serial_number, device_type_id, state, agent_id)
      select ${prefix} || i, (select min(id) from device_types), case when i % 3 = 0 then 'bound' else 'in_stock' end,
        (select id from users where username = 'agent1')
      from generate_series(1, ${COUNT_CAP + 25}) i`);
    return async () => {
      await t.db.execute(sql`delete from devices where serial_number like ${`${prefix}%`}`);
      await t.db.execute(sql`delete from goods where name like ${`${prefix}%`}`);
      subtreeSizes.entries.clear();
    };
  });
  const page = async (pageNum: number, extra = '') => {
    subtreeSizes.remember(path, false);
    const res = await t.as('agent1', {
      method: 'GET',
      url: `/api/device?pageNum=${pageNum}&pageSize=20${extra}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return { ids: data.list.map((r: { id: number }) => r.id) as number[], total: data.total as number };
  };
  const byOffset = (offset: number, order = sql`id desc`, where = sql`true`) =>
    column(
      sql`select id from devices where ${visible} and ${where} order by ${order} limit 20 offset ${offset}`,
    );

  it('shows "more than the cap" with the rows OFFSET gives, before the cap, at it and past it', async () => {
    for (const p of [1, 2, 250, 499, 500, 501]) {
      const got = await page(p);
      expect(got.total, `page ${p}`).toBe(COUNT_CAP + 1);
      expect(got.ids, `page ${p}`).toEqual(await byOffset((p - 1) * 20));
    }
    const sorted = await page(3, '&sort=updatedAt&order=asc');
    expect(sorted.ids).toEqual(await byOffset(40, sql`updated_at asc, id asc`));
  });

  it('counts a filter exactly below the cap, on the pages before the last and on the last', async () => {
    const [{ n }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from devices where ${visible} and state = 'bound'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBeGreaterThan(3000);
    expect(n).toBeLessThan(COUNT_CAP);
    const last = Math.ceil(n / 20);
    for (const p of [1, 2, last - 1, last]) {
      const got = await page(p, '&state=bound');
      expect(got.total, `page ${p}`).toBe(n);
      expect(got.ids, `page ${p}`).toEqual(await byOffset((p - 1) * 20, sql`id desc`, sql`state = 'bound'`));
    }
    expect(await page(last + 1, '&state=bound')).toEqual({ ids: [], total: n });
  });
});

describe.each([
  ['large', false],
  ['small', true],
] as const)("a %s subtree's total kept by the database, its first pages checked row by row", (_, small) => {
  // agent1's subtree, taken as large (the rule's sets beside the walk) and as small (its matches
  // read whole beside it): its unfiltered lists take their totals from the counts the database
  // keeps (kept_subtree_counts) and check each row's scope by itself (scope.ts `probedRule`): in a
  // store of the subtree's merchant or manager, or held outside a store.
  const prefix = 'KEPT-TOTAL-';
  let path = '';
  let visible: ReturnType<typeof sql>;
  let inStores: ReturnType<typeof sql>;
  beforeAll(async () => {
    ({ path, visible, inStores } = await ruleOf('agent1'));
    const place = (store: string, holder: string) =>
      sql`(select id from stores where name = ${store}), (select id from users where username = ${holder})`;
    // Seen: in merchant1's store, and held by merchant1 outside a store. Not seen: in agent2's
    // merchant's store (held by agent1: a store's rows are the store's), and held by agent2.
    for (const [tag, n, where] of [
      ['A', 7, place('Lotus Beauty Xuhui', 'merchant1')],
      ['B', 5, place('Rosa Skin Madrid', 'agent1')],
      ['C', 4, sql`null, (select id from users where username = 'merchant1')`],
      ['D', 3, sql`null, (select id from users where username = 'agent2')`],
    ] as const)
      await t.db.execute(sql`insert into devices (serial_number, device_type_id, state, store_id, agent_id)
        select ${`${prefix}${tag}-`} || i, (select min(id) from device_types), 'in_stock', ${where}
        from generate_series(1, ${n}) i`);
    // Goods seen: the platform's, the administrator's (above agent1) and merchant1's; not seen: agent2's.
    for (const [tag, owner] of [
      ['P', sql`null::int`],
      ['L', sql`(select id from users where username = 'admin')`],
      ['S', sql`(select id from users where username = 'merchant1')`],
      ['O', sql`(select id from users where username = 'agent2')`],
    ] as const)
      await t.db.execute(sql`insert into goods (owner_id, type, name, price)
        select ${owner}, 'product', ${`${prefix}${tag}-`} || i, 100 from generate_series(1, 3) i`);
    return async () => {
      await t.db.execute(sql`delete from devices where serial_number like ${`${prefix}%`}`);
      await t.db.execute(sql`delete from goods where name like ${`${prefix}%`}`);
      await t.db.execute(sql`update stores set manager_id = (select id from users where username = 'manager2')
        where name = 'Rosa Skin Madrid'`);
      subtreeSizes.entries.clear();
    };
  });
  const list = async (url: string) => {
    subtreeSizes.remember(path, small);
    const res = await t.as('agent1', { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return { ids: data.list.map((r: { id: number }) => r.id) as number[], total: data.total as number };
  };
  // Test records belong to stores only; goods to their owner, or the platform's to everyone, the
  // goods of the users above agent1 too.
  const rule = async (
    table: 'devices' | 'test_records' | 'goods',
    order: string,
    offset: number,
    limit: number,
  ) => {
    const seen = {
      devices: visible,
      test_records: inStores,
      goods: sql`(owner_id is null or owner_id in (select id from users where path like ${`${path}%`})
        or owner_id = any(string_to_array(trim(both '/' from ${path}::text), '/')::int[]))`,
    }[table];
    return {
      ids: await column(
        sql`select id from ${sql.identifier(table)} where ${seen} order by ${sql.raw(order)} limit ${limit} offset ${offset}`,
      ),
      total: Number(
        (
          (await t.db.execute(
            sql`select count(*) as n from ${sql.identifier(table)} where ${seen}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0].n,
      ),
    };
  };
  const samePages = async () => {
    const { total } = await rule('devices', 'id desc', 0, 1);
    for (let p = 1; p <= Math.ceil(total / 5) + 1; p++)
      expect(await list(`/api/device?pageNum=${p}&pageSize=5`), `devices page ${p}`).toEqual(
        await rule('devices', 'id desc', (p - 1) * 5, 5),
      );
    expect(await list('/api/device?pageNum=2&pageSize=5&sort=updatedAt&order=asc')).toEqual(
      await rule('devices', 'updated_at asc, id asc', 5, 5),
    );
    for (const p of [1, 2, 8])
      expect(await list(`/api/test-record?pageNum=${p}&pageSize=20`), `tests page ${p}`).toEqual(
        await rule('test_records', 'tested_at desc, id desc', (p - 1) * 20, 20),
      );
    for (const p of [1, 2, 3])
      expect(await list(`/api/goods?pageNum=${p}&pageSize=5`), `goods page ${p}`).toEqual(
        await rule('goods', 'id desc', (p - 1) * 5, 5),
      );
  };

  it('gives the rows and the exact total the rule gives, through a store and outside one', async () => {
    await samePages();
  });

  it("gives the same pages where the subtree is too sparse for the row-by-row check (the rule's sets)", async () => {
    // The choice reads the table's size as PostgreSQL last estimated it: made to look huge, the
    // subtree's share is too small for the check, and the walk takes the rule's sets instead.
    await t.db.execute(
      sql`update pg_class set reltuples = 1e9 where oid in ('devices'::regclass, 'test_records'::regclass, 'goods'::regclass)`,
    );
    try {
      await samePages();
    } finally {
      await t.db.execute(sql`analyze devices`);
      await t.db.execute(sql`analyze test_records`);
      await t.db.execute(sql`analyze goods`);
    }
  });

  it("gives the same pages where the subtree's rows lie past the rows the check may read (PROBED_WINDOW)", async () => {
    // Dense by the counts (the table made to look tiny), yet the subtree's newest device is
    // followed by more of agent2's than the walk reads: the other way answers the page.
    await t.db.execute(
      sql`update pg_class set reltuples = 1 where oid in ('devices'::regclass, 'test_records'::regclass)`,
    );
    const holder = (username: string) => sql`(select id from users where username = ${username})`;
    try {
      await t.db.execute(sql`insert into devices (serial_number, device_type_id, state, store_id, agent_id)
        select ${`${prefix}W-`} || i, (select min(id) from device_types), 'in_stock', null, ${holder('agent2')}
        from generate_series(1, ${PROBED_WINDOW + 1}) i`);
      await t.db.execute(sql`insert into devices (serial_number, device_type_id, state, store_id, agent_id)
        values (${`${prefix}W-newest`}, (select min(id) from device_types), 'in_stock', null, ${holder('merchant1')})`);
      const [first] = (await rule('devices', 'id desc', 0, 1)).ids;
      expect(await list('/api/device?pageNum=1&pageSize=5')).toEqual(await rule('devices', 'id desc', 0, 5));
      expect(first).toBe((await rule('devices', 'id desc', 0, 5)).ids[0]);
      await samePages();
    } finally {
      await t.db.execute(sql`delete from devices where serial_number like ${`${prefix}W-%`}`);
      await t.db.execute(sql`analyze devices`);
      await t.db.execute(sql`analyze test_records`);
    }
  });

  // A column the user sorts by may have no index (the batch number): a window of it would sort the
  // whole table, where a small subtree's matches read whole sort its own rows.
  it.skipIf(!small || !onPostgres)(
    "walks a small subtree row by row in the list's own order only",
    async () => {
      const texts = async (url: string) => {
        const spy = vi.spyOn(pg.Client.prototype as { query: (...a: unknown[]) => unknown }, 'query');
        try {
          await list(url);
          return spy.mock.calls.map(([q]) =>
            typeof q === 'string' ? q : String((q as { text?: string })?.text),
          );
        } finally {
          spy.mockRestore();
        }
      };
      const probes = (all: string[]) => all.some((q) => q.includes('"probed"'));
      expect(probes(await texts('/api/device?pageNum=1&pageSize=5'))).toBe(true);
      expect(probes(await texts('/api/device?pageNum=1&pageSize=5&sort=batchNumber&order=asc'))).toBe(false);
      expect(await list('/api/device?pageNum=2&pageSize=5&sort=batchNumber&order=asc')).toEqual(
        await rule('devices', 'batch_number asc, id asc', 5, 5),
      );
    },
  );

  it('follows a store whose manager joins the subtree: its rows are seen through the manager', async () => {
    await t.db.execute(sql`update stores set manager_id = (select id from users where username = 'manager1')
      where name = 'Rosa Skin Madrid'`);
    await samePages();
  });
});

describe('paging past the count cap: page and total in one statement', () => {
  // Shippers are few columns and no foreign keys to fill: enough of them to pass the cap.
  const prefix = 'cap-test-';
  beforeAll(async () => {
    await t.db.execute(
      sql`insert into shippers (name, sort) select ${prefix} || g, g % 7 from generate_series(1, ${COUNT_CAP + 45}) g`,
    );
    return async () => {
      await t.db.execute(sql`delete from shippers where name like ${`${prefix}%`}`);
    };
  });
  const shippers = (pageNum: number, extra = '') =>
    ids(`/api/shipper?pageNum=${pageNum}&pageSize=20${extra}`);
  const byOffset = (offset: number, where = sql`true`) =>
    column(sql`select id from shippers where ${where} order by sort asc, id asc limit 20 offset ${offset}`);

  it('shows "more than the cap" on every page, however deep, with the rows OFFSET gives', async () => {
    for (const p of [1, 2, 250, 499, 500, 501, 502]) {
      const page = await shippers(p);
      expect(page.total, `page ${p}`).toBe(COUNT_CAP + 1);
      expect(page.ids, `page ${p}`).toEqual(await byOffset((p - 1) * 20));
    }
  });

  it('past the last row answers an empty page that still knows the total', async () => {
    const page = await shippers(1000);
    expect(page.ids).toEqual([]);
    expect(page.total).toBe(COUNT_CAP + 1);
  });

  it('counts exactly below the cap, on the page where rows end and on those before it', async () => {
    // 1, 10-19, 100-199, 1,000-1,999 and 10,000-10,045: 1,157 matches, 58 pages.
    const where = sql`name like ${`${prefix}1%`}`;
    const [{ n }] = (
      (await t.db.execute(sql`select count(*)::int as n from shippers where ${where}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const search = `&name=${encodeURIComponent(`${prefix}1`)}`;
    for (const p of [1, 2, Math.ceil(n / 20) - 1, Math.ceil(n / 20)]) {
      const page = await shippers(p, search);
      expect(page.total, `page ${p}`).toBe(n);
      expect(page.ids, `page ${p}`).toEqual(await byOffset((p - 1) * 20, where));
    }
    const past = await shippers(Math.ceil(n / 20) + 1, search);
    expect(past).toEqual({ ids: [], total: n });
  });

  it('pages a search of more matches than SEARCH_FENCE by the walk of the order, and one of a single match from the match', async () => {
    // All 10,045 names match the prefix: past the fence, the page comes from the walk.
    const many = `&name=${encodeURIComponent(prefix)}`;
    const where = sql`name like ${`${prefix}%`}`;
    expect(COUNT_CAP + 45).toBeGreaterThan(SEARCH_FENCE);
    for (const p of [1, 2, 101]) {
      const page = await shippers(p, many);
      expect(page.total, `page ${p}`).toBe(COUNT_CAP + 1);
      expect(page.ids, `page ${p}`).toEqual(await byOffset((p - 1) * 20, where));
    }
    // One name holds 1234 (its tens, 12340-12349, are past the rows made).
    const one = await shippers(1, `&name=${encodeURIComponent(`${prefix}1234`)}`);
    expect(one).toEqual({ ids: await byOffset(0, sql`name = ${`${prefix}1234`}`), total: 1 });
    expect(one.ids).toHaveLength(1);
  });
});

describe('the serial box', () => {
  it('finds devices by any part of the serial number, wildcards taken literally, through the trigram index', async () => {
    const [{ serial }] = (
      (await t.db.execute(
        sql`select serial_number as serial from devices order by id limit 1`,
      )) as unknown as { rows: { serial: string }[] }
    ).rows;
    const middle = serial.slice(2, -1);
    const found = await t.as('admin', {
      method: 'GET',
      url: `/api/device?pageNum=1&pageSize=50&serialNumber=${encodeURIComponent(middle)}`,
    });
    const page = found.json().data;
    expect(page.list.map((d: { serialNumber: string }) => d.serialNumber)).toContain(serial);
    expect(page.list.every((d: { serialNumber: string }) => d.serialNumber.includes(middle))).toBe(true);
    expect(page.total).toBe(page.list.length);
    const wildcard = await t.as('admin', {
      method: 'GET',
      url: '/api/device?pageNum=1&pageSize=5&serialNumber=%25',
    });
    expect(wildcard.json().data.total).toBe(0);
    // Each search is its own statement text (its pattern written in): the second page of the
    // same search reads on from the first.
    const two = await ids(
      `/api/device?pageNum=1&pageSize=5&serialNumber=${encodeURIComponent(serial.slice(0, 3))}`,
    );
    const next = await ids(
      `/api/device?pageNum=2&pageSize=5&serialNumber=${encodeURIComponent(serial.slice(0, 3))}`,
    );
    expect(next.total).toBe(two.total);
    expect(next.ids.some((id) => two.ids.includes(id))).toBe(false);
    const indexes = await t.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'devices_serial_trgm_idx'`,
    );
    expect(JSON.stringify(indexes)).toMatch(/gin \(serial_number gin_trgm_ops\)/);
  });

  it('takes quotes, backslashes and wildcards in a search as the text typed', async () => {
    const names = ["O'Brien \\ Sons", 'under_score', 'underXscore', "it''s", '100%'];
    await t.db.execute(
      sql`insert into shippers (name) values ${sql.join(
        names.map((n) => sql`(${n})`),
        sql`, `,
      )}`,
    );
    const found = async (text: string) => {
      const res = await t.as('admin', {
        method: 'GET',
        url: `/api/shipper?pageNum=1&pageSize=50&name=${encodeURIComponent(text)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .data.list.map((r: { name: string }) => r.name)
        .filter((n: string) => names.includes(n));
    };
    expect(await found("O'Brien \\ S")).toEqual(["O'Brien \\ Sons"]);
    expect(await found('\\')).toEqual(["O'Brien \\ Sons"]);
    expect(await found('r_s')).toEqual(['under_score']);
    expect(await found("''")).toEqual(["it''s"]);
    expect(await found('0%')).toEqual(['100%']);
    expect(await found("'; drop table shippers; --")).toEqual([]);
    await t.db.execute(
      sql`delete from shippers where name in ${sql`(${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`}`,
    );
  });
});

describe("a subtree's users", () => {
  it('are read from the path index alone, the id with the path (migration 0022)', async () => {
    // The seed's few users would be read by a scan: the planner is asked for the index it has.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return tx.execute(
        sql`explain select id from users where path ~>=~ ${'/1/'}::text and path ~<~ ${'/10'}::text`,
      );
    });
    expect(JSON.stringify(plan)).toMatch(/Index Only Scan using users_path_idx/);
  });
});
