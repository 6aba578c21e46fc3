import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faceImage } from '../src/demo/face-image';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';

/**
 * A consumer with tests is archived, not deleted; platform staff erase one on purpose, with its
 * tests, reports and photos, once the number of tests is confirmed (docs/skin-tests.md, "Consumers").
 */
const t = await createTestApp();
const { deviceOf, upload } = deviceUploads(t);
const call = async (
  user: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const res = await t.as(user, { method, url, payload });
  return { status: res.statusCode, body: res.json() };
};
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0].n);
let tests = 0;
const uploadFor = async (phone: string) => {
  const { headers } = await deviceOf('Lotus Beauty Xuhui');
  const res = await upload(
    headers,
    {
      clientId: `archive-${++tests}`,
      consumer: { phone, name: 'Archived Person' },
      facePosition: 'front',
      testedAt: '2026-11-21T10:00:00+08:00',
      scores: [{ code: 'pores', score: 40 }],
      images: [{ indexNo: 1, position: 'front', part: 'f' }],
    },
    { f: faceImage({ typeIndex: 1, position: 'front', seed: 3 }) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};
const byPhone = async (phone: string, archived = 0) =>
  (await call('manager1', 'GET', `/api/consumer?phone=${phone}&archived=${archived}`)).body.data.list as {
    id: number;
    name: string;
    archived: boolean;
    testCount: number;
  }[];

describe('consumers with tests', () => {
  it('are archived, not deleted: out of the lists and selectors, tests and reports kept, back with a new test', async () => {
    const phone = '13912348801';
    const testId = await uploadFor(phone);
    const [consumer] = await byPhone(phone);
    expect(consumer.archived).toBe(false);

    const refused = await call('manager1', 'DELETE', `/api/consumer/id/${consumer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.data.message).toEqual({
      key: 'consumerHasTests',
      params: { name: consumer.name, tests: 1 },
    });
    expect(await count(sql`select count(*) as n from consumers where id = ${consumer.id}`)).toBe(1);

    expect(
      (await call('manager1', 'PATCH', '/api/consumer/archive', { id: consumer.id, archived: true })).status,
    ).toBe(200);
    expect(await byPhone(phone)).toEqual([]);
    expect((await byPhone(phone, 1)).map((c) => [c.id, c.archived])).toEqual([[consumer.id, true]]);
    // The pickers no longer offer them, but still name them where they are chosen already.
    expect((await call('manager1', 'GET', `/api/consumer/options?q=${phone}`)).body.data.items).toEqual([]);
    const named = (await call('manager1', 'GET', `/api/consumer/options?ids=${consumer.id}`)).body.data.items;
    expect(named.map((c: { id: number }) => c.id)).toEqual([consumer.id]);
    expect((await call('manager1', 'GET', `/api/test-record/id/${testId}/report`)).status).toBe(200);
    // An agent may read consumers but not archive them.
    expect(
      (await call('agent1', 'PATCH', '/api/consumer/archive', { id: consumer.id, archived: false })).status,
    ).toBe(403);

    await uploadFor(phone);
    const [back] = await byPhone(phone);
    expect([back.id, back.archived, back.testCount]).toEqual([consumer.id, false, 2]);
  });

  it('are erased only by platform staff, with the number of tests confirmed; one without tests is deleted', async () => {
    const phone = '13912348802';
    const testId = await uploadFor(phone);
    const [consumer] = await byPhone(phone);
    expect(
      (await call('manager1', 'POST', `/api/consumer/id/${consumer.id}/erase`, { tests: 1 })).status,
    ).toBe(403);
    const stale = await call('admin', 'POST', `/api/consumer/id/${consumer.id}/erase`, { tests: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.message).toEqual({ key: 'eraseCountChanged', params: { tests: 1, confirmed: 0 } });
    expect(await count(sql`select count(*) as n from test_records where id = ${testId}`)).toBe(1);

    expect((await call('admin', 'POST', `/api/consumer/id/${consumer.id}/erase`, { tests: 1 })).status).toBe(
      200,
    );
    expect(await count(sql`select count(*) as n from consumers where id = ${consumer.id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from test_records where id = ${testId}`)).toBe(0);
    expect(await count(sql`select count(*) as n from test_reports where test_id = ${testId}`)).toBe(0);
    expect((await call('admin', 'POST', `/api/consumer/id/${consumer.id}/erase`, { tests: 1 })).status).toBe(
      404,
    );

    const [store] = (await call('manager1', 'GET', '/api/store')).body.data.list;
    const made = await call('manager1', 'POST', '/api/consumer', {
      storeId: store.id,
      name: 'Never tested',
      phone: '13912348803',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await call('manager1', 'DELETE', `/api/consumer/id/${made.body.data.id}`)).status).toBe(200);
  });
});
