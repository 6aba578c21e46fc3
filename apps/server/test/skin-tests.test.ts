import { DEVICE_STATES } from '@skin/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../src/data/list';
import { faceImage } from '../src/demo/face-image';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';
import { inStoreOf, newDevices } from './kept-fixtures';

/** The analyzers' test upload, the console's lists and the report, through the real routes. */
const t = await createTestApp();
const data = async (user: string, opts: Parameters<typeof t.as>[1]) => {
  const res = await t.as(user, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const count = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as {
        rows: { n: unknown }[];
      }
    ).rows[0].n,
  );

const { deviceOf, upload } = deviceUploads(t);

const face = (position: string, typeIndex = 1) => faceImage({ typeIndex, position, seed: 5 });
const aTest = (clientId: string, phone = '13912340001') => ({
  clientId,
  consumer: { phone, name: 'Test Consumer' },
  facePosition: 'front',
  skinAge: 31,
  testedAt: '2026-11-20T09:30:00+08:00',
  scores: [
    { code: 'pores', score: 35 },
    { code: 'acne', score: 72 },
    { code: 'moisture', score: 90 },
  ],
  images: [
    { indexNo: 1, position: 'front', part: 'f' },
    { indexNo: 1, position: 'left', part: 'l' },
    { indexNo: 1, position: 'right', part: 'r' },
  ],
});
const threeFaces = () => ({ f: face('front'), l: face('left'), r: face('right') });

