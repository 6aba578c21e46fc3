import type { Beacon, Brand, Equipment, Fence, Gateway } from '@skin/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { beacons, brands, equipment, fences, gateways } from '../db/schema';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

const toGateway = (g: typeof gateways.$inferSelect): Gateway => ({
  ...g,
  state: g.state as Gateway['state'],
  lastHeardAt: iso(g.lastHeardAt),
  updatedAt: iso(g.updatedAt)!,
});
const toBeacon = (b: typeof beacons.$inferSelect): Beacon => ({
  ...b,
  state: b.state as Beacon['state'],
  updatedAt: iso(b.updatedAt)!,
});
const toFence = (f: typeof fences.$inferSelect): Fence => ({
  ...f,
  kind: f.kind as Fence['kind'],
  updatedAt: iso(f.updatedAt)!,
});
const toBrand = (b: typeof brands.$inferSelect): Brand => ({
  ...b,
  state: b.state as Brand['state'],
  lastHeardAt: iso(b.lastHeardAt),
  updatedAt: iso(b.updatedAt)!,
});
const toEquipment = (e: typeof equipment.$inferSelect): Equipment => ({
  ...e,
  state: e.state as Equipment['state'],
  lastHeardAt: iso(e.lastHeardAt),
  updatedAt: iso(e.updatedAt)!,
});

/** Ids as one int[] parameter. */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * What sits on a yard's floors and moves through it (data layer, docs/tracking.md): gateways,
 * beacons, fences, wristbands and equipment, each with the kit's reads and writes.
 */
export const createTrackingDeviceData = perDatabase((db: Db) => ({
  gateways: tenantData(db, tenant.gateway, {
    name: 'gateways',
    select: (tx: Tx) => tx.select().from(gateways).$dynamic(),
    orderBy: [desc(gateways.id)],
    filters: {
      yardId: { column: gateways.yardId, match: 'eq' },
      floorId: { column: gateways.floorId, match: 'eq' },
      name: { column: gateways.name, match: 'like' },
      state: { column: gateways.state, match: 'eq' },
    },
    toEntity: toGateway,
  }),
  beacons: tenantData(db, tenant.beacon, {
    name: 'beacons',
    select: (tx: Tx) => tx.select().from(beacons).$dynamic(),
    orderBy: [desc(beacons.id)],
    filters: {
      yardId: { column: beacons.yardId, match: 'eq' },
      floorId: { column: beacons.floorId, match: 'eq' },
      name: { column: beacons.name, match: 'like' },
      state: { column: beacons.state, match: 'eq' },
    },
    toEntity: toBeacon,
  }),
  fences: tenantData(db, tenant.fence, {
    name: 'fences',
    select: (tx: Tx) => tx.select().from(fences).$dynamic(),
    orderBy: [desc(fences.id)],
    filters: {
      yardId: { column: fences.yardId, match: 'eq' },
      floorId: { column: fences.floorId, match: 'eq' },
      name: { column: fences.name, match: 'like' },
      kind: { column: fences.kind, match: 'eq' },
      active: { column: fences.active, match: 'eq' },
    },
    toEntity: toFence,
  }),
  brands: tenantData(db, tenant.brand, {
    name: 'brands',
    select: (tx: Tx) => tx.select().from(brands).$dynamic(),
    orderBy: [desc(brands.id)],
    filters: {
      yardId: { column: brands.yardId, match: 'eq' },
      name: { column: brands.name, match: 'like' },
      state: { column: brands.state, match: 'eq' },
      isOn: { column: brands.isOn, match: 'eq' },
    },
    toEntity: toBrand,
  }),
  equipment: tenantData(db, tenant.equipment, {
    name: 'equipment',
    select: (tx: Tx) => tx.select().from(equipment).$dynamic(),
    orderBy: [desc(equipment.id)],
    filters: {
      yardId: { column: equipment.yardId, match: 'eq' },
      name: { column: equipment.name, match: 'like' },
      state: { column: equipment.state, match: 'eq' },
    },
    toEntity: toEquipment,
  }),
  /**
   * How many of these brands and equipment belong to the yard: a fence names only its own yard's
   * tags. The yard was checked through the scope in this transaction.
   */
  async tagsOfYard(tx: Tx, yardId: number, brandIds: number[], equipmentIds: number[]) {
    const count = async (table: typeof brands | typeof equipment, ids: number[]) => {
      if (!ids.length) return 0;
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(inArray(table.id, ids), eq(table.yardId, yardId)));
      return Number(r.n);
    };
    return { brands: await count(brands, brandIds), equipment: await count(equipment, equipmentIds) };
  },
  /** Takes deleted tags out of the fences that named them, in the delete's transaction. */
  async dropFromFences(tx: Tx, kind: 'brandIds' | 'equipmentIds', ids: number[]) {
    const column = fences[kind];
    await tx
      .update(fences)
      .set({ [kind]: sql`array(select t from unnest(${column}) t where t <> all(${intArray(ids)}))` })
      .where(sql`${column} && ${intArray(ids)}`);
  },
}));
export type TrackingDeviceData = ReturnType<typeof createTrackingDeviceData>;
