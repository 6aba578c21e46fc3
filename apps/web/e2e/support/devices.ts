import type { APIRequestContext } from '@playwright/test';
import { type Api, apiAs, listOf } from './api';
import { perAttempt } from './names';

/** A device type a journey made for itself, with the label its pickers show. */
export type OwnType = { id: number; name: string; model: string; label: string };
export type OwnDevice = { id: number; serialNumber: string };
type Order = { id: number; deviceTypeId: number; state: string };

const OPEN = ['submitted', 'in_progress'];
/** Where a device still counts: in the warehouse, in an agent's stock, or in a store. */
const HELD = ['in_stock', 'shipped', 'bound'];

let made = 0;

/**
 * A device type of the journey's own, its hardware model marked with the attempt: its devices
 * are the journey's alone, and a filter on it shows nobody else's.
 */
export async function ownDeviceType(api: Api, name = 'E2E analyzer'): Promise<OwnType> {
  made += 1;
  const model = perAttempt(`E2E-${made}`, '-');
  const { id } = await api<{ id: number }>('POST', '/api/device-type', { name, hardwareModel: model });
  const options = await api<{ id: number; label: string }[]>('GET', '/api/device-type/all');
  return { id, name, model, label: options.find((o) => o.id === id)!.label };
}

/** Prints `count` labels of the type; answers their serial numbers in label order. */
export async function printLabels(api: Api, typeId: number, count: number): Promise<string[]> {
  const job = await api<{ id: number }>('POST', '/api/print-job', { deviceTypeId: typeId, quantity: count });
  const labels = await api<{ serialNumber: string }[]>('GET', `/api/print-job/${job.id}/labels`);
  return labels.map((l) => l.serialNumber);
}

/** Receives the serials into the warehouse with a stock-in order of their own, completed. */
export async function receive(api: Api, typeId: number, serials: string[]): Promise<OwnDevice[]> {
  const order = await api<{ id: number }>('POST', '/api/input-order', {
    deviceTypeId: typeId,
    quantity: serials.length,
  });
  for (const serialNumber of serials)
    await api('POST', '/api/input-order/scan', { orderId: order.id, serialNumber });
  await api('PATCH', '/api/input-order/complete', { id: order.id });
  const devices = await api<OwnDevice[]>('GET', `/api/input-order/${order.id}/devices`);
  return serials.map((s) => devices.find((d) => d.serialNumber === s)!);
}

/** Issues the serials to an agent (named as the pickers name it) with a completed stock-out order. */
export async function issue(api: Api, typeId: number, serials: string[], agent = 'East China agent') {
  const agents = await api<{ id: number; label: string }[]>('GET', '/api/ums-user/agent');
  const order = await api<{ id: number }>('POST', '/api/output-order', {
    agentId: agents.find((a) => a.label === agent)!.id,
    consigneeName: 'E2E warehouse',
    consigneePhone: '13800000003',
    consigneeAddress: '1 Century Ave, Shanghai',
    deviceTypeId: typeId,
    quantity: serials.length,
  });
  for (const serialNumber of serials)
    await api('POST', '/api/output-order/scan', { orderId: order.id, serialNumber });
  await api('PATCH', '/api/output-order/complete', { id: order.id });
}

/** `count` devices of a type of the journey's own, received into the warehouse (in stock). */
export async function devicesInStock(request: APIRequestContext, count: number, name?: string) {
  const api = await apiAs(request);
  const type = await ownDeviceType(api, name);
  const devices = await receive(api, type.id, await printLabels(api, type.id, count));
  return { api, type, devices };
}

/**
 * Takes a journey's devices out of everyone's way, whatever state the journey left them in: the
 * type's open orders are closed and each device it still holds anywhere goes back to the factory
 * (out of the warehouse, every agent's stock and every store). The type and its print jobs stay,
 * named for their attempt.
 */
export async function retireDeviceType(request: APIRequestContext, typeId: number) {
  const api = await apiAs(request);
  for (const kind of ['input-order', 'output-order']) {
    const orders = await listOf<Order>(api, `/api/${kind}`);
    for (const order of orders.filter((o) => o.deviceTypeId === typeId && OPEN.includes(o.state)))
      await api('PATCH', `/api/${kind}/close`, { id: order.id, reason: 'E2E clean-up' });
  }
  const devices = await listOf<OwnDevice & { state: string }>(api, `/api/device?deviceTypeId=${typeId}`);
  for (const device of devices.filter((d) => HELD.includes(d.state)))
    await api('PATCH', '/api/device/return', { id: device.id, remark: 'E2E clean-up' });
}
