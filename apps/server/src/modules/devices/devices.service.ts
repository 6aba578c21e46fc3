import { randomBytes } from 'node:crypto';
import type { DeviceState } from '@skin/contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceEvents, devices, stores, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { filterWhere, listPage } from '../../lib/crud/list';
import { Conflict, NotFound } from '../../lib/errors';
import { ownerInScope } from '../../lib/tenant';
import { checkPassword, hashPassword } from '../auth/passwords';
import { selectDevices, toDevice } from './devices.query';
import { record } from './ledger';

const filters = {
  serialNumber: { column: devices.serialNumber, match: 'like' as const },
  deviceTypeId: { column: devices.deviceTypeId, match: 'eq' as const },
  state: { column: devices.state, match: 'eq' as const },
  enabled: { column: devices.enabled, match: 'eq' as const },
  agentId: { column: devices.agentId, match: 'eq' as const },
  storeId: { column: devices.storeId, match: 'eq' as const },
};

/** A new device secret: shown once, stored only as a hash. */
export async function newDeviceSecret() {
  const secret = randomBytes(18).toString('base64url');
  return { secret, hash: await hashPassword(secret) };
}

/** Devices in the caller's tenant: reads, edits, enable, bind to a store, return to factory, ledger. */
export function createDeviceService(db: Db) {
  const scope = (actor: Actor) => ownerInScope(actor, devices.ownerId);
  /** The device row if the actor may see it, else NotFound. */
  const visible = async (actor: Actor, id: number) => {
    const [row] = await db
      .select()
      .from(devices)
      .where(and(eq(devices.id, id), scope(actor)));
    if (!row) throw NotFound('Device');
    return row;
  };
  /** Changes a device's state only if it is still in one of `from` (a concurrent change loses cleanly). */
  const transition = async (
    actor: Actor,
    id: number,
    from: DeviceState[],
    to: DeviceState,
    set: Partial<typeof devices.$inferInsert>,
    action: string,
    detail?: Record<string, unknown>,
  ) => {
    const current = await visible(actor, id);
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(devices)
        .set({ ...set, state: to })
        .where(and(eq(devices.id, id), inArray(devices.state, from)))
        .returning({ id: devices.id });
      if (!rows.length)
        throw Conflict(`The device is ${current.state.replace('_', ' ')} and cannot be ${action}`);
      await record(tx, actor, [{ deviceId: id, action, fromState: current.state, toState: to, detail }]);
    });
  };

  const service = {
    /** A device that may talk to the API: received, not returned, enabled. */
    async active(id: number) {
      const [d] = await db.select().from(devices).where(eq(devices.id, id));
      const live = d?.enabled && d.secretHash && ['in_stock', 'shipped', 'bound'].includes(d.state);
      return live ? d : undefined;
    },
    /** Checks a device's serial number and secret; undefined when either is wrong. */
    async authenticate(serialNumber: string, secret: string) {
      const [d] = await db.select().from(devices).where(eq(devices.serialNumber, serialNumber));
      const ok = await checkPassword(d?.secretHash ?? undefined, secret);
      return ok && d ? service.active(d.id) : undefined;
    },
    /** A device reports in: last-seen time, and its firmware (a change goes into the ledger). */
    async heartbeat(id: number, firmwareVersion?: string | null) {
      const [d] = await db.select().from(devices).where(eq(devices.id, id));
      await db.transaction(async (tx) => {
        const changed = firmwareVersion && firmwareVersion !== d.firmwareVersion;
        await tx
          .update(devices)
          .set({ lastSeenAt: new Date(), ...(changed ? { firmwareVersion } : {}) })
          .where(eq(devices.id, id));
        if (changed)
          await record(tx, null, [
            { deviceId: id, action: 'firmware', detail: { from: d.firmwareVersion, to: firmwareVersion } },
          ]);
      });
    },
    list: (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) => {
      // A device's merchant is its bound store's: a subquery keeps the filter on the devices
      // table, which the pager counts without joins.
      const byMerchant =
        q.merchantId === undefined
          ? undefined
          : sql`${devices.storeId} in (select ${stores.id} from ${stores} where ${stores.merchantId} = ${q.merchantId})`;
      const where = filterWhere(filters, q, scope(actor), byMerchant);
      return listPage(db, devices, selectDevices(db), where, [desc(devices.id)], q, toDevice);
    },
    async get(actor: Actor, id: number) {
      const [row] = await selectDevices(db).where(and(eq(devices.id, id), scope(actor)));
      if (!row) throw NotFound('Device');
      return toDevice(row);
    },
    async update(actor: Actor, input: { id: number; bluetoothName?: string | null; remark?: string | null }) {
      await visible(actor, input.id);
      await db.transaction(async (tx) => {
        await tx
          .update(devices)
          .set({ bluetoothName: input.bluetoothName, remark: input.remark })
          .where(eq(devices.id, input.id));
        await record(tx, actor, [
          {
            deviceId: input.id,
            action: 'edit',
            detail: { bluetoothName: input.bluetoothName, remark: input.remark },
          },
        ]);
      });
      return service.get(actor, input.id);
    },
    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      const d = await visible(actor, id);
      if (d.enabled === enabled) return;
      await db.transaction(async (tx) => {
        await tx.update(devices).set({ enabled }).where(eq(devices.id, id));
        await record(tx, actor, [
          { deviceId: id, action: enabled ? 'enable' : 'disable', fromState: d.state, toState: d.state },
        ]);
      });
    },
    /** Binds a device the caller holds to a store of its tenant; the store's merchant becomes the holder. */
    async bind(actor: Actor, id: number, storeId: number) {
      const [store] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, storeId), ownerInScope(actor, stores.merchantId)));
      if (!store) throw NotFound('Store');
      await transition(
        actor,
        id,
        ['shipped', 'bound'],
        'bound',
        { storeId, ownerId: store.merchantId },
        'bound',
        { storeId, store: store.name },
      );
    },
    /** Returns a device to the factory: the platform holds it again. */
    async returnToFactory(actor: Actor, id: number, remark?: string | null) {
      const [root] = await db
        .select({ id: users.id })
        .from(users)
        .where(isNull(users.parentId))
        .orderBy(asc(users.id))
        .limit(1);
      await transition(
        actor,
        id,
        ['in_stock', 'shipped', 'bound'],
        'returned',
        { storeId: null, agentId: null, ownerId: root.id, secretHash: null },
        'returned',
        { remark },
      );
    },
    async history(actor: Actor, id: number) {
      await visible(actor, id);
      const rows = await db
        .select()
        .from(deviceEvents)
        .where(eq(deviceEvents.deviceId, id))
        .orderBy(asc(deviceEvents.id));
      return rows.map((e) => ({
        id: e.id,
        at: e.at.toISOString(),
        actorName: e.actorName,
        action: e.action,
        fromState: e.fromState,
        toState: e.toState,
        detail: e.detail == null ? null : JSON.stringify(e.detail),
      }));
    },
    /** Issues a new secret to a received device (the old one stops working). */
    async rotateSecret(actor: Actor, id: number) {
      const d = await visible(actor, id);
      if (d.state === 'printed' || d.state === 'returned')
        throw Conflict('Only received devices have a secret');
      const { secret, hash } = await newDeviceSecret();
      await db.transaction(async (tx) => {
        await tx.update(devices).set({ secretHash: hash }).where(eq(devices.id, id));
        await record(tx, actor, [{ deviceId: id, action: 'secret rotated' }]);
      });
      return { serialNumber: d.serialNumber, secret };
    },
  };
  return service;
}
export type DeviceService = ReturnType<typeof createDeviceService>;
