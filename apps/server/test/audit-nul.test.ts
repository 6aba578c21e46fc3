import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createTestApp } from './harness';

/**
 * A NUL character in a request is refused as bad input, and the refused write is still audited:
 * PostgreSQL text cannot hold a NUL, so the audit row holds U+FFFD in its place.
 */
const t = await createTestApp();
const rowsOf = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
const lastOf = async (action: string) => (await rowsOf(action))[0];

describe('a NUL in an audited value', () => {
  it('a path id with %00 still leaves its audit row', async () => {
    const before = (await rowsOf('DELETE /api/goods/id/:id')).length;
    const res = await t.as('admin', { method: 'DELETE', url: '/api/goods/id/7%00' });
    expect(res.statusCode, res.body).toBe(400);
    expect(await rowsOf('DELETE /api/goods/id/:id')).toHaveLength(before + 1);
    expect(await lastOf('DELETE /api/goods/id/:id')).toMatchObject({ outcome: 'failed', target: '7\uFFFD' });
  });

  it('a body id with a NUL still leaves its audit row', async () => {
    const before = (await rowsOf('PATCH /api/device')).length;
    const res = await t.as('admin', {
      method: 'PATCH',
      url: '/api/device',
      payload: { id: 'a\u0000b', remark: 'x\u0000' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(await rowsOf('PATCH /api/device')).toHaveLength(before + 1);
    expect(await lastOf('PATCH /api/device')).toMatchObject({
      outcome: 'failed',
      target: 'a\uFFFDb',
      actorName: 'admin',
      detail: { status: 400 },
    });
  });

  it('a NUL in the detail and the actor name is replaced too', async () => {
    const req = { ip: '127.0.0.1', actorOrNull: null } as never;
    await t.app.ctx.audit.record(req, {
      action: 'nul check',
      outcome: 'failed',
      target: 'x\u0000',
      actor: { id: null, name: 'who\u0000' },
      detail: { 'k\u0000': 'v\u0000', list: ['\u0000'], nested: { n: 1, s: '\u0000\u0000' } },
    });
    const row = await lastOf('nul check');
    expect(row).toMatchObject({
      actorName: 'who\uFFFD',
      target: 'x\uFFFD',
      detail: { 'k\uFFFD': 'v\uFFFD', list: ['\uFFFD'], nested: { n: 1, s: '\uFFFD\uFFFD' } },
    });
  });
});
