import { type Device, deviceResource } from '@skin/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import {
  deviceEvents,
  devices,
  deviceTypes,
  KEPT,
  KEPT_NEWEST,
  KEPT_SUBTREE,
  stores,
  users,
} from '../db/schema';
import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';
import { isoString, timestampFromText } from '../lib/iso-time';
import { keptCountsOf, keptSubtreeCountsOf } from './kept-counts.data';
import { iso, isoSql, type JsonShape } from './list';
import { perDatabase } from './per-database';
import { rootOf, ruleParams, visibilityRule } from './scope';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

const agent = alias(users, 'agent');
const merchant = alias(users, 'merchant');
const scoped = tenant.device;
/** The device rule applied to the holder recorded on each ledger entry (who held it then). */
const heldRule = visibilityRule(deviceResource.tenancy, deviceEvents)!;

/** Ledger actions by which a device enters a holder's stock (warehouse, agent, store). */
export const ENTRY_ACTIONS = ['received', 'received again', 'issued', 'bound', 'recalled', 'unscanned'];
/** When the device entered its current holder's stock: the last entry that moved it there. */
const heldSince = sql<Date | null>`(select max(e.at) from ${deviceEvents} e where e.device_id = ${devices.id} and e.action in (${sql.join(
  ENTRY_ACTIONS.map((a) => sql`${a}`),
  sql`, `,
)}))`;

/** Columns of the device screens: the device with its model, agent, merchant and store. */
const deviceColumns = {
  id: devices.id,
  serialNumber: devices.serialNumber,
  batchNumber: devices.batchNumber,
  deviceTypeId: devices.deviceTypeId,
  model: deviceTypes.hardwareModel,
  firmwareVersion: devices.firmwareVersion,
  bluetoothName: devices.bluetoothName,
  state: devices.state,
  enabled: devices.enabled,
  agentId: devices.agentId,
  agentName: agent.name,
  merchantId: stores.merchantId,
  merchantName: merchant.name,
  storeId: devices.storeId,
  storeName: stores.name,
  storeManager: stores.managerName,
  phone: stores.phone,
  remark: devices.remark,
  lastSeenAt: devices.lastSeenAt,
  heldSince,
  updatedAt: devices.updatedAt,
};
type Row = { [K in keyof typeof deviceColumns]: unknown };
const toDevice = (r: Row): Device =>
  ({
    ...r,
    lastSeenAt: iso(r.lastSeenAt as Date | null),
    // Raw subquery results arrive as text on some drivers.
    heldSince: r.heldSince
      ? isoString(r.heldSince instanceof Date ? r.heldSince : timestampFromText(String(r.heldSince)))
      : null,
    updatedAt: iso(r.updatedAt as Date),
  }) as Device;

/**
 * `toDevice` written by the database, for a device read by id: the read is short, fast SQL, and
 * the server's time went on mapping the row, checking it against the entity's schema and writing
 * it again (docs/performance.md, "Reads by id written by the database"). device-json.test.ts holds
 * the two to the same JSON.
 */
const deviceJson: JsonShape<Device> = {
  ...deviceColumns,
  lastSeenAt: isoSql(devices.lastSeenAt),
  heldSince: isoSql(heldSince),
  updatedAt: isoSql(devices.updatedAt),
};

const filters = {
  serialNumber: { column: devices.serialNumber, match: 'like' as const },
  deviceTypeId: { column: devices.deviceTypeId, match: 'eq' as const },
  state: { column: devices.state, match: 'eq' as const },
  enabled: { column: devices.enabled, match: 'eq' as const },
  storeId: { column: devices.storeId, match: 'eq' as const },
};

export type DeviceRow = typeof devices.$inferSelect;
export type DeviceInsert = typeof devices.$inferInsert;

