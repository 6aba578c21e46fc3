import type { InputOrder, inputOrderResource, inputScan, orderClose, orderUnscan } from '@skin/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createDeviceData } from '../../data/devices.data';
import { defineList, iso } from '../../data/list';
import { createSecretHandoverData } from '../../data/secret-handovers.data';
import type { Db, Tx } from '../../db/client';
import { deviceSecretHandovers, deviceTypes, inputOrders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { newDeviceSecret } from '../devices/devices.service';
import { orderNumber } from './order-number';
import { assertOpen, serialRefused } from './order-rules';

const columns = {
  id: inputOrders.id,
  number: inputOrders.number,
  deviceTypeId: inputOrders.deviceTypeId,
  model: deviceTypes.hardwareModel,
  quantity: inputOrders.quantity,
  receivedQuantity: inputOrders.receivedQuantity,
  pendingSecrets:
    sql<number>`(select count(*) from ${deviceSecretHandovers} where ${deviceSecretHandovers.inputOrderId} = ${inputOrders.id})`.mapWith(
      Number,
    ),
  state: inputOrders.state,
  closeReason: inputOrders.closeReason,
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
/** Device states a stock-in order receives from: a new serial, or a device back from repair. */
const RECEIVABLE = ['printed', 'returned'];

/**
 * Stock-in orders: devices of printed serials (or returned and repaired ones) are received into
 * the warehouse one scan at a time. Each gets a new secret, kept sealed until the order's
 * hand-over file is downloaded (docs/devices.md).
 */
export function createInputOrderService(db: Db) {
  const devices = createDeviceData(db);
  const handovers = createSecretHandoverData(db);
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
  /** The order, locked for the transaction: scans of one order queue behind each other. */
  const locked = async (tx: Tx, id: number) => {
    const [o] = await tx.select().from(inputOrders).where(eq(inputOrders.id, id)).for('update');
    if (!o) throw NotFound('inputOrderNotFound');
    return o;
  };
  const assertType = async (id: number) => {
    const [t] = await db.select({ id: deviceTypes.id }).from(deviceTypes).where(eq(deviceTypes.id, id));
    if (!t) throw Invalid('deviceTypeNotFound', { deviceTypeId: 'deviceTypeNotFound' });
  };
  const list = defineList(db, {
    name: 'input_orders',
    table: inputOrders,
    select,
    orderBy: [desc(inputOrders.sort), desc(inputOrders.id)],
    filters,
    toEntity: toOrder,
  });
  const service = {
    list: (_a: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) => list.page(q),
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
      if (current.state === 'completed' || current.state === 'closed')
        throw Conflict('completedOrderUnchangeable');
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
      return devices.unscoped.ofOrder('input', id);
    },
    /** Receives one scanned device: all of it happens, or none of it. Its secret waits, sealed. */
    async scan(actor: Actor, input: z.infer<typeof inputScan>) {
      return db.transaction(async (tx) => {
        const order = await locked(tx, input.orderId);
        assertOpen(order);
        const device = await devices.bySerial(actor, input.serialNumber, tx);
        if (!device) throw serialRefused('serialNotPrinted');
        if (device.deviceTypeId !== order.deviceTypeId) throw serialRefused('serialOtherModel');
        if (!RECEIVABLE.includes(device.state)) throw serialRefused('deviceAlreadyReceived');
        const { secret, hash } = await newDeviceSecret();
        const moved = await devices.move(tx, actor, device.id, RECEIVABLE, {
          state: 'in_stock',
          inputOrderId: order.id,
          outputOrderId: null,
          agentId: null,
          storeId: null,
          bluetoothName: input.bluetoothName ?? device.bluetoothName,
          firmwareVersion: input.firmwareVersion ?? device.firmwareVersion,
          batchNumber: input.batchNumber ?? device.batchNumber,
          remark: input.remark ?? device.remark,
          secretHash: hash,
        });
        if (!moved) throw serialRefused('deviceAlreadyReceived');
        const counted = await tx
          .update(inputOrders)
          .set({ receivedQuantity: sql`${inputOrders.receivedQuantity} + 1`, state: 'in_progress' })
          .where(
            and(eq(inputOrders.id, order.id), sql`${inputOrders.receivedQuantity} < ${inputOrders.quantity}`),
          )
          .returning({ received: inputOrders.receivedQuantity });
        if (!counted.length) throw serialRefused('orderFullyReceived');
        await handovers.keep(tx, device.id, order.id, secret);
        await devices.record(tx, actor, [
          {
            deviceId: device.id,
            action: device.state === 'returned' ? 'received again' : 'received',
            fromState: device.state,
            toState: 'in_stock',
            detail: { order: order.number, ...(input.remark ? { remark: input.remark } : {}) },
          },
        ]);
        return { serialNumber: device.serialNumber, done: counted[0].received, quantity: order.quantity };
      });
    },
    /** Takes a mis-scanned device out of an open order: back where it came from, in its ledger. */
    async unscan(actor: Actor, input: z.infer<typeof orderUnscan>) {
      return db.transaction(async (tx) => {
        const order = await locked(tx, input.orderId);
        assertOpen(order);
        const device = await devices.bySerial(actor, input.serialNumber, tx);
        if (!device || device.inputOrderId !== order.id) throw serialRefused('notInThisOrder');
        if (device.state !== 'in_stock') throw serialRefused('deviceMovedOn', { state: device.state });
        const received = await devices.unscoped.lastEntry(tx, device.id, ['received', 'received again']);
        const back = received?.fromState === 'returned' ? 'returned' : 'printed';
        if (
          !(await devices.move(tx, actor, device.id, ['in_stock'], {
            state: back,
            inputOrderId: null,
            secretHash: null,
          }))
        )
          throw serialRefused('deviceMovedOn', { state: device.state });
        await handovers.drop(tx, device.id);
        const [counted] = await tx
          .update(inputOrders)
          .set({ receivedQuantity: sql`${inputOrders.receivedQuantity} - 1` })
          .where(eq(inputOrders.id, order.id))
          .returning({ received: inputOrders.receivedQuantity });
        await devices.record(tx, actor, [
          {
            deviceId: device.id,
            action: 'unscanned',
            fromState: 'in_stock',
            toState: back,
            detail: { order: order.number, ...(input.reason ? { reason: input.reason } : {}) },
          },
        ]);
        return { serialNumber: device.serialNumber, done: counted.received, quantity: order.quantity };
      });
    },
    /** Completes an order once every device of it has been received. */
    async complete(actor: Actor, id: number) {
      const o = await row(id);
      assertOpen(o);
      if (o.receivedQuantity !== o.quantity)
        throw Conflict({
          key: 'receivedMismatch',
          params: { done: o.receivedQuantity, quantity: o.quantity },
        });
      await db.update(inputOrders).set({ state: 'completed' }).where(eq(inputOrders.id, id));
      return service.get(actor, id);
    },
    /** Closes an order short of its quantity (the factory delivered less), with the reason. */
    async close(actor: Actor, input: z.infer<typeof orderClose>) {
      await db.transaction(async (tx) => {
        const o = await locked(tx, input.id);
        assertOpen(o);
        await tx
          .update(inputOrders)
          .set({ state: 'closed', closeReason: input.reason })
          .where(eq(inputOrders.id, input.id));
      });
      return service.get(actor, input.id);
    },
    /**
     * The hand-over of an order's waiting device secrets, as CSV, once: they are deleted in the
     * same transaction and each handed-over secret is noted in its device's ledger.
     */
    async handOverSecrets(actor: Actor, id: number) {
      return db.transaction(async (tx) => {
        const o = await locked(tx, id);
        const [type] = await tx
          .select({ model: deviceTypes.hardwareModel })
          .from(deviceTypes)
          .where(eq(deviceTypes.id, o.deviceTypeId));
        const secrets = await handovers.takeAll(tx, id);
        if (!secrets.length) throw Conflict('noPendingSecrets');
        await devices.record(
          tx,
          actor,
          secrets.map((s) => ({
            deviceId: s.deviceId,
            action: 'secret handed over',
            detail: { order: o.number },
          })),
        );
        const lines = secrets.map((s) =>
          [s.serialNumber, s.secret, type.model, o.number].map(csvCell).join(','),
        );
        return {
          fileName: `device-secrets-${o.number}.csv`,
          csv: `serialNumber,secret,model,order\r\n${lines.join('\r\n')}\r\n`,
        };
      });
    },
  };
  return service;
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
const csvCell = (v: string) => {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
