import type { Building, Floor, Yard } from '@skin/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { beacons, brands, buildings, equipment, fences, floors, gateways, users, yards } from '../db/schema';
import type { Actor } from '../lib/actor';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenantPicker } from './pick-options';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

const planUrl = (id: string | null) => (id ? `/api/files/${id}` : null);

type YardRow = { y: typeof yards.$inferSelect; ownerName: string | null };
const toYard = ({ y, ownerName }: YardRow): Yard => ({ ...y, ownerName, updatedAt: iso(y.updatedAt)! });
const toBuilding = (b: typeof buildings.$inferSelect): Building => ({ ...b, updatedAt: iso(b.updatedAt)! });
const toFloor = (f: typeof floors.$inferSelect): Floor => ({
  ...f,
  planUrl: planUrl(f.planFileId),
  updatedAt: iso(f.updatedAt)!,
});

/** Every table whose rows belong to a yard, in the order a move of the yard's owner writes them. */
const CHILDREN: { table: typeof buildings; yardId: PgColumn; ownerId: PgColumn }[] = [
  buildings,
  floors,
  gateways,
  beacons,
  fences,
  brands,
  equipment,
].map((table) => ({ table: table as typeof buildings, yardId: table.yardId, ownerId: table.ownerId }));

/**
 * Yards, buildings and floors (data layer, docs/tracking.md): the kit's reads and writes, pickers,
 * and what a write below them needs: the parent the caller may change, read `FOR SHARE` so that a
 * move of the yard's owner, which rewrites every child's owner, waits for the write (and then
 * rewrites its row too).
 */
export const createTrackingTopologyData = perDatabase((db: Db) => {
  const yardList = tenantData(db, tenant.yard, {
    name: 'yards',
    select: (tx: Tx) =>
      tx
        .select({ y: yards, ownerName: users.name })
        .from(yards)
        .leftJoin(users, eq(users.id, yards.ownerId))
        .$dynamic(),
    orderBy: [desc(yards.id)],
    filters: {
      name: { column: yards.name, match: 'like' },
      ownerId: { column: yards.ownerId, match: 'eq' },
    },
    toEntity: toYard,
  });
  const buildingList = tenantData(db, tenant.building, {
    name: 'buildings',
    select: (tx: Tx) => tx.select().from(buildings).$dynamic(),
    orderBy: [asc(buildings.sort), asc(buildings.id)],
    filters: {
      yardId: { column: buildings.yardId, match: 'eq' },
      name: { column: buildings.name, match: 'like' },
    },
    toEntity: toBuilding,
  });
  const floorList = tenantData(db, tenant.floor, {
    name: 'floors',
    select: (tx: Tx) => tx.select().from(floors).$dynamic(),
    orderBy: [asc(floors.level), asc(floors.id)],
    filters: {
      yardId: { column: floors.yardId, match: 'eq' },
      buildingId: { column: floors.buildingId, match: 'eq' },
      name: { column: floors.name, match: 'like' },
    },
    toEntity: toFloor,
  });
  const ownerName = (owner: PgColumn) =>
    sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${owner})`;

  return {
    yards: {
      ...yardList,
      pick: tenantPicker(db, tenant.yard, {
        label: yards.name,
        owner: ownerName(yards.ownerId),
        catalogueOwner: yards.ownerId,
      }),
    },
    buildings: {
      ...buildingList,
      pick: tenantPicker(db, tenant.building, {
        label: buildings.name,
        parentId: buildings.yardId,
        owner: ownerName(buildings.ownerId),
        catalogueOwner: buildings.ownerId,
      }),
    },
    floors: {
      ...floorList,
      pick: tenantPicker(db, tenant.floor, {
        label: floors.name,
        parentId: floors.buildingId,
        owner: ownerName(floors.ownerId),
        catalogueOwner: floors.ownerId,
      }),
    },
    /** The yard, if the caller may change it (and so write below it). */
    async changeableYard(tx: Tx, actor: Actor, id: number) {
      const [row] = await tx
        .select({ id: yards.id, ownerId: yards.ownerId })
        .from(yards)
        .where(and(eq(yards.id, id), tenant.yard.changeScope(actor)))
        .for('share');
      return row;
    },
    /** The building, if the caller may change it. */
    async changeableBuilding(tx: Tx, actor: Actor, id: number) {
      const [row] = await tx
        .select({ id: buildings.id, yardId: buildings.yardId, ownerId: buildings.ownerId })
        .from(buildings)
        .where(and(eq(buildings.id, id), tenant.building.changeScope(actor)))
        .for('share');
      return row;
    },
    /** The floor with its size, if the caller may change it. */
    async changeableFloor(tx: Tx, actor: Actor, id: number) {
      const [row] = await tx
        .select({
          id: floors.id,
          yardId: floors.yardId,
          ownerId: floors.ownerId,
          width: floors.width,
          height: floors.height,
        })
        .from(floors)
        .where(and(eq(floors.id, id), tenant.floor.changeScope(actor)))
        .for('share');
      return row;
    },
    /**
     * Gives every row of a yard the yard's new owner. The yard was just changed through the scope in
     * this transaction (and so is locked): its rows follow it at once.
     */
    async childrenFollowOwner(tx: Tx, yardId: number, ownerId: number) {
      for (const child of CHILDREN)
        await tx.update(child.table).set({ ownerId }).where(eq(child.yardId, yardId));
    },
    /** Whether a floor plan is shown by a floor the caller may see (file access). */
    async seesPlan(actor: Actor, fileId: string) {
      const [r] = await db
        .select({ id: floors.id })
        .from(floors)
        .where(and(eq(floors.planFileId, fileId), tenant.floor.scope(actor)))
        .limit(1);
      return r !== undefined;
    },
    /** Reads the service makes for rows it has already checked through the scope. */
    unscoped: {
      /** The plans of these floors, or of every floor of these yards (to erase them with the rows). */
      async plansOf(tx: Tx, by: { floorIds?: number[]; yardIds?: number[] }) {
        const where = by.floorIds
          ? inArray(floors.id, by.floorIds.length ? by.floorIds : [0])
          : inArray(floors.yardId, by.yardIds?.length ? by.yardIds : [0]);
        const rows = await tx.select({ plan: floors.planFileId }).from(floors).where(where);
        return rows.map((r) => r.plan);
      },
      /** Plans of the floors of these buildings (deleted with them). */
      async plansOfBuildings(tx: Tx, buildingIds: number[]) {
        if (!buildingIds.length) return [];
        const rows = await tx
          .select({ plan: floors.planFileId })
          .from(floors)
          .where(inArray(floors.buildingId, buildingIds));
        return rows.map((r) => r.plan);
      },
    },
  };
});
export type TrackingTopologyData = ReturnType<typeof createTrackingTopologyData>;
