import { TEST_EXPORT_LIMIT } from '@skin/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';

/**
 * A consumer's problems to improve and score trends, and the test export with a column per
 * dimension, through the real routes (docs/skin-tests.md).
 */
const t = await createTestApp();
const { deviceOf, upload } = deviceUploads(t);
const data = async (user: string, url: string, query?: Record<string, string>) => {
  const res = await t.as(user, { method: 'GET', url, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

const PHONE = '13955550001';
/** Three visits, oldest first: pores and moisture stay below the healthy level (80), acne reaches it. */
const VISITS = [
  { at: '2026-09-01T10:00:00+08:00', pores: 35, acne: 72, moisture: 90 },
  { at: '2026-10-01T10:00:00+08:00', pores: 50, acne: 85, moisture: 60 },
  { at: '2026-11-01T10:00:00+08:00', pores: 62, acne: 81, moisture: 79 },
];
const { headers, store } = await deviceOf('Lotus Beauty Xuhui');
const ids: number[] = [];
for (const [n, v] of VISITS.entries()) {
  const res = await upload(
    headers,
    {
      clientId: `trend-${n}`,
      consumer: { phone: PHONE, name: 'Trend Consumer' },
      facePosition: 'front',
      testedAt: v.at,
      scores: [
        { code: 'pores', score: v.pores },
        { code: 'acne', score: v.acne },
        { code: 'moisture', score: v.moisture },
      ],
      images: [],
    },
    {},
  );
  expect(res.statusCode, res.body).toBe(200);
  ids.push(res.json().data.id);
}
const consumer = (await data('manager1', '/api/consumer', { phone: PHONE })).list[0];

describe("a consumer's detail", () => {
  it('names the problems to improve: the questions chosen and the latest report below the healthy level', async () => {
    const questions = await rows<{ id: number; name: string }>(
      sql`select id, name from questions order by sort, id limit 2`,
    );
    const chosen = await t.as('manager1', {
      method: 'PATCH',
      url: '/api/consumer',
      // Chosen in the other order: the detail lists them in the questions' own order.
      payload: { id: consumer.id, problemIds: questions.map((q) => q.id).reverse() },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const problems = await data('manager1', `/api/consumer/id/${consumer.id}/problems`);
    // With their translations, for the console to name them in its reader's language.
    expect(problems.chosen).toMatchObject(questions);
    expect(problems.chosen[0].translations.name.de).toBeTruthy();
    expect(problems.latest.testId).toBe(ids[2]);
    expect(new Date(problems.latest.testedAt).toISOString()).toBe(new Date(VISITS[2].at).toISOString());
    // Worst first; acne (81) is healthy and left out.
    expect(problems.latest.problems.map((p: { code: string; score: number }) => [p.code, p.score])).toEqual([
      ['pores', 62],
      ['moisture', 79],
    ]);
    expect(problems.latest.problems[0]).toMatchObject({ nameEn: 'Pores', level: { name: '轻度 Mild' } });
  });

  it('has no problems to improve before a first test or choice, and none for another store', async () => {
    const store2 = (await data('manager1', '/api/store')).list[0];
    const made = await t.as('manager1', {
      method: 'POST',
      url: '/api/consumer',
      payload: { storeId: store2.id, name: 'New Consumer', phone: '13955550002' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(await data('manager1', `/api/consumer/id/${made.json().data.id}/problems`)).toEqual({
      chosen: [],
      latest: null,
    });
    for (const path of ['problems', 'tests'])
      expect(
        (await t.as('manager2', { method: 'GET', url: `/api/consumer/id/${consumer.id}/${path}` }))
          .statusCode,
      ).toBe(404);
  });

  it("gives the trends' tests oldest first and the dimensions they score, in the catalogue's order", async () => {
    const timeline = await data('manager1', `/api/consumer/id/${consumer.id}/tests`);
    expect(timeline.tests.map((x: { id: number }) => x.id)).toEqual(ids);
    expect(timeline.tests[1].scores).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ score: 85 }),
        expect.objectContaining({ score: 60 }),
      ]),
    );
    expect(timeline.dimensions.map((d: { code: string; nameEn: string }) => [d.code, d.nameEn])).toEqual([
      ['pores', 'Pores'],
      ['acne', 'Acne'],
      ['moisture', 'Moisture'],
    ]);
  });
});

describe('the test export', () => {
  it("answers each test with its scores, and every dimension as a column in the catalogue's order", async () => {
    const page = await data('manager1', '/api/test-record/export', {
      consumerId: String(consumer.id),
      pageSize: '500',
      sort: 'score',
      order: 'asc',
    });
    const catalogue = await rows<{ id: number; code: string }>(
      sql`select id, code from diseases order by sort, id`,
    );
    expect(page.dimensions.map((d: { code: string }) => d.code)).toEqual(catalogue.map((d) => d.code));
    expect(page.total).toBe(3);
    // The list's sort holds: composite scores 66, 65 and 74, ascending.
    expect(page.list.map((r: { id: number; score: number }) => [r.id, r.score])).toEqual([
      [ids[1], 65],
      [ids[0], 66],
      [ids[2], 74],
    ]);
    const code = new Map(catalogue.map((d) => [d.id, d.code]));
    const scores = (r: { scores: { diseaseId: number; score: number }[] }) =>
      Object.fromEntries(r.scores.map((s) => [code.get(s.diseaseId), s.score]));
    expect(scores(page.list[2])).toEqual({ pores: 62, acne: 81, moisture: 79 });
    expect(page.list[0]).toMatchObject({ name: 'Trend Consumer', storeName: 'Lotus Beauty Xuhui' });
  });

  it('keeps to what the caller sees', async () => {
    const page = await data('manager2', '/api/test-record/export', { pageSize: '500' });
    expect(page.list.length).toBeGreaterThan(0);
    expect(new Set(page.list.map((r: { storeName: string }) => r.storeName))).toEqual(
      new Set(['Rosa Skin Madrid']),
    );
    expect(page.list.some((r: { consumerId: number }) => r.consumerId === consumer.id)).toBe(false);
  });

  it(`refuses more than ${TEST_EXPORT_LIMIT} matching tests with a message, and exports once narrowed`, async () => {
    // Copies of a test in 2001, enough to pass the limit by one.
    await t.db.execute(sql`insert into test_records
      (store_id, consumer_id, device_id, client_id, face_position, score, tested_at)
      select store_id, consumer_id, device_id, 'bulk-' || g, face_position, score,
        timestamptz '2001-01-01T00:00:00Z' + g * interval '1 hour'
      from test_records, generate_series(1, ${TEST_EXPORT_LIMIT + 1}) g where id = ${ids[0]}`);
    const refused = await t.as('manager1', {
      method: 'GET',
      url: '/api/test-record/export',
      query: { testedFrom: '2001-01-01', testedTo: '2001-12-31', pageSize: '500' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.message).toEqual({
      key: 'testExportTooLarge',
      params: { limit: TEST_EXPORT_LIMIT },
    });
    expect(refused.json().msg).toContain(`More than ${TEST_EXPORT_LIMIT} tests match`);
    // The whole store's tests are refused as well; its first month of 2001 is exported.
    const all = await t.as('manager1', {
      method: 'GET',
      url: '/api/test-record/export',
      query: { pageSize: '500' },
    });
    expect(all.statusCode).toBe(400);
    const month = await data('manager1', '/api/test-record/export', {
      testedFrom: '2001-01-01',
      testedTo: '2001-01-31',
      storeId: String(store.id),
      pageSize: '500',
    });
    expect(month.total).toBe(31 * 24 - 1);
    expect(month.list).toHaveLength(500);
  });
});
