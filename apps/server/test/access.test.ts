import { Msg } from '@skin/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { createTestApp, signIn } from './harness';

const t = await createTestApp();
const data = async (username: string, opts: Parameters<typeof t.as>[1]) => {
  const res = await t.as(username, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const userId = async (username: string) =>
  (await data('admin', { method: 'GET', url: '/api/ums-user', query: { username } })).list.find(
    (u: { username: string }) => u.username === username,
  ).id;
const roleId = async (code: string) =>
  (await data('admin', { method: 'GET', url: '/api/ums-role', query: { pageSize: '50' } })).list.find(
    (r: { code: string }) => r.code === code,
  ).id;

describe('who am I', () => {
  it('returns roles, perms and the agent details of the nearest agent', async () => {
    const admin = await data('admin', { method: 'GET', url: '/api/ums-user/me' });
    expect(admin.roles).toEqual(['ADMIN']);
    expect(admin.perms).toContain('system:user:add');
    // No agent on the platform's line: the mainland, no level.
    expect(admin).toMatchObject({ username: 'admin', chinaMainland: true, agentLevel: null });
    const merchant = await data('merchant2', { method: 'GET', url: '/api/ums-user/me' });
    expect(merchant).toMatchObject({ roles: ['MERCHANT'], chinaMainland: false, agentLevel: 1 });
    const agent = await data('agent1', { method: 'GET', url: '/api/ums-user/me' });
    expect(agent.perms).toContain('system:agent');
    expect(agent).toMatchObject({ username: 'agent1', chinaMainland: true, agentLevel: 1 });
  });

  it('takes the region and level of the nearest agent when agents sit under agents', async () => {
    // agent1 (mainland) placed under agent2 (abroad) for this test, as a sub-agent sits.
    const [above] = await t.db.select().from(users).where(eq(users.username, 'agent2'));
    const [agent1] = await t.db.select().from(users).where(eq(users.username, 'agent1'));
    const place = (parentId: number | null, path: string) =>
      t.db.update(users).set({ parentId, path }).where(eq(users.id, agent1.id));
    await place(above.id, `${above.path}${agent1.id}/`);
    try {
      // Its own agent row, not agent2's above it.
      expect(await data('agent1', { method: 'GET', url: '/api/ums-user/me' })).toMatchObject({
        chinaMainland: true,
        agentLevel: 1,
      });
      expect(await data('agent2', { method: 'GET', url: '/api/ums-user/me' })).toMatchObject({
        chinaMainland: false,
      });
    } finally {
      await place(agent1.parentId, agent1.path);
    }
  });

  it('reads and updates personal info, with contact a mainland mobile number or an e-mail', async () => {
    await data('merchant1', {
      method: 'PATCH',
      url: '/api/ums-user/about/me',
      payload: { name: 'Lotus', sex: 0, contact: 'lotus@example.com' },
    });
    expect(await data('merchant1', { method: 'GET', url: '/api/ums-user/about/me' })).toEqual({
      name: 'Lotus',
      sex: 0,
      contact: 'lotus@example.com',
    });
    const bad = await t.as('merchant1', {
      method: 'PATCH',
      url: '/api/ums-user/about/me',
      payload: { name: 'L', sex: 1, contact: '123456789012' },
    });
    expect(bad.statusCode).toBe(400);
    // Eleven digits are not a mainland mobile number unless they start 13-19.
    for (const [contact, status] of [
      ['12345678901', 400],
      ['13912345678', 200],
    ] as const) {
      const res = await t.as('merchant1', {
        method: 'PATCH',
        url: '/api/ums-user/about/me',
        payload: { name: 'Lotus', sex: 0, contact },
      });
      expect(res.statusCode, contact).toBe(status);
    }
  });
});

describe('router', () => {
  it('gives the admin every section, including the paths alarm shortcuts open', async () => {
    const routes = await data('admin', { method: 'GET', url: '/api/ums-menu/router' });
    const paths: string[] = [];
    const walk = (nodes: { path: string; children?: unknown[] }[], prefix: string) => {
      for (const n of nodes) {
        const full = n.path.startsWith('/') ? n.path : `${prefix}/${n.path}`;
        paths.push(full);
        if (n.children) walk(n.children as never, full);
      }
    };
    walk(routes, '');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/device',
        '/hospitalmanager/beacon/gateways',
        '/hospitalmanager/beacon/beacons',
        '/hospitalmanager/fence/fence',
        '/system/user',
      ]),
    );
  });

  // docs/roles.md, "Markers and the console's gates"
  it('hides personal info from agents, route and all, and from no one else', async () => {
    const has = async (who: string) =>
      JSON.stringify(await data(who, { method: 'GET', url: '/api/ums-menu/router' })).includes(
        '"PersonalInfo"',
      );
    expect(await has('agent1')).toBe(false);
    expect(await has('merchant1')).toBe(true);
    expect(await has('admin')).toBe(true);
  });

  it('gives a store manager only its granted screens, with their sections', async () => {
    const routes = await data('manager1', { method: 'GET', url: '/api/ums-menu/router' });
    const names = JSON.stringify(routes);
    for (const screen of [
      '"DeviceList"',
      '"Feedback"',
      '"StoreList"',
      '"Store"',
      '"Consumer"',
      '"TestRecord"',
    ])
      expect(names).toContain(screen);
    // Screens of other roles stay away.
    for (const screen of ['"System"', '"DeviceType"', '"OutputOrder"']) expect(names).not.toContain(screen);
    expect(routes[0].meta).toMatchObject({ hidden: false });
  });
});

