import type { buildingResource, floorResource, yardResource } from '@skin/contract';
import type { z } from 'zod';
import type { ErasedFile } from '../../data/files.data';
import { UNCHANGED } from '../../data/scoped-table';
import { createTrackingTopologyData } from '../../data/tracking-topology.data';
import { createUserData } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';
import { checkPathLoss } from './topology-checks';

type YardInput = z.infer<typeof yardResource.create>;
type YardPatch = z.infer<typeof yardResource.update>;
type BuildingInput = z.infer<typeof buildingResource.create>;
type BuildingPatch = z.infer<typeof buildingResource.update>;
type FloorInput = z.infer<typeof floorResource.create>;
type FloorPatch = z.infer<typeof floorResource.update>;

/** Roles a yard may belong to: the tree's agents and merchants. */
const YARD_OWNER_ROLES = ['AGENT', 'MERCHANT'];

/**
 * Yards, buildings and floors (docs/tracking.md). A yard belongs to an agent or a merchant of the
 * caller's tree; everything below it carries its owner, copied on write and moved with the yard in
 * the same transaction. A write below a yard needs a parent the caller may change, else it is
 * refused on the parent's field.
 */
export function createTopologyService(db: Db, files: FileService) {
  const data = createTrackingTopologyData(db);
  const users = createUserData(db);

  /** The yard's owner: an agent or merchant the caller sees; none named: the caller (staff must name one). */
  async function ownerOf(actor: Actor, requested: number | null | undefined, tx: Tx) {
    if (requested == null && actor.seesAll) throw Invalid('chooseYardOwner', { ownerId: 'chooseYardOwner' });
    const owner = requested ?? actor.userId;
    for (const role of YARD_OWNER_ROLES)
      if (await users.withRole(actor, owner, role, undefined, tx)) return owner;
    throw Invalid('chooseYardOwner', { ownerId: 'chooseYardOwner' });
  }

  /** A plan must have been uploaded as a floor plan. */
  async function checkPlan(fileId: string | null | undefined, tx: Tx) {
    if (!fileId) return;
    const found = (await files.describe([fileId], tx)).get(fileId);
    if (found?.purpose !== FILE_PURPOSE.floorPlan)
      throw Invalid('unknownFile', { planFileId: 'unknownFile' });
  }

  /** A transaction that may erase plans: their bytes go once it has committed. */
  async function withErasure<T>(work: (tx: Tx) => Promise<{ value: T; erased: ErasedFile[] }>) {
    const { value, erased } = await db.transaction(work);
    await files.dropBytes(erased);
    return value;
  }

  const yards = {
    list: data.yards.list,
    pick: data.yards.pick,
    get: (actor: Actor, id: number) => data.yards.get(actor, id),
    create: (actor: Actor, input: YardInput) =>
      db.transaction(async (tx) => {
        const ownerId = await ownerOf(actor, input.ownerId, tx);
        return data.yards.get(actor, await data.yards.insert(tx, { ...input, ownerId }), tx);
      }),
    update: (actor: Actor, input: YardPatch) =>
      db.transaction(async (tx) => {
        const { id, ownerId: requested, ...rest } = input;
        const set: Partial<typeof rest & { ownerId: number }> = rest;
        if (requested !== undefined) set.ownerId = await ownerOf(actor, requested, tx);
        await data.yards.update(tx, actor, id, Object.keys(set).length ? (set as never) : UNCHANGED);
        if (set.ownerId !== undefined) await data.childrenFollowOwner(tx, id, set.ownerId);
        return data.yards.get(actor, id, tx);
      }),
    /** A yard goes with everything on it (the tables cascade) and its floors' plans. */
    remove: (actor: Actor, ids: number[]) =>
      withErasure(async (tx) => {
        const plans = await data.unscoped.plansOf(tx, { yardIds: ids });
        await data.yards.remove(actor, ids, tx);
        return { value: undefined, erased: await files.eraseUnnamed(tx, plans) };
      }),
  };

  const buildings = {
    list: data.buildings.list,
    pick: data.buildings.pick,
    get: (actor: Actor, id: number) => data.buildings.get(actor, id),
    create: (actor: Actor, input: BuildingInput) =>
      db.transaction(async (tx) => {
        const yard = await data.changeableYard(tx, actor, input.yardId);
        if (!yard) throw Invalid('yardNotFound', { yardId: 'yardNotFound' });
        const id = await data.buildings.insert(tx, { ...input, ownerId: yard.ownerId });
        return data.buildings.get(actor, id, tx);
      }),
    update: (actor: Actor, input: BuildingPatch) =>
      db.transaction(async (tx) => {
        const { id, ...set } = input;
        await data.buildings.update(tx, actor, id, Object.keys(set).length ? (set as never) : UNCHANGED);
        return data.buildings.get(actor, id, tx);
      }),
    remove: (actor: Actor, ids: number[]) =>
      withErasure(async (tx) => {
        const plans = await data.unscoped.plansOfBuildings(tx, ids);
        await data.buildings.remove(actor, ids, tx);
        return { value: undefined, erased: await files.eraseUnnamed(tx, plans) };
      }),
  };

  const floors = {
    list: data.floors.list,
    pick: data.floors.pick,
    get: (actor: Actor, id: number) => data.floors.get(actor, id),
    create: (actor: Actor, input: FloorInput) =>
      db.transaction(async (tx) => {
        const building = await data.changeableBuilding(tx, actor, input.buildingId);
        if (!building) throw Invalid('buildingNotFound', { buildingId: 'buildingNotFound' });
        await checkPlan(input.planFileId, tx);
        checkPathLoss(input.txPower, input.exponent);
        const id = await data.floors.insert(tx, {
          ...input,
          yardId: building.yardId,
          ownerId: building.ownerId,
        });
        return data.floors.get(actor, id, tx);
      }),
    update: (actor: Actor, input: FloorPatch) =>
      withErasure(async (tx) => {
        const { id, ...set } = input;
        // Locks the row and proves the caller may change it before anything else is checked.
        const before = await data.floors.update(tx, actor, id, UNCHANGED);
        await checkPlan(set.planFileId, tx);
        checkPathLoss(
          set.txPower !== undefined ? set.txPower : before.txPower,
          set.exponent !== undefined ? set.exponent : before.exponent,
        );
        if (Object.keys(set).length) await data.floors.update(tx, actor, id, set as never);
        const replaced = set.planFileId !== undefined && before.planFileId !== set.planFileId;
        const erased = replaced ? await files.eraseUnnamed(tx, [before.planFileId]) : [];
        return { value: await data.floors.get(actor, id, tx), erased };
      }),
    remove: (actor: Actor, ids: number[]) =>
      withErasure(async (tx) => {
        const plans = await data.unscoped.plansOf(tx, { floorIds: ids });
        await data.floors.remove(actor, ids, tx);
        return { value: undefined, erased: await files.eraseUnnamed(tx, plans) };
      }),
  };

  return { yards, buildings, floors };
}
export type TopologyService = ReturnType<typeof createTopologyService>;
