import { Code } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './config';
import { createTestApp } from './harness';
import { callerStatements, onPostgres, statementsOf } from './statements';

/**
 * The caller's grants are cached per instance, and every change that matters is in force on the
 * next request, on every instance: on PostgreSQL a second instance shares the test database and
 * has already served the same token (its cache is warm) when the change is made on the first.
 */
const t = await createTestApp();

async function secondInstance(): Promise<FastifyInstance | undefined> {
  if (!onPostgres) return undefined; // PGlite belongs to one process: one instance.
  const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  const app = await buildApp(testConfig(), { database: { url: url.toString(), poolMax: 2 }, logger: false });
  afterAll(() => app.close());
  return app;
}
const other = await secondInstance();
const instances = [t.app, ...(other ? [other] : [])];
/** The instance that makes a change and the one that did not (the same one on PGlite). */
const [first, second] = [t.app, other ?? t.app];

const tokenOf = async (username: string, password?: string) =>
  (await t.login(username, password)).access_token;
const call = (app: FastifyInstance, token: string, method: string, url: string, payload?: object) =>
  app.inject({ method: method as never, url, payload, headers: { authorization: `Bearer ${token}` } });
/** The status of the same request on every instance. */
const everywhere = async (token: string, url: string) =>
  Promise.all(instances.map(async (app) => (await call(app, token, 'GET', url)).statusCode));