/** A ledger line: what happened to a device, from which state to which. */
export interface LedgerEntry {
  deviceId: number;
  action: string;
  fromState?: string | null;
  toState?: string | null;
  detail?: Record<string, unknown>;
  /** Who held the device when it happened; by default its holder after the change. */
  holder?: { agentId: number | null; storeId: number | null };
}

/**
 * Devices and their ledgers, always within the caller's tenant (data layer): the kit's reads and
 * writes, and the device's own: serial lookups, state moves, bulk inserts, counts and the ledger.
 */
export const createDeviceData = perDatabase((db: Db) => {
  const select = (tx: Tx = db) =>
    tx
      .select(deviceColumns)
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.deviceTypeId))
      .leftJoin(agent, eq(agent.id, devices.agentId))
      .leftJoin(stores, eq(stores.id, devices.storeId))
      .leftJoin(merchant, eq(merchant.id, stores.merchantId))
      .$dynamic();
  const kit = tenantData(db, scoped, {
    // "Devices of this agent / merchant": what that user would see, computed like the scope.
    ofUsers: ['agentId', 'merchantId'],
    name: 'devices',
    select,
    orderBy: [desc(devices.id)],
    filters,
    toEntity: toDevice,
    json: deviceJson,
    tableCounts: [
      { counted: KEPT.deviceStates, by: 'state' },
      { counted: KEPT.deviceModels, by: 'deviceTypeId' },
    ],
    newest: KEPT_NEWEST.devices,
    subtreeTotal: KEPT_SUBTREE.devices,
    pageStarts: 'devices',
  });
  // Devices are never deleted: they leave a tenant by their ledger's moves (returned to the factory).
  const { remove: _never, ...standard } = kit;
  return {
    ...standard,
    /**
     * How many devices the caller sees in each state, from the counts the database keeps: the
     * platform's per state, a subtree's per state at its root (migration 0025). Exact, a few rows
     * read: counted as the list counts, the largest agent's read 390,000 index entries of other
     * subtrees to find none of four states, and stopped at 10,001 in the fifth.
     */
    async countByState(
      actor: Actor,
      states: readonly string[],
    ): Promise<{ count: number; capped: boolean }[]> {
      if (actor.seesAll) {
        const kept = await keptCountsOf(db, KEPT.deviceStates);
        return states.map((state) => ({ count: kept.get(state) ?? 0, capped: false }));
      }
      const label = (state: string) => `${KEPT_SUBTREE.deviceStates}:${state}`;
      const kept = await keptSubtreeCountsOf(db, rootOf(actor.path), states.map(label));
      return states.map((state) => ({ count: kept.get(label(state)) ?? 0, capped: false }));
    },
    /** The stored row if the caller may see it, else NotFound. */
    row: (actor: Actor, id: number, tx: Tx = db) => scoped.get(tx, actor, id),
    /** The stored row of a serial number the caller may see (scans), or undefined. */
    async bySerial(actor: Actor, serialNumber: string, tx: Tx = db) {
      const [row] = await tx
        .select()
        .from(devices)
        .where(and(eq(devices.serialNumber, serialNumber), scoped.scope(actor)));
      return row as DeviceRow | undefined;
    },
    /** Changes a visible device only if it is still in one of `from`; false when it was not. */
    async move(tx: Tx, actor: Actor, id: number, from: string[], set: Partial<DeviceInsert>) {
      const rows = await tx
        .update(devices)
        .set(set)
        .where(and(eq(devices.id, id), inArray(devices.state, from), scoped.scope(actor)))
        .returning({ id: devices.id });
      return rows.length > 0;
    },
    /** New devices (printed serials), many a statement: they start in the platform's warehouse. */
    insertMany: (tx: Tx, rows: DeviceInsert[]) =>
      tx.insert(devices).values(rows).returning({ id: devices.id }),
    /** Serial numbers of a print job, in order (platform screens). */
    async serialsOfJob(actor: Actor, printJobId: number) {
      const rows = await db
        .select({ serialNumber: devices.serialNumber })
        .from(devices)
        .where(and(eq(devices.printJobId, printJobId), scoped.scope(actor)))
        .orderBy(asc(devices.serialNumber));
      return rows.map((r) => r.serialNumber);
    },
    /** Appends entries to devices' ledgers inside the caller's transaction. */
    async record(tx: Tx, actor: Actor | null, entries: LedgerEntry[]) {
      if (!entries.length) return;
      const held = await tx
        .select({ id: devices.id, agentId: devices.agentId, storeId: devices.storeId })
        .from(devices)
        .where(
          inArray(
            devices.id,
            entries.map((e) => e.deviceId),
          ),
        );
      const holderOf = new Map(held.map((h) => [h.id, h]));
      await tx.insert(deviceEvents).values(
        entries.map((e) => ({
          agentId: (e.holder ?? holderOf.get(e.deviceId))?.agentId ?? null,
          storeId: (e.holder ?? holderOf.get(e.deviceId))?.storeId ?? null,
          deviceId: e.deviceId,
          actorId: actor?.userId ?? null,
          actorName: actor?.username ?? 'device',
          action: e.action,
          fromState: e.fromState ?? null,
          toState: e.toState ?? null,
          detail: e.detail ?? null,
        })),
      );
    },
    /**
     * The ledger of a device: whole for whoever may see the device now; a former holder (an
     * agent that returned it, a store it was unbound from) sees the entries of its own time.
     */
    async history(actor: Actor, id: number) {
      const now = await scoped.find(db, actor, id);
      const rows = await db
        .select()
        .from(deviceEvents)
        .where(
          and(
            eq(deviceEvents.deviceId, id),
            now || actor.seesAll ? undefined : heldRule(ruleParams(actor.path)),
          ),
        )
        .orderBy(asc(deviceEvents.id));
      if (!now && !rows.length) throw NotFound('deviceNotFound');
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
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** Whether any device, anywhere, is of this model (its labels are printed). */
      async anyOfModel(deviceTypeId: number) {
        const [r] = await db
          .select({ id: devices.id })
          .from(devices)
          .where(eq(devices.deviceTypeId, deviceTypeId))
          .limit(1);
        return !!r;
      },
      /** Devices of a model in the warehouse (platform stock, whoever asks). */
      async inStock(tx: Tx, deviceTypeId: number) {
        const [r] = await tx
          .select({ n: sql<number>`count(*)` })
          .from(devices)
          .where(and(eq(devices.deviceTypeId, deviceTypeId), eq(devices.state, 'in_stock')));
        return Number(r.n);
      },
      /** The ledger entry by which a device last took `action` (e.g. how it was received). */
      async lastEntry(tx: Tx, deviceId: number, actions: string[]) {
        const [e] = await tx
          .select()
          .from(deviceEvents)
          .where(and(eq(deviceEvents.deviceId, deviceId), inArray(deviceEvents.action, actions)))
          .orderBy(desc(deviceEvents.id))
          .limit(1);
        return e;
      },
      /**
       * The devices an order moved, as its detail screen lists them. The caller has already been
       * allowed to see the order: its content is shown whole (the salesperson carrying it too).
       */
      async ofOrder(kind: 'input' | 'output', orderId: number) {
        const column: PgColumn = kind === 'input' ? devices.inputOrderId : devices.outputOrderId;
        const rows = await db
          .select({
            id: devices.id,
            serialNumber: devices.serialNumber,
            bluetoothName: devices.bluetoothName,
            firmwareVersion: devices.firmwareVersion,
            batchNumber: devices.batchNumber,
            state: devices.state,
            updatedAt: devices.updatedAt,
            remark: devices.remark,
          })
          .from(devices)
          .where(eq(column, orderId))
          .orderBy(asc(devices.updatedAt), asc(devices.id));
        return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
      },
    },
  };
});
export type DeviceData = ReturnType<typeof createDeviceData>;
