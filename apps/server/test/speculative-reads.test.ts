import { Code } from '@skin/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createTestApp } from './harness';

/**
 * The standard reads (lists, options, one by id) start with the caller of the session's previous
 * request while this request's caller is read (plugins/auth.ts). These are the cases where that
 * guess is wrong: the caller as read must decide every answer, as if there had been no guess.
 */
const t = await createTestApp();

const call = (token: string, url: string, method = 'GET', payload?: object) =>
  t.app.inject({ method: method as never, url, payload, headers: { authorization: `Bearer ${token}` } });
const tokenOf = async (username: string) => (await t.login(username)).access_token;
const admin = await tokenOf('admin');
const data = async (url: string, method = 'GET', payload?: object) => {
  const res = await call(admin, url, method, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const merchantRole = async () =>
  ((await data('/api/ums-role/all')) as { id: number; label: string }[]).find((r) => r.label === 'Merchant')!
    .id;
/** A store the caller cannot see (outside its subtree): the first of the platform's it is refused. */
const foreignStore = async (token: string) => {
  for (const { id } of (await data('/api/store?pageSize=50')).list as { id: number }[])
    if ((await call(token, `/api/store/id/${id}`)).statusCode === 404) return id;
  throw new Error('every store is in sight');
};

afterEach(() => vi.restoreAllMocks());

describe('reads that start with the caller of the previous request', () => {
  it('read the caller of every request all the same, and answer as without the guess', async () => {
    const token = await tokenOf('merchant1');
    const first = await call(token, '/api/store?pageSize=5');
    const load = vi.spyOn(t.app.ctx.actors, 'load');
    const again = await call(token, '/api/store?pageSize=5');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const one = (first.json().data.list as { id: number }[])[0].id;
    expect((await call(token, `/api/store/id/${one}`)).json().data.id).toBe(one);
    expect(load).toHaveBeenCalledTimes(2);
    // Nothing changed: the caller as read is the guess itself, so the read ran once.
    const { userId, sessionId } = await t.app.ctx.tokens.verify(token);
    const guess = t.app.ctx.actors.kept(userId, sessionId);
    expect(guess).toBeDefined();
    expect(await t.app.ctx.actors.load(userId, sessionId)).toBe(guess);
  });

  it('refuse a signed-out session, and a disabled user, though their previous read was answered', async () => {
    const token = await tokenOf('agent2');
    expect((await call(token, '/api/store?pageSize=5')).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    for (const url of ['/api/store?pageSize=5', '/api/store/options']) {
      const res = await call(token, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(Code.revokedToken);
    }

    const manager = await tokenOf('manager2');
    expect((await call(manager, '/api/device?pageSize=5')).statusCode).toBe(200);
    const { userId } = await t.app.ctx.tokens.verify(manager);
    await data('/api/ums-user/enable', 'PATCH', { id: userId, state: 0 });
    try {
      const res = await call(manager, '/api/device?pageSize=5');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(Code.sessionEnded);
    } finally {
      await data('/api/ums-user/enable', 'PATCH', { id: userId, state: 1 });
    }
  });

  it('refuse a caller whose role lost the permission since, and record the refusal', async () => {
    const merchant = await merchantRole();
    const token = await tokenOf('merchant1');
    expect((await call(token, '/api/store?pageSize=5')).statusCode).toBe(200);
    const buttons = (await data('/api/ums-button?pageSize=500')).list as { id: number; perm: string }[];
    const storeQuery = buttons.find((b) => b.perm === 'business:store:query')!.id;
    const before = (await data(`/api/ums-role/${merchant}/grants`)).buttonIds as number[];
    expect(before).toContain(storeQuery);
    await data('/api/ums-role/buttons', 'PUT', {
      roleId: merchant,
      ids: before.filter((b) => b !== storeQuery),
    });
    try {
      const res = await call(token, '/api/store?pageSize=5');
      expect(res.statusCode, res.body).toBe(403);
      const denied = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.outcome, 'denied'), eq(auditLog.action, 'GET /api/store')));
      expect(denied.length).toBeGreaterThan(0);
    } finally {
      await data('/api/ums-role/buttons', 'PUT', { roleId: merchant, ids: before });
    }
    expect((await call(token, '/api/store?pageSize=5')).statusCode).toBe(200);
  });

  it("answer for the caller's data scope as it is now, for rows the guess could not see", async () => {
    const merchant = await merchantRole();
    const token = await tokenOf('merchant1');
    const foreign = await foreignStore(token);
    const all = (await data('/api/store')).total as number;
    expect((await call(token, `/api/store/id/${foreign}`)).statusCode).toBe(404);
    await data('/api/ums-role', 'PATCH', { id: merchant, dataScope: 1 });
    try {
      const one = await call(token, `/api/store/id/${foreign}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().data.id).toBe(foreign);
      expect((await call(token, '/api/store')).json().data.total).toBe(all);
    } finally {
      await data('/api/ums-role', 'PATCH', { id: merchant, dataScope: 2 });
    }
    // And narrowed again: the guess (all of the platform) is wrong the other way.
    expect((await call(token, `/api/store/id/${foreign}`)).statusCode).toBe(404);
    expect((await call(token, '/api/store')).json().data.total).toBeLessThan(all);
  });

  it('refuse the caller before its input: a signed-out session with a bad page number is 401', async () => {
    const token = await tokenOf('merchant2');
    expect((await call(token, '/api/store?pageSize=5')).statusCode).toBe(200);
    const bad = await call(token, '/api/store?pageSize=5&pageNum=x');
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/oauth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    const res = await call(token, '/api/store?pageSize=5&pageNum=x');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(Code.revokedToken);
  });
});
