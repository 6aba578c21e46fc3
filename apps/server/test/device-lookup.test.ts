import type { Device, DeviceLookup } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

const t = await createTestApp();
const data = async (username: string, opts: Parameters<typeof t.as>[1]) => {
  const res = await t.as(username, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const lookup = (username: string, serialNumber: string) =>
  t.as(username, { method: 'GET', url: '/api/device/lookup', query: { serialNumber } });
const bulk = (username: string, verb: 'enable' | 'bind', payload: object) =>
  t.as(username, { method: 'PATCH', url: `/api/device/bulk-${verb}`, payload });
const deviceAsAdmin = async (id: number): Promise<Device> =>
  data('admin', { method: 'GET', url: `/api/device/id/${id}` });
const actions = async (id: number): Promise<string[]> =>
  (await data('admin', { method: 'GET', url: `/api/device/${id}/history` })).map(
    (e: { action: string }) => e.action,
  );

// The demo: one print job of 12; 8 received; 3 issued to agent1 (one bound to merchant1's store,
// with feedback naming its bluetooth name), 1 issued to agent2, 4 in stock, 4 only printed.
const all: Device[] = (await data('admin', { method: 'GET', url: '/api/device', query: { pageSize: '50' } }))
  .list;
const agent1 = (await data('admin', { method: 'GET', url: '/api/ums-user', query: { username: 'agent1' } }))
  .list[0].id as number;
const bound = all.find((d) => d.state === 'bound')!;
const ofAgent1 = all.filter((d) => d.state === 'shipped' && d.agentId === agent1);
const ofAgent2 = all.find((d) => d.state === 'shipped' && d.agentId !== agent1)!;
const inStock = all.find((d) => d.state === 'in_stock')!;

describe('GET /api/device/lookup', () => {
  it('finds, for the platform, the device with its print job, both orders, feedback and ledger', async () => {
    const res = await lookup('admin', `  ${bound.serialNumber} `);
    expect(res.statusCode, res.body).toBe(200);
    const found: DeviceLookup = res.json().data;
    expect(found.device).toMatchObject({ id: bound.id, state: 'bound', storeName: 'Lotus Beauty Xuhui' });
    expect(found.printJob).toMatchObject({ quantity: 12, model: 'SA-PRO-200' });
    expect(found.inputOrder).toMatchObject({ state: 'completed', receivedQuantity: 8 });
    expect(found.outputOrder).toMatchObject({ consigneeName: 'East China agent', state: 'completed' });
    expect(found.feedback.map((f) => f.title)).toEqual(['Forehead reads darker']);
    expect(found.history.map((e) => e.action)).toEqual(['printed', 'received', 'issued', 'bound']);
  });

  it("answers an agent 404 for another agent's device, exactly as for a serial that does not exist", async () => {
    const foreign = await lookup('agent1', ofAgent2.serialNumber);
    const unknown = await lookup('agent1', 'SA-NO-SUCH-SERIAL');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.message).toEqual({ key: 'deviceNotFound' });
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(unknown.json().msg);
    expect((await lookup('agent2', ofAgent2.serialNumber)).statusCode).toBe(200);
  });

  it('shows the agent its stock-out order but neither the print job nor the stock-in order', async () => {
    const found: DeviceLookup = (await lookup('agent1', bound.serialNumber)).json().data;
    expect(found.device?.id).toBe(bound.id);
    expect(found.outputOrder).not.toBeNull();
    expect(found.printJob).toBeNull();
    expect(found.inputOrder).toBeNull();
    expect(found.feedback).toHaveLength(1);
  });

  it('shows a merchant its bound device and its feedback, and nothing of the warehouse', async () => {
    const res = await lookup('merchant1', bound.serialNumber);
    expect(res.statusCode, res.body).toBe(200);
    const found: DeviceLookup = res.json().data;
    expect(found.device).toMatchObject({ id: bound.id, storeName: 'Lotus Beauty Xuhui' });
    expect(found.feedback.map((f) => f.title)).toEqual(['Forehead reads darker']);
    expect(found).toMatchObject({ printJob: null, inputOrder: null, outputOrder: null });
    expect(found.history.length).toBeGreaterThan(0);
    expect((await lookup('merchant2', bound.serialNumber)).statusCode).toBe(404);
  });

  it('refuses a missing or overlong serial number, and a caller without the device query permission', async () => {
    expect((await t.as('admin', { method: 'GET', url: '/api/device/lookup' })).statusCode).toBe(400);
    expect((await lookup('admin', '   ')).statusCode).toBe(400);
    expect((await lookup('admin', 'S'.repeat(65))).statusCode).toBe(400);
    expect((await lookup('sales1', bound.serialNumber)).statusCode).toBe(403);
  });
});

describe('PATCH /api/device/bulk-enable and bulk-bind', () => {
  it('disables own devices, refuses foreign and unknown ones untouched, and writes the ledger', async () => {
    const own = ofAgent1.map((d) => d.id);
    const before = await actions(ofAgent2.id);
    const res = await bulk('agent1', 'enable', { ids: [...own, ofAgent2.id, 2_000_000], enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result.done).toEqual(own);
    expect(result.refused).toEqual([
      { id: ofAgent2.id, message: { key: 'deviceNotFound' } },
      { id: 2_000_000, message: { key: 'deviceNotFound' } },
    ]);
    for (const id of own) {
      expect((await deviceAsAdmin(id)).enabled).toBe(false);
      expect((await actions(id)).at(-1)).toBe('disable');
    }
    expect((await deviceAsAdmin(ofAgent2.id)).enabled).toBe(true);
    expect(await actions(ofAgent2.id)).toEqual(before);

    const again = (await bulk('agent1', 'enable', { ids: own, enabled: true })).json().data;
    expect(again).toEqual({ done: own, refused: [] });
    for (const id of own) expect((await actions(id)).at(-1)).toBe('enable');
  });

  it('binds the devices it may and refuses those in the wrong state, naming them', async () => {
    const store = (await data('admin', { method: 'GET', url: '/api/store', query: { name: 'Lotus' } }))
      .list[0];
    const [shipped] = ofAgent1;
    const res = await bulk('admin', 'bind', { ids: [inStock.id, shipped.id], storeId: store.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      done: [shipped.id],
      refused: [
        {
          id: inStock.id,
          serialNumber: inStock.serialNumber,
          message: { key: 'deviceStateRefused', params: { state: 'in_stock', action: 'bound' } },
        },
      ],
    });
    expect(await deviceAsAdmin(inStock.id)).toMatchObject({ state: 'in_stock', storeId: null });
    expect(await deviceAsAdmin(shipped.id)).toMatchObject({ state: 'bound', storeId: store.id });
    expect((await actions(shipped.id)).at(-1)).toBe('bound');
  });

  it("refuses a store outside the caller's tenant as a whole, and bodies out of bounds", async () => {
    const foreign = (await data('admin', { method: 'GET', url: '/api/store', query: { name: 'Rosa' } }))
      .list[0];
    const [, other] = ofAgent1;
    const res = await bulk('agent1', 'bind', { ids: [other.id], storeId: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().data.message).toEqual({ key: 'storeNotFound' });
    expect(await deviceAsAdmin(other.id)).toMatchObject({ state: 'shipped', storeId: null });

    expect((await bulk('admin', 'enable', { ids: [], enabled: false })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await bulk('admin', 'enable', { ids: many, enabled: false })).statusCode).toBe(400);
    expect((await bulk('admin', 'enable', { ids: [1], enabled: false, extra: 1 })).statusCode).toBe(400);
    expect((await bulk('merchant1', 'enable', { ids: [bound.id], enabled: false })).statusCode).toBe(403);
    expect((await deviceAsAdmin(bound.id)).enabled).toBe(true);
  });
});
