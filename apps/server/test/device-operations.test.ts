import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

const t = await createTestApp();
const data = async (username: string, opts: Parameters<typeof t.as>[1]) => {
  const res = await t.as(username, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  data('admin', { method, url, ...(payload ? { payload } : {}) });
/** The message of a refused call, after checking its status. */
const refused = async (status: number, username: string, opts: Parameters<typeof t.as>[1]) => {
  const res = await t.as(username, opts);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().msg as string;
};

type Ledger = { action: string; fromState: string | null; toState: string | null; detail: string | null }[];
const ledger = async (deviceId: number, as = 'admin'): Promise<Ledger> =>
  data(as, { method: 'GET', url: `/api/device/${deviceId}/history` });
const deviceOf = async (serialNumber: string) =>
  (await admin('GET', `/api/device?serialNumber=${serialNumber}`)).list[0];

/** A model of its own, so the stock counts of this file are its alone. */
async function newModel(model: string) {
  const type = await admin('POST', '/api/device-type', { name: model, hardwareModel: model });
  const job = await admin('POST', '/api/print-job', { deviceTypeId: type.id, quantity: 6 });
  const labels: { serialNumber: string }[] = await admin('GET', `/api/print-job/${job.id}/labels`);
  return { typeId: type.id as number, serials: labels.map((l) => l.serialNumber) };
}
const agentId = async (name: string) =>
  (await admin('GET', '/api/ums-user/agent')).find((a: { label: string }) => a.label === name).id as number;
const outputOrder = (deviceTypeId: number, agent: number, quantity: number) =>
  t.as('admin', {
    method: 'POST',
    url: '/api/output-order',
    payload: {
      agentId: agent,
      consigneeName: 'East',
      consigneePhone: '13800000003',
      consigneeAddress: 'Shanghai',
      deviceTypeId,
      quantity,
    },
  });

describe('device operations: ways back, honest stock, partial orders', async () => {
  const { typeId, serials } = await newModel('OPS-A-1');
  const east = await agentId('East China agent');
  const europe = await agentId('Europe agent');
  const stockIn = await admin('POST', '/api/input-order', { deviceTypeId: typeId, quantity: 5 });
  const scanIn = (serialNumber: string) =>
    admin('POST', '/api/input-order/scan', { orderId: stockIn.id, serialNumber });

  it('a mis-scanned device is taken out of an open stock-in order, in its ledger', async () => {
    for (const s of serials.slice(0, 3)) await scanIn(s);
    const out = await admin('POST', '/api/input-order/unscan', {
      orderId: stockIn.id,
      serialNumber: serials[2],
      reason: 'wrong box',
    });
    expect(out).toEqual({ serialNumber: serials[2], done: 2, quantity: 5 });
    const d = await deviceOf(serials[2]);
    expect(d.state).toBe('printed');
    expect(await admin('GET', `/api/input-order/id/${stockIn.id}`)).toMatchObject({
      receivedQuantity: 2,
      pendingSecrets: 2,
    });
    const last = (await ledger(d.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'unscanned', fromState: 'in_stock', toState: 'printed' });
    expect(JSON.parse(last.detail!)).toMatchObject({ reason: 'wrong box' });
    // A device of another order, or not received, is not in this order.
    expect(
      await refused(409, 'admin', {
        method: 'POST',
        url: '/api/input-order/unscan',
        payload: { orderId: stockIn.id, serialNumber: serials[3] },
      }),
    ).toBe('This device is not in this order');
    // It can be scanned again.
    expect(await scanIn(serials[2])).toMatchObject({ done: 3 });
  });

  it('a stock-out order cannot promise more than the warehouse holds', async () => {
    // 3 in stock: 4 is refused with the number available, 2 is accepted, then only 1 is left.
    const tooMany = await outputOrder(typeId, east, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('Only 3 devices of this model are available in the warehouse');
    const first = (await outputOrder(typeId, east, 2)).json().data;
    expect((await outputOrder(typeId, europe, 2)).json().msg).toBe(
      'Only 1 devices of this model are available in the warehouse',
    );
    // Raising the quantity of an order counts the same way.
    expect(
      await refused(400, 'admin', {
        method: 'PATCH',
        url: '/api/output-order',
        payload: { id: first.id, quantity: 4 },
      }),
    ).toMatch(/Only 3 devices/);
    expect(await admin('PATCH', '/api/output-order', { id: first.id, quantity: 3 })).toMatchObject({
      quantity: 3,
    });
  });

  it('a partly issued order is closed as partial with a reason; a mis-scan is taken out first', async () => {
    const order = (await admin('GET', '/api/output-order?pageNum=1&pageSize=10')).list.find(
      (o: { deviceTypeId: number }) => o.deviceTypeId === typeId,
    );
    const scanOut = (serialNumber: string) =>
      admin('POST', '/api/output-order/scan', { orderId: order.id, serialNumber });
    await scanOut(serials[0]);
    await scanOut(serials[1]);
    // serials[1] was meant for another agent: out of the order, back in stock.
    expect(
      await admin('POST', '/api/output-order/unscan', { orderId: order.id, serialNumber: serials[1] }),
    ).toMatchObject({ done: 1 });
    const back = await deviceOf(serials[1]);
    expect(back).toMatchObject({ state: 'in_stock', agentId: null });
    expect((await ledger(back.id)).at(-1)).toMatchObject({ action: 'unscanned', toState: 'in_stock' });
    // The agent it was issued to for a moment keeps seeing those two entries, and nothing since.
    const seenByEast = await ledger(back.id, 'agent1');
    expect(seenByEast.map((e) => e.action)).toEqual(['issued', 'unscanned']);

    expect(
      await refused(409, 'admin', {
        method: 'PATCH',
        url: '/api/output-order/complete',
        payload: { id: order.id },
      }),
    ).toBe('Issued 1 of 3: the quantities must match to complete');
    expect(
      await refused(400, 'admin', {
        method: 'PATCH',
        url: '/api/output-order/close',
        payload: { id: order.id },
      }),
    ).toBeTruthy();
    const closed = await admin('PATCH', '/api/output-order/close', {
      id: order.id,
      reason: 'Agent takes one now, the rest next month',
    });
    expect(closed).toMatchObject({
      state: 'closed',
      issuedQuantity: 1,
      closeReason: 'Agent takes one now, the rest next month',
    });
    expect(
      await refused(409, 'admin', {
        method: 'POST',
        url: '/api/output-order/scan',
        payload: { orderId: order.id, serialNumber: serials[1] },
      }),
    ).toBe('The order is closed');
    // A closed order no longer holds stock back: 2 in stock, 2 available.
    expect((await outputOrder(typeId, europe, 3)).json().msg).toMatch(/Only 2 devices/);
  });

  it('a stock-in order the factory delivered short of is closed as partial', async () => {
    expect(
      await admin('PATCH', '/api/input-order/close', { id: stockIn.id, reason: 'Factory shipped 3 of 5' }),
    ).toMatchObject({ state: 'closed', receivedQuantity: 3, closeReason: 'Factory shipped 3 of 5' });
    expect(
      await refused(409, 'admin', {
        method: 'POST',
        url: '/api/input-order/scan',
        payload: { orderId: stockIn.id, serialNumber: serials[4] },
      }),
    ).toBe('The order is closed');
  });

  it('a device issued to the wrong agent is recalled to the warehouse; the agent keeps its ledger', async () => {
    const d = await deviceOf(serials[0]);
    expect(d).toMatchObject({ state: 'shipped', agentName: 'East China agent' });
    expect(
      await refused(403, 'agent1', { method: 'PATCH', url: '/api/device/recall', payload: { id: d.id } }),
    ).toBeTruthy();
    await admin('PATCH', '/api/device/recall', { id: d.id, remark: 'meant for Europe' });
    expect(await deviceOf(serials[0])).toMatchObject({ state: 'in_stock', agentId: null, storeId: null });
    const entries = await ledger(d.id);
    expect(entries.at(-1)).toMatchObject({ action: 'recalled', fromState: 'shipped', toState: 'in_stock' });
    // agent1 no longer sees the device, but still sees its own time with it.
    expect((await t.as('agent1', { method: 'GET', url: `/api/device/id/${d.id}` })).statusCode).toBe(404);
    expect((await ledger(d.id, 'agent1')).map((e) => e.action)).toEqual(['issued', 'recalled']);
    // Its serial-number box answers the same: no device, the entries of its own time.
    const former = await data('agent1', {
      method: 'GET',
      url: `/api/device/lookup?serialNumber=${serials[0]}`,
    });
    expect(former).toMatchObject({ serialNumber: serials[0], device: null, printJob: null });
    expect(former.history.map((e: { action: string }) => e.action)).toEqual(['issued', 'recalled']);
    expect(
      (await t.as('agent2', { method: 'GET', url: `/api/device/lookup?serialNumber=${serials[0]}` }))
        .statusCode,
    ).toBe(404);
    // agent2 never held it: nothing.
    expect((await t.as('agent2', { method: 'GET', url: `/api/device/${d.id}/history` })).statusCode).toBe(
      404,
    );
    // Recalling a device in the warehouse says why not.
    expect(
      await refused(409, 'admin', { method: 'PATCH', url: '/api/device/recall', payload: { id: d.id } }),
    ).toBe('Only devices issued to an agent or bound to a store can be recalled');
  });

  it('a returned device is repaired and received into stock again, with a new secret', async () => {
    const d = await deviceOf(serials[1]);
    await admin('PATCH', '/api/device/return', { id: d.id, remark: 'screen cracked' });
    expect(await deviceOf(serials[1])).toMatchObject({ state: 'returned' });
    const again = await admin('POST', '/api/input-order', { deviceTypeId: typeId, quantity: 1 });
    expect(
      await admin('POST', '/api/input-order/scan', {
        orderId: again.id,
        serialNumber: serials[1],
        remark: 'screen replaced',
      }),
    ).toMatchObject({ done: 1 });
    const now = await deviceOf(serials[1]);
    expect(now.state).toBe('in_stock');
    const last = (await ledger(d.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'received again', fromState: 'returned', toState: 'in_stock' });
    expect(JSON.parse(last.detail!)).toMatchObject({ remark: 'screen replaced' });
    // Its new secret comes with the new order's hand-over file.
    const file = await t.as('admin', {
      method: 'POST',
      url: '/api/input-order/secrets',
      payload: { id: again.id },
    });
    expect(file.body).toContain(serials[1]);
    // Stock detail shows when it entered the warehouse this time (the ledger), not its last edit.
    expect(now.heldSince).toBeTruthy();
    await admin('PATCH', '/api/device', { id: d.id, remark: 'edited later' });
    expect((await deviceOf(serials[1])).heldSince).toBe(now.heldSince);
  });
});

describe('device models', () => {
  it('are unique ignoring case', async () => {
    await admin('POST', '/api/device-type', { name: 'Case', hardwareModel: 'qa-x-1' });
    expect(
      await refused(409, 'admin', {
        method: 'POST',
        url: '/api/device-type',
        payload: { name: 'Case 2', hardwareModel: 'QA-X-1' },
      }),
    ).toMatch(/exists/i);
  });

  it('cannot be renamed once devices and printed labels carry them', async () => {
    const { typeId } = await newModel('OPS-B-1');
    expect(
      await refused(409, 'admin', {
        method: 'PATCH',
        url: '/api/device-type',
        payload: { id: typeId, hardwareModel: 'OPS-B-2' },
      }),
    ).toBe('Devices and printed labels use this model: it cannot be renamed');
    // Its name and other fields still change.
    expect(
      await admin('PATCH', '/api/device-type', { id: typeId, name: 'Renamed label text' }),
    ).toMatchObject({
      name: 'Renamed label text',
      hardwareModel: 'OPS-B-1',
    });
  });
});
