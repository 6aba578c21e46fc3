import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDashboardData } from '../src/data/dashboard.data';
import { createTestApp } from './harness';
import { scopeActorOf } from './scope-actor';

// The dashboard keeps each scope's figures with the sum of figures_writes they were read with
// (migration 0028) and answers them again while no committed write has moved it. Every kind of
// write the figures depend on must move it, whoever writes: here plain SQL, as a script, another
// instance or the upload's own statements would write.
const t = await createTestApp();
const run = (q: SQL) => t.db.execute(q);
const rows = async <T>(q: SQL) => ((await run(q)) as unknown as { rows: T[] }).rows;
const fresh = createDashboardData(t.db);

/** A caller's dashboard figures as the view shows them. */
async function shown(user: string) {
  const res = await t.as(user, { method: 'GET', url: '/api/dashboard/stats' });
  expect(res.statusCode, res.body).toBe(200);
  const { days, topStores, scoreDistribution } = res.json().data;
  return {
    days: days.filter((d: { tests: number; newConsumers: number }) => d.tests || d.newConsumers),
    topStores,
    spread: scoreDistribution.map((d: { diseaseId: number; name: string; buckets: number[] }) => ({
      diseaseId: d.diseaseId,
      name: d.name,
      buckets: d.buckets,
    })),
  };
}

/** The same figures read from the database now, as the view would read them afresh. */
async function readNow(user: string, from: string) {
  const { daily, topStores, spread } = await fresh.figures(await scopeActorOf(t.db, user), from);
  return {
    days: daily.map((d) => ({ day: d.day, tests: Number(d.tests), newConsumers: Number(d.newConsumers) })),
    topStores,
    spread: spread
      .map((d) => ({ diseaseId: d.diseaseId, name: d.name, buckets: d.tenths.map(Number) }))
      .filter((d) => d.buckets.some((n) => n > 0)),
  };
}

/** Every caller's view agrees with its figures read afresh: the platform's and three subtrees'. */
async function agree(what: string, users = ['admin', 'agent1', 'agent2', 'merchant1']) {
  const from = (await t.as('admin', { method: 'GET', url: '/api/dashboard/stats' })).json().data.days[0].day;
  for (const user of users)
    expect(await shown(user), `${user} after ${what}`).toEqual(await readNow(user, from));
}

describe('the dashboard figures kept between views', () => {
  it('are answered again while nothing they are read from was written', async () => {
    await agree('the demo');
    // A write that raises no sum (triggers off, as only a superuser can): the views still answer
    // what they read before, so they did not read the figures again.
    const [{ store }] = await rows<{ store: number }>(sql`select s.id as store from stores s
      join users m on m.id = s.merchant_id where m.username = 'merchant1' order by s.id limit 1`);
    const before = await shown('merchant1');
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update store_daily_stats set tests = tests + 1000
        where store_id = ${store} and day = (select max(day) from store_daily_stats where store_id = ${store})`);
    });
    expect(await shown('merchant1')).toEqual(before);
    // The next write of the figures moves the sum: every view reads them again, the hidden
    // thousand tests with them.
    await run(sql`update store_daily_stats set tests = tests + 1
      where store_id = ${store} and day = (select max(day) from store_daily_stats where store_id = ${store})`);
    const after = await shown('merchant1');
    const tests = (s: { days: { tests: number }[] }) => s.days.reduce((n, d) => n + d.tests, 0);
    expect(tests(after)).toBe(tests(before) + 1001);
    await agree('a day raised');
  });

  it("are read again after every kind of write they depend on, and not from another's writes rolled back", async () => {
    const [{ store, other }] = await rows<{ store: number; other: number }>(sql`select
      (select s.id from stores s join users m on m.id = s.merchant_id where m.username = 'merchant1'
        and exists (select 1 from store_daily_stats d where d.store_id = s.id) order by s.id limit 1) as store,
      (select id from users where username = 'merchant2') as other`);
    const [{ disease }] = await rows<{ disease: number }>(
      sql`select disease_id as disease from store_score_spread where store_id = ${store} limit 1`,
    );
    await agree('the demo');
    // A rolled-back write leaves the sum and the figures as they were.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update stores set name = 'Never named' where id = ${store}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await agree('a rolled-back rename');
    const writes: [string, SQL][] = [
      [
        'a test counted',
        sql`insert into store_daily_stats (store_id, day, tests) values (${store}, (now() at time zone 'UTC')::date, 5)
          on conflict (store_id, day) do update set tests = store_daily_stats.tests + 5`,
      ],
      [
        'a score counted',
        sql`update store_score_spread set t7 = t7 + 3 where store_id = ${store} and disease_id = ${disease}`,
      ],
      [
        'the platform counted',
        sql`update platform_daily_stats set tests = tests + 2 where day = (select max(day) from platform_daily_stats)`,
      ],
      ['a store renamed', sql`update stores set name = 'Renamed for the figures' where id = ${store}`],
      ['a dimension renamed', sql`update diseases set name = name || ' (renamed)' where id = ${disease}`],
      [
        'a store given to another merchant',
        sql`update stores set merchant_id = ${other} where id = ${store}`,
      ],
    ];
    for (const [what, write] of writes) {
      await run(write);
      await agree(what);
    }
    // The merchant's stores (its own and the one it was given) leave one agent's figures for the
    // other's.
    const before = { one: await shown('agent1'), two: await shown('agent2') };
    await run(sql`update users set path = (select path from users where username = 'agent1') || id || '/'
      where username = 'merchant2'`);
    await agree('a merchant moved in the tree', ['admin', 'agent1', 'agent2']);
    expect(await shown('agent1')).not.toEqual(before.one);
    expect(await shown('agent2')).not.toEqual(before.two);
  });
});
