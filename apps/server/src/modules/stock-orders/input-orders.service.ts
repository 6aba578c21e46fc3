import type { InputOrder, inputOrderResource, inputScan, MessageKey } from '@skin/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createDeviceData } from '../../data/devices.data';
import type { Db } from '../../db/client';
import { deviceTypes, inputOrders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { filterWhere, iso, listPage } from '../../lib/crud/list';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { newDeviceSecret } from '../devices/devices.service';
import { orderNumber } from './order-number';

const columns = {
  id: inputOrders.id,
  number: inputOrders.number,
  deviceTypeId: inputOrders.deviceTypeId,
  model: deviceTypes.hardwareModel,
  quantity: inputOrders.quantity,
  receivedQuantity: inputOrders.receivedQuantity,
  state: inputOrders.state,
  remark: inputOrders.remark,
  sort: inputOrders.sort,
  createdAt: inputOrders.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toOrder = (r: Row) => ({ ...r, createdAt: iso(r.createdAt as Date) }) as InputOrder;
const filters = {
  number: { column: inputOrders.number, match: 'like' as const },
  state: { column: inputOrders.state, match: 'eq' as const },
  deviceTypeId: { column: inputOrders.deviceTypeId, match: 'eq' as const },
};
type Input = z.infer<typeof inputOrderResource.create>;

/** Stock-in orders: devices of printed serials are received into the warehouse one scan at a time. */
export function createInputOrderService(db: Db) {
  const devices = createDeviceData(db);
  const select = () =>
    db
      .select(columns)
      .from(inputOrders)
      .innerJoin(deviceTypes, eq(deviceTypes.id, inputOrders.deviceTypeId))
      .$dynamic();
  const row = async (id: number) => {
    const [r] = await db.select().from(inputOrders).where(eq(inputOrders.id, id));
    if (!r) throw NotFound('inputOrderNotFound');
    return r;
  };
  const assertType = async (id: number) => {
    const [t] = await db.select({ id: deviceTypes.id }).from(deviceTypes).where(eq(deviceTypes.id, id));
    if (!t) throw Invalid('deviceTypeNotFound', { deviceTypeId: 'deviceTypeNotFound' });
  };
  const service = {
    list: (_a: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      listPage(
        db,
        inputOrders,
        select(),
        filterWhere(filters, q),
        [desc(inputOrders.sort), desc(inputOrders.id)],
        q,
        toOrder,
      ),
    async get(_a: Actor, id: number) {
      const [r] = await select().where(eq(inputOrders.id, id));
      if (!r) throw NotFound('inputOrderNotFound');
      return toOrder(r);
    },
    async create(actor: Actor, input: Input) {
      await assertType(input.deviceTypeId);
      const id = await db.transaction(async (tx) => {
        const [o] = await tx
          .insert(inputOrders)
          .values({
            ...input,
            number: `TMP-${Date.now()}-${Math.random()}`.slice(0, 32),
            createdBy: actor.userId,
          })
          .returning({ id: inputOrders.id });
        await tx
          .update(inputOrders)
          .set({ number: orderNumber('IN', o.id) })
          .where(eq(inputOrders.id, o.id));
        return o.id;
      });
      return service.get(actor, id);
    },
    /** Changes the fields sent, within what the devices already received allow. */
    async update(actor: Actor, input: Partial<Input> & { id: number }) {
      const current = await row(input.id);
      if (current.state === 'completed') throw Conflict('completedOrderUnchangeable');
      const { id, ...values } = input;
      if (values.deviceTypeId !== undefined) {
        if (values.deviceTypeId !== current.deviceTypeId && current.receivedQuantity > 0)
          throw Conflict('modelFixedAfterReceipt');
        await assertType(values.deviceTypeId);
      }
      if (values.quantity !== undefined && values.quantity < current.receivedQuantity)
        throw Invalid('quantityBelowReceived', {
          quantity: 'quantityBelowReceived',
        });
      if (Object.keys(values).length) await db.update(inputOrders).set(values).where(eq(inputOrders.id, id));
      return service.get(actor, id);
    },
    async remove(_a: Actor, ids: number[]) {
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const rows = await tx
            .delete(inputOrders)
            .where(and(eq(inputOrders.id, id), eq(inputOrders.receivedQuantity, 0)))
            .returning({ id: inputOrders.id });
          if (!rows.length) throw Conflict('onlyEmptyInputOrders');
        }
      });
    },
    async devices(_a: Actor, id: number) {
      await row(id);
      return devices.ofOrder('input', id);
    },
    /** Receives one scanned device: all of it happens, or none of it. Returns the device secret once. */
    async scan(actor: Actor, input: z.infer<typeof inputScan>) {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(inputOrders)
          .where(eq(inputOrders.id, input.orderId))
          .for('update');
        if (!order) throw NotFound('inputOrderNotFound');
        if (order.state === 'completed') throw Conflict('orderCompleted');
        const device = await devices.bySerial(actor, input.serialNumber, tx);
        const field = (msg: MessageKey) => Conflict(msg, { serialNumber: msg });
        if (!device) throw field('serialNotPrinted');
        if (device.deviceTypeId !== order.deviceTypeId) throw field('serialOtherModel');
        if (device.state !== 'printed') throw field('deviceAlreadyReceived');
        const { secret, hash } = await newDeviceSecret();
        const moved = await devices.move(tx, actor, device.id, ['printed'], {
          state: 'in_stock',
          inputOrderId: order.id,
          bluetoothName: input.bluetoothName,
          firmwareVersion: input.firmwareVersion,
          batchNumber: input.batchNumber,
          remark: input.remark,
          secretHash: hash,
        });
        if (!moved) throw field('deviceAlreadyReceived');
        const counted = await tx
          .update(inputOrders)
          .set({ receivedQuantity: sql`${inputOrders.receivedQuantity} + 1`, state: 'in_progress' })
          .where(
            and(eq(inputOrders.id, order.id), sql`${inputOrders.receivedQuantity} < ${inputOrders.quantity}`),
          )
          .returning({ received: inputOrders.receivedQuantity });
        if (!counted.length) throw Conflict('orderFullyReceived');
        await devices.record(tx, actor, [
          {
            deviceId: device.id,
            action: 'received',
            fromState: 'printed',
            toState: 'in_stock',
            detail: { order: order.number },
          },
        ]);
        return {
          serialNumber: device.serialNumber,
          secret,
          receivedQuantity: counted[0].received,
          quantity: order.quantity,
        };
      });
    },
    /** Completes an order once every device of it has been received. */
    async complete(actor: Actor, id: number) {
      const o = await row(id);
      if (o.state === 'completed') throw Conflict('orderCompleted');
      if (o.receivedQuantity !== o.quantity)
        throw Conflict({
          key: 'receivedMismatch',
          params: { done: o.receivedQuantity, quantity: o.quantity },
        });
      await db.update(inputOrders).set({ state: 'completed' }).where(eq(inputOrders.id, id));
      return service.get(actor, id);
    },
  };
  return service;
}