const admin = await tokenOf('admin');
const data = async (app: FastifyInstance, url: string, method = 'GET', payload?: object) => {
  const res = await call(app, admin, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const merchantRole = async () =>
  ((await data(first, '/api/ums-role/all')) as { id: number; label: string }[]).find(
    (r) => r.label === 'Merchant',
  )!.id;
const DICTS = '/api/youlai-admin/api.admin/v1/dicts';

describe('grants cache', () => {
  it('a button permission granted or taken away is in force on the next request, everywhere', async () => {
    expect(instances).toHaveLength(onPostgres ? 2 : 1);
    const merchant = await merchantRole();
    const buttons = (await data(first, '/api/ums-button?pageSize=500')).list as {
      id: number;
      perm: string;
    }[];
    const dictQuery = buttons.find((b) => b.perm === 'system:dict:query')!.id;
    const token = await tokenOf('merchant1');
    // Every instance serves the merchant first: its role's grants are cached there.
    expect(await everywhere(token, '/api/store')).toEqual(instances.map(() => 200));
    expect(await everywhere(token, DICTS)).toEqual(instances.map(() => 403));

    const before = (await data(first, `/api/ums-role/${merchant}/grants`)).buttonIds as number[];
    await data(first, '/api/ums-role/buttons', 'PUT', { roleId: merchant, ids: [...before, dictQuery] });
    expect(await everywhere(token, DICTS)).toEqual(instances.map(() => 200));
    expect((await call(second, token, 'GET', '/api/ums-user/me')).json().data.perms).toContain(
      'system:dict:query',
    );

    // Renaming a held button changes what its holders are granted (a trigger on buttons).
    await data(first, '/api/ums-button', 'PATCH', { id: dictQuery, perm: 'system:dict:query-renamed' });
    expect(await everywhere(token, DICTS)).toEqual(instances.map(() => 403));
    await data(first, '/api/ums-button', 'PATCH', { id: dictQuery, perm: 'system:dict:query' });
    expect(await everywhere(token, DICTS)).toEqual(instances.map(() => 200));

    // Taken away on the other instance this time.
    await data(second, '/api/ums-role/buttons', 'PUT', { roleId: merchant, ids: before });
    expect(await everywhere(token, DICTS)).toEqual(instances.map(() => 403));
  });

  it('a URL permission granted or taken away is in force on the next request, everywhere', async () => {
    const merchant = await merchantRole();
    const resources = (await data(first, '/api/ums-resource?pageSize=500')).list as {
      id: number;
      uniqueMark: string;
      method: string;
    }[];
    const dicts = resources.find((r) => r.uniqueMark === DICTS && r.method === 'GET')!.id;
    const token = await tokenOf('merchant1');
    expect(await everywhere(token, DICTS)).toEqual(instances.map(() => 403));
    const before = (await data(first, `/api/ums-role/${merchant}/grants`)).resourceIds as number[];
    await data(first, '/api/ums-role/resources', 'PUT', { roleId: merchant, ids: [...before, dicts] });
    expect(await everywhere(token, DICTS)).toEqual(instances.map(() => 200));
    await data(first, '/api/ums-role/resources', 'PUT', { roleId: merchant, ids: before });
    expect(await everywhere(token, DICTS)).toEqual(instances.map(() => 403));
  });

  it("a role's data scope is in force on the next request, everywhere", async () => {
    const merchant = await merchantRole();
    const token = await tokenOf('merchant1');
    const totals = async () =>
      Promise.all(
        instances.map(
          async (app) => (await call(app, token, 'GET', '/api/store')).json().data.total as number,
        ),
      );
    const own = await totals();
    const all = (await data(first, '/api/store')).total as number;
    expect(own[0]).toBeLessThan(all);
    await data(first, '/api/ums-role', 'PATCH', { id: merchant, dataScope: 1 });
    try {
      expect(await totals()).toEqual(instances.map(() => all));
    } finally {
      await data(first, '/api/ums-role', 'PATCH', { id: merchant, dataScope: 2 });
    }
    expect(await totals()).toEqual(own);
  });

  it('a disabled user is refused on the next request, everywhere, with the old token', async () => {
    const token = await tokenOf('manager2');
    expect(await everywhere(token, '/api/ums-user/me')).toEqual(instances.map(() => 200));
    const { id } = await t.app.ctx.tokens.verify(token).then((c) => ({ id: c.userId }));
    await data(first, '/api/ums-user/enable', 'PATCH', { id, state: 0 });
    for (const app of instances) {
      const res = await call(app, token, 'GET', '/api/ums-user/me');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(Code.sessionEnded);
    }
    await data(first, '/api/ums-user/enable', 'PATCH', { id, state: 1 });
    // Enabling again does not bring the ended session back.
    expect(await everywhere(token, '/api/ums-user/me')).toEqual(instances.map(() => 401));
    expect(await everywhere(await tokenOf('manager2'), '/api/ums-user/me')).toEqual(instances.map(() => 200));
  });

  it('a password change ends every session at once, everywhere', async () => {
    const token = await tokenOf('sales2');
    const elsewhere = await tokenOf('sales2');
    expect(await everywhere(elsewhere, '/api/ums-user/me')).toEqual(instances.map(() => 200));
    const changed = await call(second, token, 'PATCH', '/api/ums-user/password/myself', {
      oldPassword: 'sales2123',
      password: 'sales2456',
      confirmPassword: 'sales2456',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const tok of [token, elsewhere])
      for (const app of instances) {
        const res = await call(app, tok, 'GET', '/api/ums-user/me');
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe(Code.sessionEnded);
      }
    expect(await everywhere(await tokenOf('sales2', 'sales2456'), '/api/ums-user/me')).toEqual(
      instances.map(() => 200),
    );
  });

  it('a signed-out session is refused on the next request, everywhere', async () => {
    const token = await tokenOf('agent2');
    expect(await everywhere(token, '/api/ums-user/me')).toEqual(instances.map(() => 200));
    const out = await first.inject({
      method: 'POST',
      url: '/api/oauth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    for (const app of instances) {
      const res = await call(app, token, 'GET', '/api/ums-user/me');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(Code.revokedToken);
    }
  });

  it('resolves a signed-in caller with one query; a grant change costs one reload', async () => {
    const token = await tokenOf('merchant1');
    const { userId, sessionId } = await t.app.ctx.tokens.verify(token);
    const { actors } = t.app.ctx;
    await actors.load(userId, sessionId);
    expect(await statementsOf(() => actors.load(userId, sessionId))).toBe(callerStatements);
    // The whole list request: the caller (1), the ids of the caller's small subtree (1,
    // data/scope.ts) and the list's own page and count.
    const list = await statementsOf(() => call(t.app, token, 'GET', '/api/store?pageSize=5'));
    expect(list).toBeLessThanOrEqual(4);
    const merchant = await merchantRole();
    const before = (await data(first, `/api/ums-role/${merchant}/grants`)).buttonIds as number[];
    await data(first, '/api/ums-role/buttons', 'PUT', { roleId: merchant, ids: before.slice(1) });
    try {
      expect(await statementsOf(() => actors.load(userId, sessionId))).toBe(3);
      expect(await statementsOf(() => actors.load(userId, sessionId))).toBe(callerStatements);
    } finally {
      await data(first, '/api/ums-role/buttons', 'PUT', { roleId: merchant, ids: before });
    }
  });

  it('reads the callers of requests that arrive together with one statement, each for its own session', async () => {
    const { actors, tokens } = t.app.ctx;
    const who = ['admin', 'agent1', 'merchant1', 'manager1'];
    const claims = await Promise.all(who.map(async (u) => tokens.verify(await tokenOf(u))));
    const ended = await tokens.verify(await tokenOf('agent2'));
    for (const c of [...claims, ended]) await actors.load(c.userId, c.sessionId); // grants cached
    // A sign-out: a write, so the embedded database's cached callers are read again too.
    await call(first, tokens.sign(ended.userId, ended.sessionId), 'POST', '/api/oauth/logout');
    const asked = [
      ...claims.map((c) => actors.load(c.userId, c.sessionId)),
      actors.load(ended.userId, ended.sessionId),
      // A session presented with another user's id is nobody's.
      actors.load(claims[1].userId, claims[0].sessionId),
    ];
    let answers: PromiseSettledResult<{ username: string }>[] = [];
    expect(
      await statementsOf(async () => {
        answers = await Promise.allSettled(asked);
      }),
    ).toBe(1);
    expect(answers.slice(0, 4).map((a) => a.status === 'fulfilled' && a.value.username)).toEqual(who);
    const refusal = (a: PromiseSettledResult<unknown>) =>
      a.status === 'rejected' ? (a.reason as { code?: number }).code : undefined;
    expect(refusal(answers[4])).toBe(Code.revokedToken);
    expect(refusal(answers[5])).toBe(Code.illegalToken);
  });

  it("answers each of the console's start-up questions with one statement beside the caller", async () => {
    // Who am I, which screens, and the dashboard's scope: asked on every start of the console.
    for (const who of ['admin', 'agent1', 'merchant1', 'manager1']) {
      const token = await tokenOf(who);
      for (const url of ['/api/ums-user/me', '/api/ums-menu/router', '/api/dashboard/scope']) {
        expect((await call(t.app, token, 'GET', url)).statusCode).toBe(200); // the caller is cached
        let status = 0;
        const statements = await statementsOf(async () => {
          status = (await call(t.app, token, 'GET', url)).statusCode;
        });
        expect(status, `${who} ${url}`).toBe(200);
        expect(statements, `${who} ${url}`).toBe(callerStatements + 1);
      }
    }
  });

  it('deletes a role that holds grants (the cascade passes through the triggers)', async () => {
    const created = await data(first, '/api/ums-role', 'POST', {
      parentId: await merchantRole(),
      name: 'Short-lived',
      code: 'SHORT_LIVED',
      dataScope: 2,
      sort: 99,
    });
    const buttons = (await data(first, '/api/ums-button?pageSize=5')).list as { id: number }[];
    await data(first, '/api/ums-role/buttons', 'PUT', { roleId: created.id, ids: buttons.map((b) => b.id) });
    // The cascade through role_buttons fires the trigger on a role that is going away.
    await data(first, `/api/ums-role/id/${created.id}`, 'DELETE');
    expect(await everywhere(await tokenOf('merchant1'), '/api/store')).toEqual(instances.map(() => 200));
  });
});
