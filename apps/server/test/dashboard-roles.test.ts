import { FOLLOW_UP_AFTER_DAYS, FOLLOW_UP_SCORE_BELOW, ORDER_STATES } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOutputOrderData } from '../src/data/output-orders.data';
import { createTestRecordData } from '../src/data/test-records.data';
import { consumers, deviceTypes, outputOrders, roles, shippers, users } from '../src/db/schema';
import { localDayStart } from '../src/modules/dashboard/local-days';
import { createTestApp } from './harness';

// The dashboards shaped for a role (docs/skin-tests.md, "Dashboards by role"): a store manager's
// day, week and follow-ups over its own store only, a salesperson's shipments only, each computed
// right on data made for it here.
const t = await createTestApp();
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const DAY = 86_400_000;

async function data(user: string, url: string) {
  const res = await t.as(user, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function call(user: string, method: 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) {
  const res = await t.as(user, { method, url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const roleId = async (code: string) =>
  (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id;
const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

/** A user of its own (password: username + 123, as the demo's), below `parent`. */
async function ownUser(username: string, role: string, parent: string) {
  const { id } = await call('admin', 'POST', '/api/ums-user', {
    username,
    password: `${username}123`,
    name: username,
    roleId: await roleId(role),
    parentId: await userId(parent),
  });
  return id as number;
}

// The caller's local noon, as near as an offset allows: "today" then holds the last hours and the
// next ones whatever the time of the run.
const now = new Date();
const utcOffset = Math.max(-720, Math.min(840, (12 - now.getUTCHours()) * 60));
const todayStart = localDayStart(now, utcOffset);
const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * 60_000);

describe('the dashboard picks its shape by the role in force', () => {
  it.each([
    ['admin', 'overview'],
    ['operator', 'overview'],
    ['agent1', 'overview'],
    ['merchant1', 'overview'],
    ['manager1', 'store'],
    ['sales1', 'sales'],
  ])('%s gets the %s dashboard', async (user, shape) => {
    expect((await data(user, '/api/dashboard/scope')).shape).toBe(shape);
    const stats = await data(user, '/api/dashboard/stats');
    expect(stats.shape).toBe(shape);
    if (shape === 'sales') expect(stats).not.toHaveProperty('days');
    else expect(stats.days).toHaveLength(30);
    if (shape === 'store') expect(stats.store.followUp.afterDays).toBe(FOLLOW_UP_AFTER_DAYS);
  });

  it('refuses an offset outside the earth’s time zones, naming the field', async () => {
    const res = await t.as('manager1', { method: 'GET', url: '/api/dashboard/stats?utcOffset=9999' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('utcOffset');
  });
});

describe("a store manager's dashboard", async () => {
  // A store of its own under merchant1, run by a manager of its own, with consumers and tests
  // made for each case of the rules.
  const managerId = await ownUser('dashmgr', 'STORE_MANAGER', 'merchant1');
  const store = await call('admin', 'POST', '/api/store', {
    name: 'Dashboard store',
    merchantId: await userId('merchant1'),
    managerId,
    area: 'Shanghai',
  });
  const tests = createTestRecordData(t.db);
  const testIds = new Map<string, number[]>();
  const consumerIds = new Map<string, number>();
  let n = 0;
  /** A consumer with tests at the given times and composite scores, in the order given. */
  async function consumer(name: string, visits: [Date, number][], archived = false) {
    const [c] = await t.db
      .insert(consumers)
      .values({ storeId: store.id, name, phone: `1390000${String(++n).padStart(4, '0')}`, archived })
      .returning({ id: consumers.id });
    consumerIds.set(name, c!.id);
    for (const [testedAt, score] of visits) {
      const id = await t.db.transaction((tx) =>
        tests.insert(
          tx,
          {
            storeId: store.id,
            consumerId: c!.id,
            clientId: `dash-${n}-${testedAt.getTime()}`,
            facePosition: 'front',
            score,
            testedAt,
          },
          [],
          [],
        ),
      );
      testIds.set(name, [...(testIds.get(name) ?? []), id]);
    }
    if (archived) await t.db.update(consumers).set({ archived: true }).where(eq(consumers.id, c!.id));
  }
  const sinceToday = (now.getTime() - todayStart.getTime()) / 60_000;
  const earlierToday = ago(0, Math.min(30, sinceToday / 2));
  // Returning today: first tested ten days ago.
  await consumer('Returning', [
    [ago(10), 70],
    [earlierToday, 72],
  ]);
  // New today.
  await consumer('Newcomer', [[earlierToday, 66]]);
  // New this week (first tested three days ago), not tested today.
  await consumer('Weekly', [
    [ago(3), 50],
    [ago(2), 55],
  ]);
  // Due: last tested 40 days ago with a low score.
  await consumer('Due', [[ago(40), 45]]);
  // Due, a day longer: its older test arrived after its last one, which still decides.
  await consumer('Due later', [
    [ago(41), 40],
    [ago(60), 90],
  ]);
  // Not due: a good last score, though an earlier one was low.
  await consumer('Recovered', [
    [ago(50), 30],
    [ago(35), 75],
  ]);
  // Not due: a good score; too recent; archived by the store.
  await consumer('Fine', [[ago(40), 80]]);
  await consumer('Recent', [[ago(20), 30]]);
  await consumer('Archived', [[ago(45), 30]], true);
  // Tested at the edge of the score: not below it.
  await consumer('At the line', [[ago(42), FOLLOW_UP_SCORE_BELOW]]);

  const view = async () => (await data('dashmgr', `/api/dashboard/stats?utcOffset=${utcOffset}`)).store;
  const counts = (p: Record<string, { count: number; capped: boolean }>) =>
    Object.fromEntries(
      ['tests', 'consumers', 'newConsumers', 'returningConsumers'].map((k) => [k, p[k]!.count]),
    );

  it('counts today and the week, new consumers apart from returning ones', async () => {
    const store = await view();
    expect(store.today.from).toBe(todayStart.toISOString());
    expect(new Date(store.week.from).getTime()).toBe(todayStart.getTime() - 6 * DAY);
    expect(counts(store.today)).toEqual({ tests: 2, consumers: 2, newConsumers: 1, returningConsumers: 1 });
    expect(counts(store.week)).toEqual({ tests: 4, consumers: 3, newConsumers: 2, returningConsumers: 1 });
    expect(store.today.tests.capped).toBe(false);
  });

  it('lists the consumers due for a follow-up, the most recently due first', async () => {
    const { followUp } = await view();
    expect(followUp.scoreBelow).toBe(FOLLOW_UP_SCORE_BELOW);
    expect(followUp.due).toEqual({ count: 2, capped: false });
    expect(followUp.consumers.map((c: { name: string }) => c.name)).toEqual(['Due', 'Due later']);
    expect(followUp.consumers[0]).toMatchObject({
      id: consumerIds.get('Due'),
      storeName: 'Dashboard store',
      lastScore: 45,
      lastTestAt: ago(40).toISOString(),
    });
    expect(followUp.consumers[1].lastScore).toBe(40);
  });

  it('follows deleted tests: the last one left decides', async () => {
    // The returning consumer's test of today goes: it was last tested ten days ago.
    await call('dashmgr', 'DELETE', `/api/test-record/id/${testIds.get('Returning')![1]}`);
    // The due consumer's low test goes: its good one of 60 days ago is now its last.
    await call('dashmgr', 'DELETE', `/api/test-record/id/${testIds.get('Due later')![0]}`);
    // The week's new consumer loses its first test: first tested two days ago, still new.
    await call('dashmgr', 'DELETE', `/api/test-record/id/${testIds.get('Weekly')![0]}`);
    const store = await view();
    expect(counts(store.today)).toEqual({ tests: 1, consumers: 1, newConsumers: 1, returningConsumers: 0 });
    expect(counts(store.week)).toEqual({ tests: 2, consumers: 2, newConsumers: 2, returningConsumers: 0 });
    expect(store.followUp.consumers.map((c: { name: string }) => c.name)).toEqual(['Due']);
  });

  it("sees its own store only, and another manager's dashboard holds none of it", async () => {
    const mine = await data('manager1', `/api/dashboard/stats?utcOffset=${utcOffset}`);
    const names = (mine.store.followUp.consumers as { storeName: string }[]).map((c) => c.storeName);
    const [{ lotus }] = await rows<{ lotus: string }>(sql`select s.name as lotus from stores s
      join users u on u.id = s.manager_id where u.username = 'manager1'`);
    expect(new Set(names)).toEqual(new Set(names.length ? [lotus] : []));
    expect(mine.store.followUp.consumers.map((c: { id: number }) => c.id)).not.toContain(
      consumerIds.get('Due'),
    );
    // manager1's figures are those of its stores counted afresh.
    const week = new Date(mine.store.week.from);
    const [fresh] = await rows<{ tests: number; consumers: number; fresh: number }>(sql`
      select (select count(*)::int from test_records r join stores s on s.id = r.store_id
                join users u on u.id = s.manager_id
              where u.username = 'manager1' and r.tested_at >= ${week.toISOString()}::timestamptz) as tests,
             (select count(distinct r.consumer_id)::int from test_records r join stores s on s.id = r.store_id
                join users u on u.id = s.manager_id
              where u.username = 'manager1' and r.tested_at >= ${week.toISOString()}::timestamptz) as consumers,
             (select count(*)::int from (select r.consumer_id from test_records r join stores s on s.id = r.store_id
                join users u on u.id = s.manager_id where u.username = 'manager1'
                group by 1 having min(r.tested_at) >= ${week.toISOString()}::timestamptz) x) as fresh`);
    expect(counts(mine.store.week)).toEqual({
      tests: fresh!.tests,
      consumers: fresh!.consumers,
      newConsumers: fresh!.fresh,
      returningConsumers: fresh!.consumers - fresh!.fresh,
    });
    // The merchant above both stores gets the charts of its scope, not a store's dashboard.
    expect((await data('merchant1', '/api/dashboard/stats')).store).toBeUndefined();
  });

  it('answers the figures of the store in the charts beside it', async () => {
    const stats = await data('dashmgr', `/api/dashboard/stats?utcOffset=${utcOffset}`);
    expect(stats.topStores.map((s: { name: string }) => s.name)).toEqual(['Dashboard store']);
    expect(stats.days.reduce((sum: number, d: { tests: number }) => sum + d.tests, 0)).toBeGreaterThan(0);
  });
});

describe("a salesperson's dashboard", async () => {
  const salesId = await ownUser('dashsales', 'SALESMAN', 'agent1');
  const [shipper] = await t.db
    .insert(shippers)
    .values({ name: 'Dashboard courier', userId: salesId })
    .returning({ id: shippers.id });
  const [type] = await t.db.select({ id: deviceTypes.id }).from(deviceTypes).limit(1);
  const orders = createOutputOrderData(t.db);
  const agentId = await userId('agent1');
  const made: number[] = [];
  // Two submitted, one in progress, one completed, one closed; and one of another shipper.
  const states = ['submitted', 'in_progress', 'submitted', 'completed', 'closed'] as const;
  for (const [i, state] of states.entries()) {
    const id = await t.db.transaction((tx) =>
      orders.insert(
        tx,
        {
          agentId,
          shipperId: shipper!.id,
          consigneeName: 'Consignee',
          consigneePhone: '021 5555 0100',
          consigneeAddress: 'Somewhere',
          deviceTypeId: type!.id,
          quantity: 5,
          issuedQuantity: state === 'completed' ? 5 : state === 'in_progress' ? 2 : 0,
          state,
          createdAt: ago(10 - i),
        },
        (id) => `DASH-${id}`,
      ),
    );
    made.push(id);
  }

  it('counts its shipments by state and lists the newest, and nobody else’s', async () => {
    const { sales } = await data('dashsales', '/api/dashboard/stats');
    expect(
      Object.fromEntries(sales.byState.map((s: { state: string; count: number }) => [s.state, s.count])),
    ).toEqual({ submitted: 2, in_progress: 1, completed: 1, closed: 1 });
    expect(sales.byState.map((s: { state: string }) => s.state)).toEqual([...ORDER_STATES]);
    expect(sales.latest.map((o: { id: number }) => o.id)).toEqual([...made].reverse());
    expect(sales.latest[3]).toMatchObject({ state: 'in_progress', quantity: 5, issuedQuantity: 2 });
  });

  it('another salesperson sees only the orders it carries', async () => {
    const { sales } = await data('sales1', '/api/dashboard/stats');
    const carried = await rows<{ id: number }>(sql`select o.id from ${outputOrders} o
      join ${shippers} s on s.id = o.shipper_id join ${users} u on u.id = s.user_id
      where u.username = 'sales1' order by o.created_at desc, o.id desc limit 10`);
    expect(sales.latest.map((o: { id: number }) => o.id)).toEqual(carried.map((o) => o.id));
    expect(sales.latest.map((o: { id: number }) => o.id)).not.toContain(made[0]);
    const total = sales.byState.reduce((sum: number, s: { count: number }) => sum + s.count, 0);
    expect(total).toBe(carried.length);
  });
});
