import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faceImage } from '../src/demo/face-image';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';

/**
 * A report's public link (docs/skin-tests.md, "Shared reports"): made and withdrawn by those who
 * may read the test, it opens that one report without an account, its photos only through it,
 * and nothing else; a withdrawn, expired or unknown link says which.
 */
const t = await createTestApp();
const { deviceOf, upload } = deviceUploads(t);
const PHONE = '13912349977';
let uploads = 0;

/** A test of the Lotus Xuhui store with a healthy, a mild and a severe dimension; its id. */
async function uploadTest() {
  const { headers } = await deviceOf('Lotus Beauty Xuhui');
  const res = await upload(
    headers,
    {
      clientId: `share-${++uploads}`,
      consumer: { phone: PHONE, name: 'Shared Report' },
      facePosition: 'front',
      testedAt: '2026-11-20T09:30:00+08:00',
      scores: [
        { code: 'pores', score: 88 },
        { code: 'spots', score: 65 },
        { code: 'acne', score: 20 },
      ],
      images: [{ indexNo: 1, position: 'front', part: 'f' }],
    },
    { f: faceImage({ typeIndex: 1, position: 'front', seed: uploads }) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}
const anonymous = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const share = async (user: string, id: number) => {
  const res = await t.as(user, { method: 'POST', url: `/api/test-record/id/${id}/share` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; createdAt: string; expiresAt: string };
};
/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [...(Array.isArray(value) ? [] : [k]), ...keysOf(v)])
    : [];

describe('shared reports', () => {
  it('tells problems from healthy areas by the levels, with a severity each', async () => {
    const id = await uploadTest();
    const report = (await t.as('manager1', { method: 'GET', url: `/api/test-record/id/${id}/report` })).json()
      .data;
    // Demo levels: Severe 0-39, Moderate 40-59, Mild 60-79, Healthy 80-100.
    expect(report.problems.map((p: { code: string; severity: number }) => [p.code, p.severity])).toEqual([
      ['acne', 3],
      ['spots', 1],
      ['pores', 0],
    ]);
    expect(report.store).toMatchObject({ name: 'Lotus Beauty Xuhui' });
  });

  it('opens the one report without an account, with no ids and no phone, its photos only through the link', async () => {
    const id = await uploadTest();
    const other = await uploadTest();
    const made = await share('manager1', id);
    expect(made.token).toMatch(/^[\w-]{43}$/);
    // 30 days from now.
    const days = (Date.parse(made.expiresAt) - Date.parse(made.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);
    // Only the token's hash is kept.
    const { rows } = (await t.db.execute(
      sql`select token_hash from report_shares where test_id = ${id}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(made.token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(made.token);

    const res = await anonymous(`/api/shared-report/${made.token}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report.consumer).toEqual({ name: 'Shared Report', sex: 'secrecy', age: null });
    expect(report.store.name).toBe('Lotus Beauty Xuhui');
    expect(report.problems.map((p: { code: string }) => p.code)).toEqual(['acne', 'spots', 'pores']);
    expect(report.expiresAt).toBe(made.expiresAt);
    expect(res.body).not.toContain(PHONE);
    expect(keysOf(report).filter((k) => /^id$|Id$/.test(k))).toEqual([]);

    // Its photo, through the link and nowhere else.
    const photo = report.images[0].url as string;
    expect(photo).toMatch(new RegExp(`^/api/shared-report/${made.token}/files/[\\w-]+$`));
    expect((await anonymous(photo)).statusCode).toBe(200);
    expect((await anonymous(report.images[0].thumbnailUrl)).statusCode).toBe(200);
    const fileId = photo.split('/').pop()!;
    expect((await anonymous(`/api/files/${fileId}`)).statusCode).toBe(404);
    // Another test's photo of the same store is not the link's.
    const otherReport = (
      await t.as('manager1', { method: 'GET', url: `/api/test-record/id/${other}/report` })
    ).json().data;
    const otherFile = (otherReport.images[0].url as string).split('?')[0].split('/').pop();
    expect((await anonymous(`/api/shared-report/${made.token}/files/${otherFile}`)).statusCode).toBe(404);
    // The token opens no other route: as a bearer token it is no token at all.
    for (const url of ['/api/test-record', `/api/test-record/id/${id}/report`, `/api/files/${fileId}`])
      expect((await anonymous(url, { authorization: `Bearer ${made.token}` })).statusCode).toBe(401);
  });

  it('says a link is withdrawn, expired or unknown, and its photos stop with it', async () => {
    const id = await uploadTest();
    const first = await share('manager1', id);
    const photo = (await anonymous(`/api/shared-report/${first.token}`)).json().data.images[0].url;
    const refusal = async (token: string) => {
      const res = await anonymous(`/api/shared-report/${token}`);
      return [res.statusCode, res.json().data?.message?.key];
    };
    // A new link withdraws the one before.
    const second = await share('manager1', id);
    expect(await refusal(first.token)).toEqual([404, 'sharedReportRevoked']);
    expect((await anonymous(photo)).statusCode).toBe(404);
    expect(
      (await t.as('manager1', { method: 'GET', url: `/api/test-record/id/${id}/share` })).json().data,
    ).toEqual({ createdAt: second.createdAt, expiresAt: second.expiresAt });

    await t.db.execute(
      sql`update report_shares set expires_at = now() - interval '1 minute' where test_id = ${id}`,
    );
    expect(await refusal(second.token)).toEqual([404, 'sharedReportExpired']);
    expect(
      (await t.as('manager1', { method: 'GET', url: `/api/test-record/id/${id}/share` })).json().data,
    ).toBeNull();

    const third = await share('merchant1', id);
    expect((await anonymous(`/api/shared-report/${third.token}`)).statusCode).toBe(200);
    const revoked = await t.as('manager1', { method: 'DELETE', url: `/api/test-record/id/${id}/share` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await refusal(third.token)).toEqual([404, 'sharedReportRevoked']);

    expect(await refusal('A'.repeat(43))).toEqual([404, 'sharedReportNotFound']);
    expect((await anonymous('/api/shared-report/short')).statusCode).toBe(400);
  });

  it('is made by those who read the test: an agent may, another store and a salesperson may not', async () => {
    const id = await uploadTest();
    expect((await share('agent1', id)).token).toBeTruthy();
    const foreign = await t.as('manager2', { method: 'POST', url: `/api/test-record/id/${id}/share` });
    expect(foreign.statusCode).toBe(404);
    const sales = await t.as('sales1', { method: 'POST', url: `/api/test-record/id/${id}/share` });
    expect(sales.statusCode).toBe(403);
  });
});