describe('skin tests', () => {
  it('an analyzer uploads a test once, however often it retries', async () => {
    const { headers, store } = await deviceOf('Lotus Beauty Xuhui');
    const first = await upload(headers, aTest('retry-1'), threeFaces());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.duplicate).toBe(false);
    const tests = await count('test_records');
    const files = await count('files');
    const again = await Promise.all([1, 2, 3].map(() => upload(headers, aTest('retry-1'), threeFaces())));
    for (const res of again) expect(res.json().data).toEqual({ id: first.json().data.id, duplicate: true });
    expect(await count('test_records')).toBe(tests);
    expect(await count('files')).toBe(files);

    const list = await data('manager1', {
      method: 'GET',
      url: '/api/test-record',
      // The test's own day: the demo's tests fall on the 60 days before today, so on a later day
      // more of them are newer than this one and a first page without the day may not reach it.
      query: {
        storeId: String(store.id),
        scoreMin: '60',
        scoreMax: '70',
        testedFrom: '2026-11-20T00:00:00+08:00',
        testedTo: '2026-11-21T00:00:00+08:00',
        pageSize: '50',
      },
    });
    const mine = list.list.find((r: { id: number }) => r.id === first.json().data.id);
    // Composite: the rounded mean of 35, 72 and 90.
    expect(mine).toMatchObject({ name: 'Test Consumer', score: 66, facePosition: 'front', skinAge: 31 });
    const consumer = (
      await data('manager1', { method: 'GET', url: '/api/consumer', query: { phone: '13912340001' } })
    ).list[0];
    expect(consumer.testCount).toBe(1);
  });

  it('stores every one of four first tests of one new consumer sent at once, under one consumer', async () => {
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const phone = '13912340777';
    const sent = await Promise.all(
      [1, 2, 3, 4].map((n) => upload(headers, aTest(`first-of-four-${n}`, phone), threeFaces())),
    );
    for (const res of sent)
      expect([res.statusCode, res.json().data?.duplicate], res.body).toEqual([200, false]);
    expect(new Set(sent.map((r) => r.json().data.id)).size).toBe(4);
    const [consumer, ...others] = (
      await data('manager1', { method: 'GET', url: '/api/consumer', query: { phone } })
    ).list;
    expect(others).toEqual([]);
    expect(consumer.testCount).toBe(4);
  });

  it('refuses bad images, unknown dimensions and missing parts, writing nothing', async () => {
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const before = [await count('test_records'), await count('files'), await count('consumers')];
    const notImage = await upload(headers, aTest('bad-1', '13912340002'), {
      ...threeFaces(),
      r: Buffer.from('<html>not an image</html>'),
    });
    expect(notImage.statusCode).toBe(400);
    const huge = await upload(headers, aTest('bad-2', '13912340002'), {
      ...threeFaces(),
      r: Buffer.alloc(5 * 1024 * 1024, 1),
    });
    expect(huge.statusCode).toBe(413);
    const dimension = await upload(
      headers,
      { ...aTest('bad-3', '13912340002'), scores: [{ code: 'nope', score: 3 }] },
      threeFaces(),
    );
    expect(dimension.statusCode).toBe(400);
    const missing = await upload(headers, aTest('bad-4', '13912340002'), {
      f: face('front'),
      l: face('left'),
    });
    expect(missing.statusCode).toBe(400);
    expect([await count('test_records'), await count('files'), await count('consumers')]).toEqual(before);
  });

  it('a device cannot upload for, nor read, a consumer or test of another store', async () => {
    const lotus = await deviceOf('Lotus Beauty Xuhui');
    const rosa = await deviceOf('Rosa Skin Madrid');
    const stored = (await upload(lotus.headers, aTest('own-1', '13912340003'), threeFaces())).json().data;
    const consumer = (
      await data('admin', { method: 'GET', url: '/api/consumer', query: { phone: '13912340003' } })
    ).list[0];
    const before = await count('test_records');
    const foreign = await upload(
      rosa.headers,
      { ...aTest('foreign-1'), consumer: undefined, consumerId: consumer.id },
      threeFaces(),
    );
    expect(foreign.statusCode).toBe(400);
    expect(await count('test_records')).toBe(before);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/device-api/test/${stored.id}/report`,
      headers: rosa.headers,
    });
    expect(report.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/device-api/test/${stored.id}/report`,
      headers: lotus.headers,
    });
    expect(own.statusCode).toBe(200);
  });

  it('the console and the device get the same report, with three faces and advice', async () => {
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const stored = (await upload(headers, aTest('report-1', '13912340004'), threeFaces())).json().data;
    const console = await data('merchant1', {
      method: 'GET',
      url: `/api/test-record/id/${stored.id}/report`,
    });
    const device = (
      await t.app.inject({ method: 'GET', url: `/api/device-api/test/${stored.id}/report`, headers })
    ).json().data;
    expect(device).toEqual(console);
    expect(console.images.map((i: { position: string }) => i.position).sort()).toEqual([
      'front',
      'left',
      'right',
    ]);
    // Worst first, each with its level and the advice in force.
    expect(console.problems.map((p: { code: string }) => p.code)).toEqual(['pores', 'acne', 'moisture']);
    expect(console.problems[0].level.name).toMatch(/Severe/);
    expect(console.problems[0].introduction).toBeTruthy();
    const image = await t.app.inject({ method: 'GET', url: console.images[0].thumbnailUrl });
    expect(image.statusCode).toBe(200);
    // Another tenant's console does not see it.
    expect(
      (await t.as('merchant2', { method: 'GET', url: `/api/test-record/id/${stored.id}/report` })).statusCode,
    ).toBe(404);
  });

  it("a deleted test leaves its consumer's count and the dashboard figures as if it never was", async () => {
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const daily = async () =>
      Number(
        (
          (await t.db.execute(
            sql`select coalesce(sum(tests), 0) as n from store_daily_stats`,
          )) as unknown as { rows: { n: unknown }[] }
        ).rows[0].n,
      );
    const before = await daily();
    const stored = (await upload(headers, aTest('delete-1', '13912340005'), threeFaces())).json().data;
    expect(await daily()).toBe(before + 1);
    await data('manager1', { method: 'DELETE', url: `/api/test-record/id/${stored.id}` });
    expect(await daily()).toBe(before);
    const consumer = (
      await data('admin', { method: 'GET', url: '/api/consumer', query: { phone: '13912340005' } })
    ).list[0];
    expect(consumer.testCount).toBe(0);
  });
});

