import type { OutputOrder, outputOrderResource, outputScan } from '@skin/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { devices, deviceTypes, outputOrders, roles, shippers, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { filterWhere, iso, listPage } from '../../lib/crud/list';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { ownerInScope, userInScope } from '../../lib/tenant';
import { record } from '../devices/ledger';
import { orderDevices } from './order-devices';
import { orderNumber } from './order-number';

const agent = alias(users, 'agent');
const columns = {
  id: outputOrders.id,
  number: outputOrders.number,
  agentId: outputOrders.agentId,
  agentName: agent.name,
  shipperId: outputOrders.shipperId,
  shipperName: shippers.name,
  consigneeName: outputOrders.consigneeName,
  consigneePhone: outputOrders.consigneePhone,
  consigneeAddress: outputOrders.consigneeAddress,
  deviceTypeId: outputOrders.deviceTypeId,
  model: deviceTypes.hardwareModel,
  quantity: outputOrders.quantity,
  issuedQuantity: outputOrders.issuedQuantity,
  state: outputOrders.state,
  remark: outputOrders.remark,
  sort: outputOrders.sort,
  createdAt: outputOrders.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toOrder = (r: Row) => ({ ...r, createdAt: iso(r.createdAt as Date) }) as OutputOrder;
const filters = {
  number: { column: outputOrders.number, match: 'like' as const },
  state: { column: outputOrders.state, match: 'eq' as const },
  agentId: { column: outputOrders.agentId, match: 'eq' as const },
};
type Input = z.infer<typeof outputOrderResource.create>;

/** Stock-out orders: devices in stock issued to an agent, one scan at a time; the agent sees its orders. */
export function createOutputOrderService(db: Db) {
  const scope = (actor: Actor) => ownerInScope(actor, outputOrders.agentId);
  const select = () =>
    db
      .select(columns)
      .from(outputOrders)
      .innerJoin(deviceTypes, eq(deviceTypes.id, outputOrders.deviceTypeId))
      .innerJoin(agent, eq(agent.id, outputOrders.agentId))
      .leftJoin(shippers, eq(shippers.id, outputOrders.shipperId))
      .$dynamic();
  const row = async (actor: Actor, id: number) => {
    const [r] = await db
      .select()
      .from(outputOrders)
      .where(and(eq(outputOrders.id, id), scope(actor)));
    if (!r) throw NotFound('Stock-out order');
    return r;
  };
  /** The receiving user must be an agent inside the caller's tenant; the model and shipper must exist. */
  const check = async (actor: Actor, input: Input) => {
    const [a] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, input.agentId), eq(roles.code, 'AGENT'), userInScope(actor)));
    if (!a) throw Invalid('Agent not found', { agentId: 'Agent not found' });
    const [t] = await db
      .select({ id: deviceTypes.id })
      .from(deviceTypes)
      .where(eq(deviceTypes.id, input.deviceTypeId));
    if (!t) throw Invalid('Device type not found', { deviceTypeId: 'Device type not found' });
    if (input.shipperId) {
      const [s] = await db.select({ id: shippers.id }).from(shippers).where(eq(shippers.id, input.shipperId));
      if (!s) throw Invalid('Shipper not found', { shipperId: 'Shipper not found' });
    }
  };
  const service = {
    list: (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      listPage(
        db,
        outputOrders,
        select(),
        filterWhere(filters, q, scope(actor)),
        [desc(outputOrders.sort), desc(outputOrders.id)],
        q,
        toOrder,
      ),
    async get(actor: Actor, id: number) {
      const [r] = await select().where(and(eq(outputOrders.id, id), scope(actor)));
      if (!r) throw NotFound('Stock-out order');
      return toOrder(r);
    },
    async create(actor: Actor, input: Input) {
      await check(actor, input);
      const id = await db.transaction(async (tx) => {
        const [o] = await tx
          .insert(outputOrders)
          .values({
            ...input,
            number: `TMP-${Date.now()}-${Math.random()}`.slice(0, 32),
            createdBy: actor.userId,
          })
          .returning({ id: outputOrders.id });
        await tx
          .update(outputOrders)
          .set({ number: orderNumber('OUT', o.id) })
          .where(eq(outputOrders.id, o.id));
        return o.id;
      });
      return service.get(actor, id);
    },
    async update(actor: Actor, input: Input & { id: number }) {
      const current = await row(actor, input.id);
      if (current.state === 'completed') throw Conflict('A completed order cannot be changed');
      if (
        current.issuedQuantity > 0 &&
        (input.agentId !== current.agentId || input.deviceTypeId !== current.deviceTypeId)
      )
        throw Conflict('Agent and model cannot change after devices were issued');
      if (input.quantity < current.issuedQuantity)
        throw Invalid('Quantity is below the issued quantity', {
          quantity: 'Quantity is below the issued quantity',
        });
      await check(actor, input);
      const { id, ...values } = input;
      await db.update(outputOrders).set(values).where(eq(outputOrders.id, id));
      return service.get(actor, id);
    },
    async remove(actor: Actor, ids: number[]) {
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const rows = await tx
            .delete(outputOrders)
            .where(and(eq(outputOrders.id, id), eq(outputOrders.issuedQuantity, 0), scope(actor)))
            .returning({ id: outputOrders.id });
          if (!rows.length) throw Conflict('Only orders with nothing issued can be deleted');
        }
      });
    },
    async devices(actor: Actor, id: number) {
      await row(actor, id);
      return orderDevices(db, devices.outputOrderId, id);
    },
    /** Issues one scanned device in stock to the order's agent: all of it happens, or none of it. */
    async scan(actor: Actor, input: z.infer<typeof outputScan>) {
      const order = await row(actor, input.orderId);
      return db.transaction(async (tx) => {
        if (order.state === 'completed') throw Conflict('The order is already completed');
        const [device] = await tx.select().from(devices).where(eq(devices.serialNumber, input.serialNumber));
        const field = (msg: string) => Conflict(msg, { serialNumber: msg });
        if (!device) throw field('Unknown serial number');
        if (device.deviceTypeId !== order.deviceTypeId)
          throw field("The serial number belongs to another model than the order's");
        if (device.state !== 'in_stock') throw field('This device is not in stock');
        const moved = await tx
          .update(devices)
          .set({ state: 'shipped', outputOrderId: order.id, agentId: order.agentId, ownerId: order.agentId })
          .where(and(eq(devices.id, device.id), eq(devices.state, 'in_stock')))
          .returning({ id: devices.id });
        if (!moved.length) throw field('This device is not in stock');
        const counted = await tx
          .update(outputOrders)
          .set({ issuedQuantity: sql`${outputOrders.issuedQuantity} + 1`, state: 'in_progress' })
          .where(
            and(
              eq(outputOrders.id, order.id),
              sql`${outputOrders.issuedQuantity} < ${outputOrders.quantity}`,
              sql`${outputOrders.state} <> 'completed'`,
            ),
          )
          .returning({ issued: outputOrders.issuedQuantity });
        if (!counted.length) throw Conflict('The order has issued its full quantity');
        await record(tx, actor, [
          {
            deviceId: device.id,
            action: 'issued',
            fromState: 'in_stock',
            toState: 'shipped',
            detail: { order: order.number, agentId: order.agentId },
          },
        ]);
        return {
          serialNumber: device.serialNumber,
          issuedQuantity: counted[0].issued,
          quantity: order.quantity,
        };
      });
    },
    async complete(actor: Actor, id: number) {
      const o = await row(actor, id);
      if (o.state === 'completed') throw Conflict('The order is already completed');
      if (o.issuedQuantity !== o.quantity)
        throw Conflict(`Issued ${o.issuedQuantity} of ${o.quantity}: the quantities must match to complete`);
      await db.update(outputOrders).set({ state: 'completed' }).where(eq(outputOrders.id, id));
      return service.get(actor, id);
    },
  };
  return service;
}
