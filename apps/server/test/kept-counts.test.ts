import { DEVICE_STATES } from '@skin/contract';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../src/data/list';
import { createTestApp } from './harness';
import { onPostgres } from './statements';

// The platform's dashboard reads its devices by state and users by role from the counts the
// database keeps (migration 0017): they must agree with the tables after any kind of write.
const t = await createTestApp();
const rows = async <T>(q: SQL) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const data = async (url: string) => {
  const res = await t.as('admin', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The platform dashboard's devices by state, beside a count of the table. */
async function devicesByState() {
  const shown = (await data('/api/dashboard/stats')).devicesByState;
  const counted = await rows<{ state: string; n: number }>(
    sql`select state, count(*)::int as n from devices group by state`,
  );
  const expected = DEVICE_STATES.map((state) => ({
    state,
    count: counted.find((c) => c.state === state)?.n ?? 0,
    capped: false,
  }));
  return { shown, expected };
}

/**
 * The platform's device list totals (unfiltered, and filtered by each state), read from the kept
 * counts, beside the capped counts of the table ("more than 10,000" past the cap).
 */
async function listTotals() {
  const capped = (n: number) => Math.min(n, COUNT_CAP + 1);
  const total = async (query: string) => (await data(`/api/device?pageNum=1&pageSize=5${query}`)).total;
  const [{ all }] = await rows<{ all: number }>(sql`select count(*)::int as "all" from devices`);
  const counted = await rows<{ state: string; n: number }>(
    sql`select state, count(*)::int as n from devices group by state`,
  );
  const shown = {
    all: await total(''),
    ...Object.fromEntries(await Promise.all(DEVICE_STATES.map(async (s) => [s, await total(`&state=${s}`)]))),
  };
  const expected = {
    all: capped(all),
    ...Object.fromEntries(DEVICE_STATES.map((s) => [s, capped(counted.find((c) => c.state === s)?.n ?? 0)])),
  };
  return { shown, expected };
}

/** The platform dashboard's users by role, beside a count of the table. */
async function usersByRole() {
  const shown = (await data('/api/dashboard/scope')).byRole;
  const expected = await rows(sql`select r.code, r.name, count(*)::int as count
    from users u join roles r on r.id = u.role_id group by r.id order by r.sort, r.id`);
  return { shown, expected };
}

const newDevices = (n: number, state: string, prefix: string) => sql`insert into devices
    (serial_number, device_type_id, state)
  select ${prefix} || i, (select min(id) from device_types), ${state} from generate_series(1, ${n}) i`;

describe('the platform dashboard counts', () => {
  it('follow devices through inserts, state changes, other changes, deletes and rollbacks', async () => {
    const before = await devicesByState();
    expect(before.shown).toEqual(before.expected);
    // More than the lists' count cap in one statement: the platform's figure stays exact.
    await t.db.execute(newDevices(COUNT_CAP + 5, 'in_stock', 'KC-A-'));
    const many = await devicesByState();
    expect(many.shown).toEqual(many.expected);
    // The platform's device list takes its totals from the same counts, capped as a count is.
    const manyListed = await listTotals();
    expect(manyListed.shown).toEqual(manyListed.expected);
    expect(manyListed.shown.all).toBe(COUNT_CAP + 1);
    expect(many.shown.find((s: { state: string }) => s.state === 'in_stock').count).toBeGreaterThan(
      COUNT_CAP,
    );
    // Some of them change state together, one alone; a change that keeps the state counts nothing.
    await t.db.execute(sql`update devices set state = 'shipped' where serial_number like 'KC-A-1%'`);
    await t.db.execute(sql`update devices set state = 'returned' where serial_number = 'KC-A-2'`);
    await t.db.execute(sql`update devices set remark = 'checked' where serial_number like 'KC-A-3%'`);
    await t.db.execute(sql`update devices set state = state where serial_number like 'KC-A-4%'`);
    const moved = await devicesByState();
    expect(moved.shown).toEqual(moved.expected);
    const movedListed = await listTotals();
    expect(movedListed.shown).toEqual(movedListed.expected);
    // A transaction that fails counts nothing.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update devices set state = 'bound' where serial_number like 'KC-A-5%'`);
        await tx.execute(newDevices(3, 'printed', 'KC-B-'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rolledBack = await devicesByState();
    expect(rolledBack.shown).toEqual(moved.shown);
    expect(rolledBack.shown).toEqual(rolledBack.expected);
    await t.db.execute(sql`delete from devices where serial_number like 'KC-A-%'`);
    const after = await devicesByState();
    expect(after.shown).toEqual(after.expected);
    expect(after.shown).toEqual(before.shown);
    // Below the cap the list's totals are exact: the kept counts, not a count to the cap.
    const listed = await listTotals();
    expect(listed.shown).toEqual(listed.expected);
    expect(listed.shown.all).toBeLessThan(COUNT_CAP);
  });

  it('follow users through creation, a change of role and deletion, whoever writes them', async () => {
    const before = await usersByRole();
    expect(before.shown).toEqual(before.expected);
    expect(before.shown.length).toBeGreaterThan(1);
    // Plain SQL, as a script or a later import would write: the counts are kept by the database.
    const [{ sales, manager }] = await rows<{ sales: number; manager: number }>(sql`select
      (select id from roles where code = 'SALESMAN') as sales, (select id from roles where code = 'STORE_MANAGER') as manager`);
    expect(sales && manager).toBeTruthy();
    await t.db.execute(sql`insert into users (username, password_hash, name, role_id, path)
      select 'kc-user-' || i, 'x', 'Kept ' || i, ${sales}, '/kc/' from generate_series(1, 30) i`);
    await t.db.execute(
      sql`update users set role_id = ${manager} where username in ('kc-user-1', 'kc-user-2')`,
    );
    const changed = await usersByRole();
    expect(changed.shown).toEqual(changed.expected);
    await t.db.execute(sql`delete from users where username like 'kc-user-%'`);
    const after = await usersByRole();
    expect(after.shown).toEqual(before.shown);
  });

  // The goods and test record lists of the platform take their totals from the same counts, and
  // the device and goods lists filtered by model or type from counts of those columns (0020).
  it.each([
    { url: '/api/goods', table: 'goods', column: 'category', filter: 'category' },
    {
      url: '/api/goods',
      table: 'goods',
      column: 'type',
      filter: 'type',
      // The demo's goods are all products: a few instruments besides.
      more: sql`insert into goods (type, name, price) select 'instrument', 'KC instrument ' || i, 100 from generate_series(1, 3) i`,
      less: [sql`delete from goods where name like 'KC instrument %'`],
    },
    {
      url: '/api/device',
      table: 'devices',
      column: 'device_type_id',
      filter: 'deviceTypeId',
      // The demo's devices are all of one model: a few of a second model besides.
      more: sql`with model as (insert into device_types (name, hardware_model) values ('KC model', 'KC-MODEL') returning id)
        insert into devices (serial_number, device_type_id, state)
        select 'KC-M-' || i, (select id from model), 'in_stock' from generate_series(1, 3) i`,
      less: [
        sql`delete from devices where serial_number like 'KC-M-%'`,
        // Demo devices the case moved to the second model go back to the first.
        sql`update devices set device_type_id = (select min(id) from device_types)
          where device_type_id = (select id from device_types where hardware_model = 'KC-MODEL')`,
        sql`delete from device_types where hardware_model = 'KC-MODEL'`,
      ],
    },
    { url: '/api/test-record', table: 'test_records', column: 'face_position', filter: 'facePosition' },
    // The test records of one store (0027), as the store filter of the screen asks for them.
    { url: '/api/test-record', table: 'test_records', column: 'store_id', filter: 'storeId' },
  ])('give $table totals by $filter as counting would, through changes and deletes', async (list) => {
    const totals = async () => {
      const total = async (query: string) => (await data(`${list.url}?pageNum=1&pageSize=5${query}`)).total;
      const counted = await rows<{ value: string | number | null; n: number }>(
        sql`select ${sql.identifier(list.column)} as value, count(*)::int as n from ${sql.identifier(list.table)} group by 1`,
      );
      const values = counted.flatMap((c) => (c.value ? [c.value] : []));
      expect(values.length, 'the demo has rows of several values').toBeGreaterThan(1);
      const shown: Record<string, number> = { '': await total('') };
      const expected: Record<string, number> = { '': counted.reduce((n, c) => n + c.n, 0) };
      for (const v of values) {
        shown[v] = await total(`&${list.filter}=${v}`);
        expected[v] = counted.find((c) => c.value === v)?.n ?? 0;
      }
      return { shown, expected, values };
    };
    if (list.more) await t.db.execute(list.more);
    const before = await totals();
    expect(before.shown).toEqual(before.expected);
    const [first, second] = before.values;
    const table = sql.identifier(list.table);
    const column = sql.identifier(list.column);
    // A few rows move from one value to another, a few others go.
    await t.db.execute(sql`update ${table} set ${column} = ${second}
      where id in (select id from ${table} where ${column} = ${first} order by id limit 2)`);
    await t.db.execute(sql`delete from ${table}
      where id in (select id from ${table} where ${column} = ${second} order by id desc limit 1)`);
    const after = await totals();
    expect(after.shown).toEqual(after.expected);
    expect(after.shown['']).toBe(before.shown[''] - 1);
    for (const statement of list.less ?? []) await t.db.execute(statement);
  });

  // The test records of a range of whole UTC days (0027), as the screen's date range asks for
  // them: the sum of the days' kept counts, capped as a count is; ends that are not midnights are
  // counted.
  it('give test record totals for ranges of days as counting would, through changes and deletes', async () => {
    const ranges = [
      { from: '2026-03-01', to: '2026-03-03' },
      { from: '2026-03-02', to: '2026-03-02' },
      { from: '2026-03-02' },
      { to: '2026-03-01' },
      { from: '2026-03-01T12:00:00.000Z', to: '2026-03-03' },
      { from: '2026-03-01', to: '2026-03-02T06:00:00.000Z' },
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-02-28T23:00:00.000Z', to: '2026-03-01' },
    ];
    const capped = (n: number) => Math.min(n, COUNT_CAP + 1);
    // The list's end is the range's last day whole; an instant is the end itself.
    const endOf = (to: string) =>
      to.length === 10 ? sql`(${to}::date + 1)::timestamp at time zone 'UTC'` : sql`${to}::timestamptz`;
    const totals = async () => {
      const shown: number[] = [];
      const expected: number[] = [];
      for (const r of ranges) {
        const query = `${r.from ? `&testedFrom=${r.from}` : ''}${r.to ? `&testedTo=${r.to}` : ''}`;
        shown.push((await data(`/api/test-record?pageNum=1&pageSize=5${query}`)).total);
        const from = r.from ? sql`and tested_at >= ${r.from}::timestamptz` : sql``;
        const to = r.to ? sql`and tested_at < ${endOf(r.to)}` : sql``;
        const [{ n }] = await rows<{ n: number }>(
          sql`select count(*)::int as n from test_records where true ${from} ${to}`,
        );
        expected.push(capped(n));
      }
      return { shown, expected };
    };
    // Tests copied from the demo's onto three UTC days of March, more than the cap on the second,
    // written by a session in another time zone, where some of them fall on the next day.
    const copies = (day: string, hours: number[], n: number) => sql`insert into test_records
        (store_id, consumer_id, client_id, face_position, score, tested_at)
      select t.store_id, t.consumer_id, 'KC-D-' || ${day} || '-' || i, t.face_position, t.score,
        (${day} || 'T00:00:00Z')::timestamptz + make_interval(hours => (${`{${hours.join(',')}}`}::int[])[1 + i % ${hours.length}])
      from generate_series(1, ${n}) i, (select * from test_records order by id limit 1) t`;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Shanghai'`);
      await tx.execute(copies('2026-03-01', [0, 23], 7));
      await tx.execute(copies('2026-03-02', [0, 12, 23], COUNT_CAP + 3));
      await tx.execute(copies('2026-03-03', [1], 4));
    });
    const before = await totals();
    expect(before.shown).toEqual(before.expected);
    expect(before.shown[1]).toBe(COUNT_CAP + 1);
    // Whole days are read from the kept counts, not counted: a count made to disagree shows in
    // them (past the page: a page that holds every row says how many there are), and not in a
    // range whose start is an instant, which is counted.
    expect(before.shown[6]).toBeGreaterThan(5);
    await t.db.execute(sql`insert into kept_counts (counted, value, shard, n)
      values ('test_records.tested_day', '2026-03-01', 31, 100)
      on conflict (counted, value, shard) do update set n = kept_counts.n + 100`);
    const skewed = await totals();
    expect(skewed.shown[6]).toBe(before.shown[6] + 100);
    expect(skewed.shown[7]).toBe(before.shown[7]);
    await t.db.execute(sql`update kept_counts set n = n - 100
      where counted = 'test_records.tested_day' and value = '2026-03-01' and shard = 31`);
    // Tests moved to another day, or across midnight within one, and others deleted.
    await t.db.execute(sql`update test_records set tested_at = tested_at - interval '1 day'
      where client_id in ('KC-D-2026-03-03-1', 'KC-D-2026-03-03-2')`);
    await t.db.execute(sql`update test_records set tested_at = tested_at + interval '30 minutes'
      where client_id like 'KC-D-2026-03-01-%'`);
    await t.db.execute(sql`delete from test_records where client_id like 'KC-D-2026-03-02-%'`);
    const after = await totals();
    expect(after.shown).toEqual(after.expected);
    expect(after.shown[0]).toBeLessThan(before.shown[0]);
    await t.db.execute(sql`delete from test_records where client_id like 'KC-D-%'`);
    const gone = await totals();
    expect(gone.shown).toEqual(gone.expected);
  });

  // Two operators scanning at once each write a device in a transaction of their own: neither
  // may wait on the other's counter row (which would make every scan wait for the slowest).
  it.skipIf(!onPostgres)('let parallel writers count without waiting for each other', async () => {
    await t.db.execute(newDevices(8, 'in_stock', 'KC-P-'));
    // Connections of their own to the test's database, beside the server's pool.
    const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    const clients = [1, 2, 3, 4].map(() => new pg.Client({ connectionString: url.toString() }));
    await Promise.all(clients.map((c) => c.connect()));
    // Waiting on another's lock fails within two seconds rather than hanging the test.
    await Promise.all(clients.map((c) => c.query(`set lock_timeout = '2s'`)));
    try {
      // Three transactions each change a device's state and stay open...
      for (const [i, c] of clients.slice(0, 3).entries()) {
        await c.query('begin');
        await c.query(`update devices set state = 'shipped' where serial_number = 'KC-P-${i + 1}'`);
      }
      // ...and a fourth, changing others, does not wait for any of them to end.
      const [, , , fourth] = clients;
      await fourth.query('begin');
      await fourth.query(`update devices set state = 'shipped' where serial_number = 'KC-P-4'`);
      await fourth.query(`delete from devices where serial_number = 'KC-P-5'`);
      await fourth.query('commit');
      for (const c of clients.slice(0, 3)) await c.query('commit');
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    const after = await devicesByState();
    expect(after.shown).toEqual(after.expected);
    await t.db.execute(sql`delete from devices where serial_number like 'KC-P-%'`);
  });

  it('are read once for the platform views asked together, and each view still sees every write before it', async () => {
    // Views asked in one turn share one read of the counts and of the figures (createSharedRead).
    const together = async () =>
      Promise.all([
        ...Array.from({ length: 4 }, () => data('/api/dashboard/stats')),
        ...Array.from({ length: 4 }, () => data('/api/dashboard/scope')),
      ]);
    const first = await together();
    const before = await devicesByState();
    const roles = await usersByRole();
    for (const view of first.slice(0, 4)) expect(view).toEqual(first[0]);
    expect(first[0].devicesByState).toEqual(before.expected);
    for (const view of first.slice(4)) expect(view.byRole).toEqual(roles.expected);
    // A write between two rounds of views is in every view of the second.
    await t.db.execute(newDevices(3, 'printed', 'KC-S-'));
    const second = await together();
    const after = await devicesByState();
    expect(after.expected).not.toEqual(before.expected);
    for (const view of second.slice(0, 4)) expect(view.devicesByState).toEqual(after.expected);
    await t.db.execute(sql`delete from devices where serial_number like 'KC-S-%'`);
  });

  it('start again from zero when a table is emptied', async () => {
    await t.db.execute(sql`truncate devices cascade`);
    const empty = await devicesByState();
    expect(empty.shown).toEqual(DEVICE_STATES.map((state) => ({ state, count: 0, capped: false })));
    await t.db.execute(newDevices(4, 'printed', 'KC-T-'));
    const refilled = await devicesByState();
    expect(refilled.shown).toEqual(refilled.expected);
  });
});
