import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/**
 * Each demo role does its job (docs/roles.md), and visibility follows a store or a merchant the
 * moment it moves: nothing about who sees what is copied onto rows.
 */
const t = await createTestApp();
const call = (username: string, method: string, url: string, payload?: object) =>
  t.as(username, { method: method as never, url, payload });
const data = async (username: string, url: string) => {
  const res = await call(username, 'GET', url);
  expect(res.statusCode, `${username} GET ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const names = async (username: string, url: string, key = 'name') =>
  ((await data(username, url)).list as Record<string, unknown>[]).map((r) => r[key]).sort();
const idOf = async (username: string) =>
  (
    (await data('admin', `/api/ums-user?username=${username}`)).list as { id: number; username: string }[]
  ).find((u) => u.username === username)!.id;
const storeId = async (name: string) =>
  ((await data('admin', '/api/store')).list as { id: number; name: string }[]).find((s) => s.name === name)!
    .id;

const LOTUS = 'Lotus Beauty Xuhui';
const ROSA = 'Rosa Skin Madrid';

describe('each role does its job', () => {
  it('a store manager sees its own store, its devices and feedback, and files feedback for it', async () => {
    expect(await names('manager1', '/api/store')).toEqual([LOTUS]);
    expect(
      (await data('manager1', '/api/store/options')).items.map((s: { label: string }) => s.label),
    ).toEqual([LOTUS]);
    const devices = await data('manager1', '/api/device');
    expect(devices.total).toBe(1);
    expect(devices.list[0].storeName).toBe(LOTUS);
    expect((await data('manager1', '/api/feedback')).total).toBe(1);
    const filed = await call('manager1', 'POST', '/api/feedback', {
      storeId: await storeId(LOTUS),
      title: 'Screen flickers',
      content: 'The screen flickers after ten minutes.',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect((await data('manager1', '/api/feedback')).total).toBe(2);
    // The other store stays out of reach, for reading and for filing.
    const foreign = await call('manager1', 'POST', '/api/feedback', {
      storeId: await storeId(ROSA),
      title: 'x',
      content: 'y',
    });
    expect(foreign.statusCode).toBe(400);
    expect(await names('manager2', '/api/store')).toEqual([ROSA]);
    expect((await data('manager2', '/api/device')).total).toBe(0);
    expect((await data('manager2', '/api/feedback')).total).toBe(0);
  });

  it('a merchant opens a store run by its own store manager, and no one else', async () => {
    const [merchant1, manager1, manager2, sales1, agent1] = await Promise.all(
      ['merchant1', 'manager1', 'manager2', 'sales1', 'agent1'].map(idOf),
    );
    const store = (merchantId: number, managerId?: number) =>
      call('merchant1', 'POST', '/api/store', {
        name: 'Lotus Pudong',
        merchantId,
        managerId,
        area: 'Shanghai Pudong',
      });
    const opened = await store(merchant1, manager1);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      merchantId: merchant1,
      managerId: manager1,
      managerUsername: 'manager1',
    });
    // Not a merchant, or a manager of another merchant: refused on the field, nothing stored.
    for (const [body, field] of [
      [store(sales1), 'merchantId'],
      [store(agent1), 'merchantId'],
      [store(merchant1, manager2), 'managerId'],
    ] as const) {
      const res = await body;
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().data.fields)).toEqual([field]);
    }
    expect(await names('merchant1', '/api/store')).toEqual([LOTUS, 'Lotus Pudong']);
    expect(await names('manager1', '/api/store')).toEqual([LOTUS, 'Lotus Pudong']);
  });

  it('an agent sees the devices issued to it and its incoming shipments, binds and answers feedback', async () => {
    const devices = (await data('agent1', '/api/device')).list as { id: number; state: string }[];
    expect(devices.map((d) => d.state).sort()).toEqual(['bound', 'shipped', 'shipped']);
    expect(await names('agent1', '/api/output-order', 'consigneeName')).toEqual(['East China agent']);
    const shipped = devices.find((d) => d.state === 'shipped')!;
    const bound = await call('agent1', 'PATCH', '/api/device/bind', {
      id: shipped.id,
      storeId: await storeId(LOTUS),
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const foreign = await call('agent1', 'PATCH', '/api/device/bind', {
      id: shipped.id,
      storeId: await storeId(ROSA),
    });
    expect(foreign.statusCode).toBe(404);
    const [feedback] = (await data('agent1', '/api/feedback')).list;
    const answered = await call('agent1', 'PATCH', '/api/feedback/respond', {
      id: feedback.id,
      response: 'Recalibrate the UV lamp.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await data('manager1', `/api/feedback/id/${feedback.id}`)).response).toBe(
      'Recalibrate the UV lamp.',
    );
  });

  it('a salesperson sees the orders it carries and their devices, and nothing else of devices', async () => {
    const orders = (await data('sales1', '/api/output-order')).list as {
      id: number;
      consigneeName: string;
    }[];
    expect(orders.map((o) => o.consigneeName)).toEqual(['East China agent']);
    expect(await data('sales1', `/api/output-order/${orders[0].id}/devices`)).toHaveLength(3);
    expect(await names('sales2', '/api/output-order', 'consigneeName')).toEqual(['Europe agent']);
    expect((await call('sales1', 'GET', '/api/device')).statusCode).toBe(403);
    // The screen's model filter loads.
    expect((await data('sales1', '/api/device-type/all')).length).toBeGreaterThan(0);
    const other = (await data('admin', '/api/output-order')).list.find(
      (o: { consigneeName: string }) => o.consigneeName === 'Europe agent',
    );
    expect((await call('sales1', 'GET', `/api/output-order/id/${other.id}`)).statusCode).toBe(404);
  });

  it('the operator runs the whole platform: creates an agent, but cannot touch the administrator', async () => {
    const created = await call('operator', 'POST', '/api/agent', {
      username: 'agent9',
      password: 'agent9pass',
      name: 'North agent',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await data('operator', '/api/device')).total).toBeGreaterThan(10);
    const admin = await idOf('admin');
    expect((await call('operator', 'PATCH', '/api/ums-user', { id: admin, name: 'Taken' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('operator', 'PATCH', '/api/ums-user/enable', { id: admin, state: 0 })).statusCode,
    ).toBe(404);
  });
});

describe('visibility follows a move at once', () => {
  const seen = async (username: string) => ({
    stores: await names(username, '/api/store'),
    devices: (await data(username, '/api/device')).list.filter(
      (d: { storeName: string }) => d.storeName === LOTUS,
    ).length,
    feedback: (await data(username, '/api/feedback')).list.filter(
      (f: { storeName: string }) => f.storeName === LOTUS,
    ).length,
  });

  it('a store moved to another merchant takes its devices and feedback along', async () => {
    const before = { m1: await seen('merchant1'), a1: await seen('agent1') };
    expect(before.m1.stores).toContain(LOTUS);
    expect(before.m1.devices).toBeGreaterThan(0);
    const [merchant2, manager2] = await Promise.all(['merchant2', 'manager2'].map(idOf));
    const lotus = await storeId(LOTUS);
    const moved = await call('admin', 'PATCH', '/api/store', {
      id: lotus,
      merchantId: merchant2,
      managerId: manager2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const user of ['merchant1', 'manager1', 'agent1'])
      expect(await seen(user), user).toEqual({
        stores: expect.not.arrayContaining([LOTUS]),
        devices: 0,
        feedback: 0,
      });
    for (const user of ['merchant2', 'manager2', 'agent2']) {
      const now = await seen(user);
      expect(now.stores, user).toContain(LOTUS);
      expect([now.devices, now.feedback], user).toEqual([before.m1.devices, before.m1.feedback]);
    }
    // And back: the old owners see it all again.
    const [merchant1, manager1] = await Promise.all(['merchant1', 'manager1'].map(idOf));
    await call('admin', 'PATCH', '/api/store', { id: lotus, merchantId: merchant1, managerId: manager1 });
    expect(await seen('merchant1')).toEqual(before.m1);
  });

  it('a merchant moved under another agent takes its stores and everything in them', async () => {
    const before = await seen('agent1');
    expect(before.devices).toBeGreaterThan(0);
    const [merchant1, agent2] = await Promise.all(['merchant1', 'agent2'].map(idOf));
    const moved = await call('admin', 'PATCH', '/api/ums-user', { id: merchant1, parentId: agent2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await seen('agent1')).toEqual({
      stores: expect.not.arrayContaining([LOTUS]),
      devices: 0,
      feedback: 0,
    });
    expect(await seen('agent2')).toMatchObject({
      stores: expect.arrayContaining([LOTUS]),
      devices: before.devices,
      feedback: before.feedback,
    });
    // The merchant's own view does not change.
    expect((await seen('merchant1')).devices).toBe(before.devices);
  });
});
