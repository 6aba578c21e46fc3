import type { orderClose, orderUnscan, outputOrderResource, outputScan } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createDeviceData } from '../../data/devices.data';
import { createOutputOrderData } from '../../data/output-orders.data';
import { createUserData } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import { deviceTypes, shippers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid, isNotFound } from '../../lib/errors';
import { orderNumber } from './order-number';
import { assertOpen, serialRefused } from './order-rules';

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
  /**
   * An order cannot promise more than the warehouse holds: what it still has to issue must fit in
   * the stock of its model less what other open orders still have to issue. Serialized per model
   * so two orders created at once cannot both take the same devices.
   */
  const assertStock = async (tx: Tx, deviceTypeId: number, stillToIssue: number, exceptId?: number) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock:${deviceTypeId}`}))`);
    const available =
      (await devices.unscoped.inStock(tx, deviceTypeId)) -
      (await data.unscoped.promised(tx, deviceTypeId, exceptId));
    if (stillToIssue > available)
      throw Invalid(
        { key: 'notEnoughStock', params: { available: Math.max(0, available) } },
        { quantity: { key: 'notEnoughStock', params: { available: Math.max(0, available) } } },
      );
  };
  const service = {
    list: data.list,
    get: (actor: Actor, id: number) => data.get(actor, id),
    async create(actor: Actor, input: Input) {
      const id = await db.transaction(async (tx) => {
        await check(actor, input, tx);
        await assertStock(tx, input.deviceTypeId, input.quantity);
        return data.insert(tx, { ...input, createdBy: actor.userId }, (n) => orderNumber('OUT', n));
      });
      return service.get(actor, id);
    },
    /** Changes the fields sent, within what the devices already issued allow. */
    async update(actor: Actor, input: Partial<Input> & { id: number }) {
      const { id, ...set } = input;
      await db.transaction(async (tx) => {
        const current = await data.row(actor, id, tx, true);
        if (current.state === 'completed' || current.state === 'closed')
          throw Conflict('completedOrderUnchangeable');
        const moves =
          (set.agentId !== undefined && set.agentId !== current.agentId) ||
          (set.deviceTypeId !== undefined && set.deviceTypeId !== current.deviceTypeId);
        if (current.issuedQuantity > 0 && moves) throw Conflict('agentAndModelFixedAfterIssue');
        if (set.quantity !== undefined && set.quantity < current.issuedQuantity)
          throw Invalid('quantityBelowIssued', {
            quantity: 'quantityBelowIssued',
          });
        await check(actor, set, tx);
        if (set.quantity !== undefined && set.quantity > current.quantity)
          await assertStock(tx, current.deviceTypeId, set.quantity - current.issuedQuantity, id);
        if (Object.keys(set).length) await data.update(tx, actor, id, set);
      });
      return service.get(actor, id);
    },
    async remove(actor: Actor, ids: number[]) {
      try {
        await data.remove(actor, ids);
      } catch (e) {
        if (isNotFound(e)) throw Conflict('onlyEmptyOutputOrders');
        throw e;
      }
    },
    async devices(actor: Actor, id: number) {
      await data.row(actor, id);
      return devices.unscoped.ofOrder('output', id);
    },
    /** Issues one scanned device in stock to the order's agent: all of it happens, or none of it. */
    async scan(actor: Actor, input: z.infer<typeof outputScan>) {
      return db.transaction(async (tx) => {
        const order = await data.row(actor, input.orderId, tx, true);
        assertOpen(order);
        const device = await devices.bySerial(actor, input.serialNumber, tx);
        if (!device) throw serialRefused('unknownSerial');
        if (device.deviceTypeId !== order.deviceTypeId) throw serialRefused('serialOtherModel');
        const set = { state: 'shipped', outputOrderId: order.id, agentId: order.agentId };
        if (device.state !== 'in_stock' || !(await devices.move(tx, actor, device.id, ['in_stock'], set)))
          throw serialRefused('deviceNotInStock');
        const issued = await data.countIssued(tx, actor, order.id);
        if (issued === undefined) throw serialRefused('orderFullyIssued');
        await devices.record(tx, actor, [
          {
            deviceId: device.id,
            action: 'issued',
            fromState: 'in_stock',
            toState: 'shipped',
            detail: { order: order.number, agentId: order.agentId },
          },
        ]);
        return { serialNumber: device.serialNumber, done: issued, quantity: order.quantity };
      });
    },
    /** Takes a mis-scanned device out of an open order: back into the warehouse, in its ledger. */
    async unscan(actor: Actor, input: z.infer<typeof orderUnscan>) {
      return db.transaction(async (tx) => {
        const order = await data.row(actor, input.orderId, tx, true);
        assertOpen(order);
        const device = await devices.bySerial(actor, input.serialNumber, tx);
        if (!device || device.outputOrderId !== order.id) throw serialRefused('notInThisOrder');
        const back = { state: 'in_stock', outputOrderId: null, agentId: null };
        if (device.state !== 'shipped' || !(await devices.move(tx, actor, device.id, ['shipped'], back)))
          throw serialRefused('deviceMovedOn', { state: device.state });
        await data.uncountIssued(tx, actor, order.id);
        await devices.record(tx, actor, [
          {
            deviceId: device.id,
            action: 'unscanned',
            fromState: 'shipped',
            toState: 'in_stock',
            detail: { order: order.number, ...(input.reason ? { reason: input.reason } : {}) },
            // The agent it was issued to keeps seeing this entry.
            holder: { agentId: device.agentId, storeId: null },
          },
        ]);
        const now = await data.row(actor, order.id, tx);
        return { serialNumber: device.serialNumber, done: now.issuedQuantity, quantity: order.quantity };
      });
    },
    /** Closes an order short of its quantity (a partial delivery), with the reason. */
    async close(actor: Actor, input: z.infer<typeof orderClose>) {
      await db.transaction(async (tx) => {
        const o = await data.row(actor, input.id, tx, true);
        assertOpen(o);
        await data.update(tx, actor, input.id, { state: 'closed', closeReason: input.reason });
      });
      return service.get(actor, input.id);
    },
    async complete(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const o = await data.row(actor, id, tx, true);
        assertOpen(o);
        if (o.issuedQuantity !== o.quantity)
          throw Conflict({ key: 'issuedMismatch', params: { done: o.issuedQuantity, quantity: o.quantity } });
        await data.update(tx, actor, id, { state: 'completed' });
      });
      return service.get(actor, id);
    },
  };
  return service;
}
