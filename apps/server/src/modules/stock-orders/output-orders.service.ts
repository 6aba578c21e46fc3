import type { MessageKey, outputOrderResource, outputScan } from '@skin/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { createDeviceData } from '../../data/devices.data';
import { createOutputOrderData } from '../../data/output-orders.data';
import { createUserData } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import { deviceTypes, shippers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, Conflict, Invalid } from '../../lib/errors';
import { orderNumber } from './order-number';

type Input = z.infer<typeof outputOrderResource.create>;

/** Stock-out orders: devices in stock issued to an agent, one scan at a time; the agent sees its orders. */
export function createOutputOrderService(db: Db) {
  const data = createOutputOrderData(db);
  const devices = createDeviceData(db);
  const users = createUserData(db);
  /** The receiving user must be an agent inside the caller's tenant; the model and shipper must exist. */
  const check = async (actor: Actor, input: Partial<Input>, tx: Tx) => {
    if (input.agentId !== undefined && !(await users.withRole(actor, input.agentId, 'AGENT', undefined, tx)))
      throw Invalid('agentNotFound', { agentId: 'agentNotFound' });
    if (input.deviceTypeId !== undefined) {
      const [t] = await tx
        .select({ id: deviceTypes.id })
        .from(deviceTypes)
        .where(eq(deviceTypes.id, input.deviceTypeId));
      if (!t) throw Invalid('deviceTypeNotFound', { deviceTypeId: 'deviceTypeNotFound' });
    }
    if (input.shipperId) {
      const [s] = await tx.select({ id: shippers.id }).from(shippers).where(eq(shippers.id, input.shipperId));
      if (!s) throw Invalid('shipperNotFound', { shipperId: 'shipperNotFound' });
    }
  };
  const service = {
    list: data.list,
    get: (actor: Actor, id: number) => data.get(actor, id),
    async create(actor: Actor, input: Input) {
      const id = await db.transaction(async (tx) => {
        await check(actor, input, tx);
        return data.insert(tx, { ...input, createdBy: actor.userId }, (n) => orderNumber('OUT', n));
      });
      return service.get(actor, id);
    },
    /** Changes the fields sent, within what the devices already issued allow. */
    async update(actor: Actor, input: Partial<Input> & { id: number }) {
      const { id, ...set } = input;
      await db.transaction(async (tx) => {
        const current = await data.row(actor, id, tx, true);
        if (current.state === 'completed') throw Conflict('completedOrderUnchangeable');
        const moves =
          (set.agentId !== undefined && set.agentId !== current.agentId) ||
          (set.deviceTypeId !== undefined && set.deviceTypeId !== current.deviceTypeId);
        if (current.issuedQuantity > 0 && moves) throw Conflict('agentAndModelFixedAfterIssue');
        if (set.quantity !== undefined && set.quantity < current.issuedQuantity)
          throw Invalid('quantityBelowIssued', {
            quantity: 'quantityBelowIssued',
          });
        await check(actor, set, tx);
        if (Object.keys(set).length) await data.update(tx, actor, id, set);
      });
      return service.get(actor, id);
    },
    async remove(actor: Actor, ids: number[]) {
      try {
        await data.remove(actor, ids);
      } catch (e) {
        if (e instanceof AppError && e.status === 404) throw Conflict('onlyEmptyOutputOrders');
        throw e;
      }
    },
    async devices(actor: Actor, id: number) {
      await data.row(actor, id);
      return devices.ofOrder('output', id);
    },
    /** Issues one scanned device in stock to the order's agent: all of it happens, or none of it. */
    async scan(actor: Actor, input: z.infer<typeof outputScan>) {
      return db.transaction(async (tx) => {
        const order = await data.row(actor, input.orderId, tx, true);
        if (order.state === 'completed') throw Conflict('orderCompleted');
        const field = (msg: MessageKey) => Conflict(msg, { serialNumber: msg });
        const device = await devices.bySerial(actor, input.serialNumber, tx);
        if (!device) throw field('unknownSerial');
        if (device.deviceTypeId !== order.deviceTypeId) throw field('serialOtherModel');
        const set = { state: 'shipped', outputOrderId: order.id, agentId: order.agentId };
        if (device.state !== 'in_stock' || !(await devices.move(tx, actor, device.id, ['in_stock'], set)))
          throw field('deviceNotInStock');
        const issued = await data.countIssued(tx, actor, order.id);
        if (issued === undefined) throw Conflict('orderFullyIssued');
        await devices.record(tx, actor, [
          {
            deviceId: device.id,
            action: 'issued',
            fromState: 'in_stock',
            toState: 'shipped',
            detail: { order: order.number, agentId: order.agentId },
          },
        ]);
        return { serialNumber: device.serialNumber, issuedQuantity: issued, quantity: order.quantity };
      });
    },
    async complete(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const o = await data.row(actor, id, tx, true);
        if (o.state === 'completed') throw Conflict('orderCompleted');
        if (o.issuedQuantity !== o.quantity)
          throw Conflict({ key: 'issuedMismatch', params: { done: o.issuedQuantity, quantity: o.quantity } });
        await data.update(tx, actor, id, { state: 'completed' });
      });
      return service.get(actor, id);
    },
  };
  return service;
}