describe('permissions', () => {
  it('refuses a route without its permission with 403 and an audit row', async () => {
    const res = await t.as('merchant1', { method: 'GET', url: '/api/ums-role' });
    expect(res.statusCode).toBe(403);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.outcome, 'denied'));
    expect(rows.some((r) => r.actorName === 'merchant1' && r.action === 'GET /api/ums-role')).toBe(true);
  });

  it('grants a button permission through the role editor: the user holds it after signing in again', async () => {
    const merchant = await roleId('MERCHANT');
    const buttons = (
      await data('admin', { method: 'GET', url: '/api/ums-button', query: { pageSize: '500' } })
    ).list;
    const dictQuery = buttons.find((b: { perm: string }) => b.perm === 'system:dict:query').id;
    const before = await data('admin', { method: 'GET', url: `/api/ums-role/${merchant}/grants` });
    expect(
      (await t.as('merchant1', { method: 'GET', url: '/api/youlai-admin/api.admin/v1/dicts' })).statusCode,
    ).toBe(403);
    const change = await data('admin', {
      method: 'PUT',
      url: '/api/ums-role/buttons',
      payload: { roleId: merchant, ids: [...before.buttonIds, dictQuery] },
    });
    expect(change).toEqual({ added: [dictQuery], removed: [] });
    t.forget('merchant1');
    expect((await data('merchant1', { method: 'GET', url: '/api/ums-user/me' })).perms).toContain(
      'system:dict:query',
    );
    expect(
      (await t.as('merchant1', { method: 'GET', url: '/api/youlai-admin/api.admin/v1/dicts' })).statusCode,
    ).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'grant buttons'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a grant submitted without change with the no-change message', async () => {
    const merchant = await roleId('MERCHANT');
    const current = await data('admin', { method: 'GET', url: `/api/ums-role/${merchant}/grants` });
    const res = await t.as('admin', {
      method: 'PUT',
      url: '/api/ums-role/menus',
      payload: { roleId: merchant, ids: current.menuIds },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(Msg.noChange);
  });

  it('never lets a caller grant more than it holds, nor change its own role', async () => {
    const merchant = await roleId('MERCHANT');
    const roleButtons = (
      await data('admin', { method: 'GET', url: '/api/ums-button', query: { pageSize: '500' } })
    ).list;
    const menuAdd = roleButtons.find((b: { perm: string }) => b.perm === 'system:menu:add').id;
    // Give agents the grant permission, then try to pass on a permission they lack.
    const agent = await roleId('AGENT');
    const grant = roleButtons.find((b: { perm: string }) => b.perm === 'system:role:grant').id;
    const query = roleButtons.find((b: { perm: string }) => b.perm === 'system:role:query').id;
    const agentGrants = await data('admin', { method: 'GET', url: `/api/ums-role/${agent}/grants` });
    await data('admin', {
      method: 'PUT',
      url: '/api/ums-role/buttons',
      payload: { roleId: agent, ids: [...agentGrants.buttonIds, grant, query] },
    });
    const current = await data('agent1', { method: 'GET', url: `/api/ums-role/${merchant}/grants` });
    const res = await t.as('agent1', {
      method: 'PUT',
      url: '/api/ums-role/buttons',
      payload: { roleId: merchant, ids: [...current.buttonIds, menuAdd] },
    });
    expect(res.statusCode).toBe(403);
    const own = await t.as('agent1', {
      method: 'PUT',
      url: '/api/ums-role/buttons',
      payload: { roleId: agent, ids: [] },
    });
    expect(own.statusCode).toBe(403);
    const after = await data('admin', { method: 'GET', url: `/api/ums-role/${merchant}/grants` });
    expect(after.buttonIds).toEqual(current.buttonIds);
  });

  it('refuses to deactivate a role in use with the product message', async () => {
    const role = await data('admin', { method: 'GET', url: `/api/ums-role/id/${await roleId('SALESMAN')}` });
    const res = await t.as('admin', {
      method: 'PATCH',
      url: '/api/ums-role/enable',
      payload: { id: role.id, state: 0 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This role is applied and cannot be deactivated');
  });
});

describe('users and tenancy', () => {
  it('an agent creates a merchant below itself; the merchant can sign in', async () => {
    const merchantRole = await roleId('MERCHANT');
    const created = await data('agent1', {
      method: 'POST',
      url: '/api/ums-user',
      payload: {
        username: 'newmerchant',
        password: 'newmerch1',
        name: 'New merchant',
        roleId: merchantRole,
        phone: '13800000000',
      },
    });
    expect(created).toMatchObject({
      username: 'newmerchant',
      parentName: 'East China agent',
      roleName: 'Merchant',
    });
    expect((await signIn(t.app, 'newmerchant', 'newmerch1')).statusCode).toBe(200);
    const dup = await t.as('agent1', {
      method: 'POST',
      url: '/api/ums-user',
      payload: { username: 'newmerchant', password: 'newmerch1', name: 'X', roleId: merchantRole },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('offers each caller only the roles it may assign', async () => {
    const agent = (await data('agent1', { method: 'GET', url: '/api/ums-role/assignable' })).map(
      (r: { label: string }) => r.label,
    );
    expect(agent).toEqual(expect.arrayContaining(['Merchant', 'Store manager', 'Salesperson']));
    expect(agent).not.toContain('Agent');
    expect(agent).not.toContain('Platform operator');
    const manager = await data('manager1', { method: 'GET', url: '/api/ums-role/assignable' });
    expect(manager).toEqual([]);
  });

  it('an agent cannot assign a role at or above its own', async () => {
    const res = await t.as('agent1', {
      method: 'POST',
      url: '/api/ums-user',
      payload: { username: 'sneaky', password: 'sneaky1', name: 'S', roleId: await roleId('OPERATOR') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.roleId).toBeTruthy();
  });

  it('lists only the caller subtree and hides foreign rows behind 404', async () => {
    const list = (
      await data('agent1', { method: 'GET', url: '/api/ums-user', query: { pageSize: '50' } })
    ).list.map((u: { username: string }) => u.username);
    expect(list).toEqual(expect.arrayContaining(['agent1', 'merchant1', 'manager1', 'sales1']));
    expect(list).not.toContain('agent2');
    expect(list).not.toContain('admin');
    const foreign = await userId('manager2');
    expect((await t.as('agent1', { method: 'GET', url: `/api/ums-user/id/${foreign}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.as('agent1', {
          method: 'PATCH',
          url: '/api/ums-user/enable',
          payload: { id: foreign, state: 0 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as('agent1', {
          method: 'PATCH',
          url: '/api/ums-user/enable',
          payload: { id: await userId('agent1'), state: 0 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('moves a user with its subtree, and refuses a move below itself', async () => {
    const merchant1 = await userId('merchant1');
    const manager1 = await userId('manager1');
    const sales1 = await userId('sales1');
    const m = await data('admin', { method: 'GET', url: `/api/ums-user/id/${merchant1}` });
    const body = {
      id: merchant1,
      name: m.name,
      roleId: m.roleId,
      sex: null,
      phone: null,
      email: null,
      remark: null,
    };
    const below = await t.as('admin', {
      method: 'PATCH',
      url: '/api/ums-user',
      payload: { ...body, parentId: manager1 },
    });
    expect(below.statusCode).toBe(400);
    await data('admin', { method: 'PATCH', url: '/api/ums-user', payload: { ...body, parentId: sales1 } });
    const [salesRow] = await t.db.select().from(users).where(eq(users.id, sales1));
    const [managerRow] = await t.db.select().from(users).where(eq(users.id, manager1));
    expect(managerRow.path).toBe(`${salesRow.path}${merchant1}/${manager1}/`);
    await data('admin', {
      method: 'PATCH',
      url: '/api/ums-user',
      payload: { ...body, parentId: await userId('agent1') },
    });
  });

  it('refuses to delete a user with users below it, and deletes a leaf', async () => {
    const res = await t.as('agent1', {
      method: 'DELETE',
      url: `/api/ums-user/id/${await userId('merchant1')}`,
    });
    expect(res.statusCode).toBe(409);
    const leaf = await userId('newmerchant');
    expect((await data('agent1', { method: 'DELETE', url: `/api/ums-user/id/${leaf}` })) === null).toBe(true);
    expect((await t.as('agent1', { method: 'GET', url: `/api/ums-user/id/${leaf}` })).statusCode).toBe(404);
  });

  it('resets a password below, ending that user sessions', async () => {
    const s = await t.login('manager1');
    const res = await t.as('agent1', {
      method: 'PATCH',
      url: '/api/ums-user/password',
      payload: { id: await userId('manager1'), password: 'reset123' },
    });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/ums-user/me',
      headers: { authorization: `Bearer ${s.access_token}` },
    });
    expect(me.json().code).toBe(206);
    expect((await signIn(t.app, 'manager1', 'reset123')).statusCode).toBe(200);
  });

  it('cascading selectors list the users of a role below a user', async () => {
    const merchants = await data('agent1', {
      method: 'GET',
      url: `/api/ums-user/subUser/${await userId('agent1')}/MERCHANT`,
    });
    expect(merchants.map((m: { label: string }) => m.label)).toEqual(['Lotus']);
    expect(
      (
        await t.as('agent1', {
          method: 'GET',
          url: `/api/ums-user/subUser/${await userId('agent2')}/MERCHANT`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('agents, features, dictionaries, menus, audit', () => {
  it('creates an agent with its sign-in; an agent sees only itself and agents below', async () => {
    const created = await data('admin', {
      method: 'POST',
      url: '/api/agent',
      payload: {
        username: 'agent3',
        password: 'agent3abc',
        name: 'North agent',
        agentLevel: 1,
        chinaMainland: true,
      },
    });
    expect(created).toMatchObject({ name: 'North agent', username: 'agent3', state: 1 });
    expect((await signIn(t.app, 'agent3', 'agent3abc')).statusCode).toBe(200);
    const all = await data('admin', { method: 'GET', url: '/api/agent/all' });
    expect(all.length).toBeGreaterThanOrEqual(3);
    const picked = await data('admin', { method: 'GET', url: '/api/agent/options?q=North' });
    expect(picked.items.map((a: { label: string }) => a.label)).toEqual(['North agent']);
    const mine = await data('agent1', { method: 'GET', url: '/api/agent' }).catch(() => null);
    expect(mine).toBeNull();
  });

  it('grants features a caller holds and lists home-page features', async () => {
    const features = await data('admin', { method: 'GET', url: '/api/ums-user/feature' });
    const agent1 = await userId('agent1');
    await data('admin', {
      method: 'POST',
      url: '/api/ums-user/feature',
      payload: { userId: agent1, featureIds: features.map((f: { id: number }) => f.id) },
    });
    expect(await data('admin', { method: 'GET', url: `/api/ums-user/${agent1}/feature/ids` })).toHaveLength(
      features.length,
    );
    const home = await data('agent1', { method: 'GET', url: '/api/ums-user/feature/home-page' });
    expect(home.every((f: { homePage: boolean }) => f.homePage)).toBe(true);
    const again = await t.as('admin', {
      method: 'POST',
      url: '/api/ums-user/feature',
      payload: { userId: agent1, featureIds: features.map((f: { id: number }) => f.id) },
    });
    expect(again.json().msg).toBe(Msg.noChange);
  });

  it('serves dictionaries at the product paths, by type code, with PUT and PATCH by id', async () => {
    const base = '/api/youlai-admin/api.admin/v1/dicts';
    const genders = await data('admin', { method: 'GET', url: base, query: { typeCode: 'gender' } });
    expect(genders.list.map((d: { name: string }) => d.name)).toEqual(['Male', 'Female', 'Secret']);
    const id = genders.list[2].id;
    expect(
      (await data('admin', { method: 'PATCH', url: `${base}/${id}`, payload: { name: 'Undisclosed' } })).name,
    ).toBe('Undisclosed');
    const put = await data('admin', {
      method: 'PUT',
      url: `${base}/${id}`,
      payload: { typeCode: 'gender', name: 'Secret', value: '2' },
    });
    expect(put).toMatchObject({ name: 'Secret', value: '2' });
    expect((await data('admin', { method: 'GET', url: `${base}/${id}` })).name).toBe('Secret');
    await data('admin', { method: 'DELETE', url: `${base}/${id}` });
    expect((await t.as('admin', { method: 'GET', url: `${base}/${id}` })).statusCode).toBe(404);
  });

  it('refuses a dictionary entry its type already has, by value or by name, and changes nothing', async () => {
    const base = '/api/youlai-admin/api.admin/v1/dicts';
    const list = async () =>
      (await data('admin', { method: 'GET', url: base, query: { typeCode: 'gender' } })).list;
    const before = await list();
    const twice = await t.as('admin', {
      method: 'POST',
      url: base,
      payload: { typeCode: 'gender', name: 'Male again', value: before[0].value },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.fields.value).toBeTruthy();
    const sameName = await t.as('admin', {
      method: 'PATCH',
      url: `${base}/${before[1].id}`,
      payload: { name: before[0].name },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().data.fields.name).toBeTruthy();
    expect(await list()).toEqual(before);
    // Its own name and value are no clash; another type may hold the same value.
    expect(
      (
        await t.as('admin', {
          method: 'PATCH',
          url: `${base}/${before[0].id}`,
          payload: { name: before[0].name },
        })
      ).statusCode,
    ).toBe(200);
    const other = await data('admin', {
      method: 'POST',
      url: base,
      payload: { typeCode: 'sort_other', name: before[0].name, value: before[0].value },
    });
    await data('admin', { method: 'DELETE', url: `${base}/${other.id}` });
  });

  it('requires a parent menu that exists and never makes a menu its own ancestor', async () => {
    const base = {
      name: 'Reports',
      title: 'reports',
      path: 'reports',
      component: 'reports/Index',
      parentId: 99999,
    };
    expect((await t.as('admin', { method: 'POST', url: '/api/ums-menu', payload: base })).statusCode).toBe(
      400,
    );
    const device = await data('admin', { method: 'GET', url: '/api/ums-menu/name/Device' });
    const created = await data('admin', {
      method: 'POST',
      url: '/api/ums-menu',
      payload: { ...base, parentId: device.id },
    });
    const cycle = await t.as('admin', {
      method: 'PATCH',
      url: '/api/ums-menu',
      payload: {
        ...base,
        id: device.id,
        name: 'Device',
        path: '/device',
        component: 'Layout',
        parentId: created.id,
      },
    });
    expect(cycle.statusCode).toBe(400);
    const tree = await data('admin', { method: 'GET', url: '/api/ums-menu/tree' });
    expect(JSON.stringify(tree)).toContain('"Reports"');
  });

  it('records every write in the audit log, visible by subtree', async () => {
    const rows = (
      await data('admin', { method: 'GET', url: '/api/audit-log', query: { action: 'POST /api/ums-user' } })
    ).list;
    expect(
      rows.some(
        (r: { actorName: string; outcome: string }) => r.actorName === 'agent1' && r.outcome === 'ok',
      ),
    ).toBe(true);
    const agent2 = (await data('agent2', { method: 'GET', url: '/api/audit-log', query: { pageSize: '50' } }))
      .list;
    expect(
      agent2.every((r: { actorName: string }) =>
        ['agent2', 'merchant2', 'manager2', 'sales2'].includes(r.actorName),
      ),
    ).toBe(true);
  });
});

describe('console support', () => {
  it('shows the caller scope on the dashboard: counts of its subtree by role', async () => {
    const scope = await data('agent2', { method: 'GET', url: '/api/dashboard/scope' });
    expect(scope).toMatchObject({
      user: { username: 'agent2' },
      role: { code: 'AGENT', name: 'Agent' },
      seesAll: false,
    });
    expect(
      Object.fromEntries(scope.byRole.map((r: { code: string; count: number }) => [r.code, r.count])),
    ).toEqual({ AGENT: 1, MERCHANT: 1, STORE_MANAGER: 1, SALESMAN: 1 });
    expect(scope.total).toBe(4);
  });

  it('offers the role editor only what the caller holds', async () => {
    const admin = await data('admin', { method: 'GET', url: '/api/ums-role/catalogue' });
    const agent = await data('agent1', { method: 'GET', url: '/api/ums-role/catalogue' });
    expect(admin.buttons.length).toBeGreaterThan(agent.buttons.length);
    expect(agent.buttons.map((b: { perm: string }) => b.perm)).not.toContain('system:menu:add');
    expect(admin.resources.some((r: { uniqueMark: string }) => r.uniqueMark === '/api/ums-user')).toBe(true);
  });

  it('lets platform staff preview the console as a role, then return', async () => {
    const agentRole = await roleId('AGENT');
    await data('admin', { method: 'POST', url: '/api/ums-role/view-as', payload: { roleId: agentRole } });
    const me = await data('admin', { method: 'GET', url: '/api/ums-user/me' });
    expect(me).toMatchObject({ roles: ['AGENT'], viewingAs: { id: agentRole, name: 'Agent' } });
    expect(me.perms).not.toContain('*:*:*');
    // The dashboard names the role in force.
    expect((await data('admin', { method: 'GET', url: '/api/dashboard/scope' })).role).toEqual({
      code: 'AGENT',
      name: 'Agent',
    });
    expect((await t.as('admin', { method: 'GET', url: '/api/ums-menu' })).statusCode).toBe(403);
    await data('admin', { method: 'DELETE', url: '/api/ums-role/view-as' });
    expect(await data('admin', { method: 'GET', url: '/api/ums-user/me' })).toMatchObject({
      roles: ['ADMIN'],
      viewingAs: null,
    });
    expect((await data('admin', { method: 'GET', url: '/api/dashboard/scope' })).role.code).toBe('ADMIN');
    expect(
      (await t.as('agent1', { method: 'POST', url: '/api/ums-role/view-as', payload: { roleId: agentRole } }))
        .statusCode,
    ).toBe(403);
  });
});