describe('consumers', () => {
  it('name and phone are required, the phone checked and unique within a store', async () => {
    const store = (await data('manager1', { method: 'GET', url: '/api/store' })).list[0];
    const bad = await t.as('manager1', {
      method: 'POST',
      url: '/api/consumer',
      payload: { storeId: store.id, name: 'A', phone: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('phone');
    const made = await data('manager1', {
      method: 'POST',
      url: '/api/consumer',
      payload: { storeId: store.id, name: 'Ana', phone: '13700000001' },
    });
    expect(made).toMatchObject({ name: 'Ana', sex: 'secrecy', testCount: 0 });
    const twice = await t.as('manager1', {
      method: 'POST',
      url: '/api/consumer',
      payload: { storeId: store.id, name: 'Bo', phone: '13700000001' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.fields.phone).toBeTruthy();
    // Another store's manager neither sees nor adds to this store.
    expect((await t.as('manager2', { method: 'GET', url: `/api/consumer/id/${made.id}` })).statusCode).toBe(
      404,
    );
    const foreign = await t.as('manager2', {
      method: 'POST',
      url: '/api/consumer',
      payload: { storeId: store.id, name: 'C', phone: '13700000002' },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('erasing a consumer takes its tests off the dashboard figures', async () => {
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const before = await data('manager1', { method: 'GET', url: '/api/dashboard/stats' });
    await upload(headers, aTest('consumer-delete-1', '13912340006'), threeFaces());
    const consumer = (
      await data('manager1', { method: 'GET', url: '/api/consumer', query: { phone: '13912340006' } })
    ).list[0];
    // A consumer with tests is not deleted: archived, or erased on purpose by platform staff.
    const refused = await t.as('manager1', { method: 'DELETE', url: `/api/consumer/id/${consumer.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.message).toEqual({
      key: 'consumerHasTests',
      params: { name: consumer.name, tests: 1 },
    });
    await data('admin', {
      method: 'POST',
      url: `/api/consumer/id/${consumer.id}/erase`,
      payload: { tests: 1 },
    });
    const after = await data('manager1', { method: 'GET', url: '/api/dashboard/stats' });
    const sum = (s: { days: { tests: number; newConsumers: number }[] }) =>
      s.days.reduce((n, d) => n + d.tests + d.newConsumers, 0);
    expect(sum(after)).toBe(sum(before));
    expect(after.scoreDistribution).toEqual(before.scoreDistribution);
    // The platform's own sums agree with its stores' after every write.
    const total = async (table: string) =>
      Number(
        (
          (await t.db.execute(sql.raw(`select coalesce(sum(tests), 0) as n from ${table}`))) as unknown as {
            rows: { n: unknown }[];
          }
        ).rows[0].n,
      );
    expect(await total('platform_daily_stats')).toBe(await total('store_daily_stats'));
    // Tenth by tenth of every dimension: the platform's rows (one per tenth) against the stores'
    // (a dimension's ten tenths side by side).
    const spread = async (query: string) =>
      ((await t.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
    const platformSpread = await spread(`select disease_id, bucket, sum(tests)::int as n
      from platform_score_buckets group by 1, 2 having sum(tests) > 0 order by 1, 2`);
    expect(platformSpread.length).toBeGreaterThan(0);
    expect(platformSpread).toEqual(
      await spread(`select disease_id, b as bucket, sum((array[t0, t1, t2, t3, t4, t5, t6, t7, t8, t9])[b + 1])::int as n
        from store_score_spread cross join generate_series(0, 9) b group by 1, 2
        having sum((array[t0, t1, t2, t3, t4, t5, t6, t7, t8, t9])[b + 1]) > 0 order by 1, 2`),
    );
  });
});

describe('reports follow the advice in force', () => {
  it("an agent's override reaches the reports of its stores, and no other agent's", async () => {
    const pores = (
      await data('admin', { method: 'GET', url: '/api/disease', query: { pageSize: '20' } })
    ).list.find((d: { code: string }) => d.code === 'pores');
    const slots = (
      await data('admin', {
        method: 'GET',
        url: '/api/disease-detail',
        query: { pageSize: '50', diseaseId: String(pores.id) },
      })
    ).list as { id: number }[];
    for (const slot of slots)
      await data('agent1', {
        method: 'PATCH',
        url: '/api/disease-detail',
        payload: { id: slot.id, solution: 'East China pores care' },
      });
    const reportOf = async (store: string, clientId: string, phone: string) => {
      const { headers } = await deviceOf(store);
      const stored = (await upload(headers, aTest(clientId, phone), threeFaces())).json().data;
      const report = await data('admin', { method: 'GET', url: `/api/test-record/id/${stored.id}/report` });
      return report.problems.find((p: { code: string }) => p.code === 'pores');
    };
    const lotus = await reportOf('Lotus Beauty Xuhui', 'override-1', '13912340008');
    // A Madrid analyzer registers a Spanish phone, as the store's own country writes it.
    const rosa = await reportOf('Rosa Skin Madrid', 'override-2', '612340009');
    expect(lotus.solution).toBe('East China pores care');
    expect(rosa.solution).toBeTruthy();
    expect(rosa.solution).not.toBe('East China pores care');
    // The report is kept as made: restoring the original leaves the Lotus report as it was, and
    // the store's next test reads the original again.
    for (const slot of slots)
      await data('agent1', { method: 'PATCH', url: '/api/disease-detail/restore', payload: { id: slot.id } });
    const again = await reportOf('Lotus Beauty Xuhui', 'override-1', '13912340008');
    expect(again.solution).toBe('East China pores care');
    const next = await reportOf('Lotus Beauty Xuhui', 'override-3', '13912340008');
    expect(next.solution).toBe(rosa.solution);
  });
});

describe('dashboard statistics', () => {
  it("count a new test in its store's scope only", async () => {
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const tests = (s: { days: { tests: number }[] }) => s.days.reduce((n, d) => n + d.tests, 0);
    const [lotus, rosa, admin] = await Promise.all(
      ['manager1', 'manager2', 'admin'].map((u) => data(u, { method: 'GET', url: '/api/dashboard/stats' })),
    );
    const today = new Date().toISOString();
    await upload(headers, { ...aTest('stats-1', '13912340007'), testedAt: today }, threeFaces());
    const [lotus2, rosa2, admin2] = await Promise.all(
      ['manager1', 'manager2', 'admin'].map((u) => data(u, { method: 'GET', url: '/api/dashboard/stats' })),
    );
    expect(tests(lotus2)).toBe(tests(lotus) + 1);
    expect(tests(rosa2)).toBe(tests(rosa));
    expect(tests(admin2)).toBe(tests(admin) + 1);
    expect(rosa2.topStores.map((s: { name: string }) => s.name)).not.toContain('Lotus Beauty Xuhui');
    expect(lotus2.topStores[0]).toMatchObject({ name: 'Lotus Beauty Xuhui' });
    expect(lotus2.devicesByState.find((d: { state: string }) => d.state === 'bound').count).toBeGreaterThan(
      0,
    );
    // The days run oldest first and end today (UTC).
    expect(lotus2.days).toHaveLength(30);
    expect(lotus2.days.at(-1).day).toBe(today.slice(0, 10));
  });

  it('answer the views of one caller asked together alike, each caller its own, with every test written before', async () => {
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const tests = (s: { days: { tests: number }[] }) => s.days.reduce((n, d) => n + d.tests, 0);
    const view = (user: string) => data(user, { method: 'GET', url: '/api/dashboard/stats' });
    const [lotus, rosa] = [await view('manager1'), await view('manager2')];
    // A view still out while a test is written: the views asked after the write count it.
    const out = view('manager1');
    await upload(
      headers,
      { ...aTest('stats-shared', '13912340018'), testedAt: new Date().toISOString() },
      threeFaces(),
    );
    const [one, two, other] = await Promise.all([view('manager1'), view('manager1'), view('manager2')]);
    expect(tests(one)).toBe(tests(lotus) + 1);
    expect(two).toEqual(one);
    expect(tests(other)).toBe(tests(rosa));
    expect(other.topStores).toEqual(rosa.topStores);
    expect([tests(lotus), tests(lotus) + 1]).toContain(tests(await out));
  });

  it("agree with the caller's own tests: the days, the top stores and the score spread", async () => {
    const from = (await data('admin', { method: 'GET', url: '/api/dashboard/stats' })).days[0].day;
    for (const user of ['admin', 'agent1', 'merchant2', 'manager1']) {
      const stats = await data(user, { method: 'GET', url: '/api/dashboard/stats' });
      // The stores the caller sees, from its store list; the figures worked out from the tests.
      const stores = (await data(user, { method: 'GET', url: '/api/store', query: { pageSize: '500' } }))
        .list;
      const ids = sql.raw(stores.map((s: { id: number }) => s.id).join(',') || 'null');
      const rows = async (q: ReturnType<typeof sql>) =>
        ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
          Object.fromEntries(
            Object.entries(r).map(([k, v]) => [k, k === 'name' || k === 'day' ? v : Number(v)]),
          ),
        );
      const days = await rows(sql`select to_char((tested_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
          count(*) as tests from test_records
        where store_id in (${ids}) and tested_at >= ${from}::date group by 1 order by 1`);
      expect(
        stats.days
          .filter((d: { tests: number }) => d.tests > 0)
          .map((d: { day: string; tests: number }) => ({ day: d.day, tests: d.tests })),
        user,
      ).toEqual(days);
      const top = await rows(sql`select s.id as "storeId", s.name as name, count(*) as tests
        from test_records r join stores s on s.id = r.store_id
        where r.store_id in (${ids}) and r.tested_at >= ${from}::date
        group by s.id, s.name order by 3 desc, 1 limit 10`);
      expect(stats.topStores, user).toEqual(top);
      const spread = await rows(sql`select sc.disease_id as "diseaseId", least(sc.score / 10, 9) as bucket,
          count(*) as tests
        from test_records r join test_scores sc on sc.test_id = r.id join diseases d on d.id = sc.disease_id
        where r.store_id in (${ids}) group by d.sort, 1, 2 order by d.sort, 1, 2`);
      const shown = stats.scoreDistribution.flatMap((d: { diseaseId: number; buckets: number[] }) =>
        d.buckets.flatMap((tests, bucket) => (tests ? [{ diseaseId: d.diseaseId, bucket, tests }] : [])),
      );
      expect(shown, user).toEqual(spread);
      // Each of these callers has tests in the demo: the comparison is never of two empty lists.
      expect(
        [days.length, top.length, spread.length].every((n) => n > 0),
        user,
      ).toBe(true);
    }
  });

  it('count devices by state as the device list of each caller totals them', async () => {
    for (const user of ['admin', 'agent1', 'merchant2', 'manager1']) {
      const stats = await data(user, { method: 'GET', url: '/api/dashboard/stats' });
      for (const state of DEVICE_STATES) {
        const page = await data(user, {
          method: 'GET',
          url: `/api/device?pageNum=1&pageSize=10&state=${state}`,
        });
        expect(
          stats.devicesByState.find((d: { state: string }) => d.state === state),
          `${user} ${state}`,
        ).toEqual({
          state,
          count: page.total,
          capped: false,
        });
      }
    }
  });

  it('count the devices of every state exactly, past the cap at which the lists stop counting', async () => {
    const inStock = async (user: string) =>
      (await data(user, { method: 'GET', url: '/api/dashboard/stats' })).devicesByState.find(
        (d: { state: string }) => d.state === 'in_stock',
      );
    const [merchant, agent] = [await inStock('merchant1'), await inStock('agent1')];
    await t.db.execute(newDevices(COUNT_CAP + 5, 'KS-CAP-', inStoreOf('merchant1')));
    try {
      expect(await inStock('merchant1')).toEqual({ ...merchant, count: merchant.count + COUNT_CAP + 5 });
      expect(await inStock('agent1')).toEqual({ ...agent, count: agent.count + COUNT_CAP + 5 });
      // The device list of the same state stops at the cap.
      const page = await data('merchant1', {
        method: 'GET',
        url: '/api/device?pageNum=1&pageSize=10&state=in_stock',
      });
      expect(page.total).toBe(COUNT_CAP + 1);
    } finally {
      await t.db.execute(sql`delete from devices where serial_number like 'KS-CAP-%'`);
    }
    expect(await inStock('merchant1')).toEqual(merchant);
  });
});
