import type {
  Beacon,
  Brand,
  beaconResource,
  brandResource,
  Equipment,
  equipmentResource,
  fenceResource,
  Gateway,
  gatewayResource,
  Page,
} from '@skin/contract';
import type { z } from 'zod';
import { UNCHANGED } from '../../data/scoped-table';
import type { ListQuery } from '../../data/tenant-data';
import { createTrackingDeviceData } from '../../data/tracking-devices.data';
import { createTrackingTopologyData } from '../../data/tracking-topology.data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';
import { checkFencePolygon, checkOnFloor, storedMac } from './topology-checks';

type GatewayInput = z.infer<typeof gatewayResource.create>;
type BeaconInput = z.infer<typeof beaconResource.create>;
type FenceInput = z.infer<typeof fenceResource.create>;
type FencePatch = z.infer<typeof fenceResource.update>;
type BrandInput = z.infer<typeof brandResource.create>;
type EquipmentInput = z.infer<typeof equipmentResource.create>;

/** What sits on a floor: its floor, yard and owner. */
type OnFloor = { floorId: number; yardId: number };
const unique = (ids: number[]) => [...new Set(ids)];

/** The kit's methods of one table (data/tenant-data.ts), as these services use them. */
interface Rows<E, Row> {
  list(actor: Actor, query: ListQuery): Promise<Page<E>>;
  get(actor: Actor, id: number, tx?: Tx): Promise<E>;
  insert(tx: Tx, values: never): Promise<number>;
  update(tx: Tx, actor: Actor, id: number, set: never): Promise<Row>;
  remove(actor: Actor, ids: number[], tx?: Tx): Promise<void>;
}

/**
 * Gateways, beacons, fences, wristbands and equipment (docs/tracking.md). Each is written below a
 * floor or a yard the caller may change (refused on that field otherwise) and carries its yard's
 * owner. A row stays in its yard: a gateway, beacon or fence may move to another floor of it only.
 * MACs are stored as the engine normalises them, unique per kind (a clash: 409 on `mac`).
 */
export function createTrackedDeviceService(db: Db) {
  const topology = createTrackingTopologyData(db);
  const data = createTrackingDeviceData(db);

  /** The floor a new row goes on, if the caller may change it. */
  async function floorFor(tx: Tx, actor: Actor, floorId: number) {
    const floor = await topology.changeableFloor(tx, actor, floorId);
    if (!floor) throw Invalid('floorNotFound', { floorId: 'floorNotFound' });
    return floor;
  }
  /** The floor a changed row ends on: its own, or another of its yard the caller may change. */
  async function floorAfter(tx: Tx, actor: Actor, current: OnFloor, floorId: number | undefined) {
    const floor = await floorFor(tx, actor, floorId ?? current.floorId);
    if (floor.yardId !== current.yardId) throw Invalid('floorOfOtherYard', { floorId: 'floorOfOtherYard' });
    return floor;
  }
  async function yardFor(tx: Tx, actor: Actor, yardId: number) {
    const yard = await topology.changeableYard(tx, actor, yardId);
    if (!yard) throw Invalid('yardNotFound', { yardId: 'yardNotFound' });
    return yard;
  }
  /** A fence names only brands and equipment of its own yard. */
  async function checkTargets(tx: Tx, yardId: number, brandIds: number[], equipmentIds: number[]) {
    const found = await data.tagsOfYard(tx, yardId, brandIds, equipmentIds);
    const fields: Record<string, 'fenceTargetsOutsideYard'> = {};
    if (found.brands !== brandIds.length) fields.brandIds = 'fenceTargetsOutsideYard';
    if (found.equipment !== equipmentIds.length) fields.equipmentIds = 'fenceTargetsOutsideYard';
    if (Object.keys(fields).length) throw Invalid('fenceTargetsOutsideYard', fields);
  }
  const withMac = <T extends { mac?: string }>(input: T): T =>
    input.mac === undefined ? input : { ...input, mac: storedMac(input.mac) };
  const setOf = (set: object) => (Object.keys(set).length ? (set as never) : UNCHANGED);

  /** Gateways and beacons: a MAC and a point on a floor. */
  function placed<I extends { floorId: number; mac: string; x: number; y: number }, E>(
    rows: Rows<E, OnFloor & { x: number; y: number }>,
  ) {
    return {
      list: rows.list,
      get: (actor: Actor, id: number) => rows.get(actor, id),
      create: (actor: Actor, input: I) =>
        db.transaction(async (tx) => {
          const values = withMac(input);
          const floor = await floorFor(tx, actor, input.floorId);
          checkOnFloor(input.x, input.y, floor);
          const id = await rows.insert(tx, {
            ...values,
            yardId: floor.yardId,
            ownerId: floor.ownerId,
          } as never);
          return rows.get(actor, id, tx);
        }),
      update: (actor: Actor, input: Partial<I> & { id: number }) =>
        db.transaction(async (tx) => {
          const { id, ...sent } = input;
          const set = withMac(sent);
          const current = await rows.update(tx, actor, id, UNCHANGED);
          if (set.floorId !== undefined || set.x !== undefined || set.y !== undefined) {
            const floor = await floorAfter(tx, actor, current, set.floorId);
            checkOnFloor(set.x ?? current.x, set.y ?? current.y, floor);
          }
          await rows.update(tx, actor, id, setOf(set));
          return rows.get(actor, id, tx);
        }),
      remove: (actor: Actor, ids: number[]) => rows.remove(actor, ids),
    };
  }

  const fences = {
    list: data.fences.list,
    get: (actor: Actor, id: number) => data.fences.get(actor, id),
    create: (actor: Actor, input: FenceInput) =>
      db.transaction(async (tx) => {
        const floor = await floorFor(tx, actor, input.floorId);
        checkFencePolygon(input.polygon, floor);
        const brandIds = unique(input.brandIds);
        const equipmentIds = unique(input.equipmentIds);
        await checkTargets(tx, floor.yardId, brandIds, equipmentIds);
        const id = await data.fences.insert(tx, {
          ...input,
          brandIds,
          equipmentIds,
          yardId: floor.yardId,
          ownerId: floor.ownerId,
        });
        return data.fences.get(actor, id, tx);
      }),
    update: (actor: Actor, input: FencePatch) =>
      db.transaction(async (tx) => {
        const { id, ...set } = input;
        const current = await data.fences.update(tx, actor, id, UNCHANGED);
        if (set.floorId !== undefined || set.polygon !== undefined) {
          const floor = await floorAfter(tx, actor, current, set.floorId);
          checkFencePolygon(set.polygon ?? current.polygon, floor);
        }
        if (set.brandIds) set.brandIds = unique(set.brandIds);
        if (set.equipmentIds) set.equipmentIds = unique(set.equipmentIds);
        if (set.brandIds || set.equipmentIds)
          await checkTargets(tx, current.yardId, set.brandIds ?? [], set.equipmentIds ?? []);
        await data.fences.update(tx, actor, id, setOf(set));
        return data.fences.get(actor, id, tx);
      }),
    async setState(actor: Actor, id: number, field: string, value: unknown) {
      await data.fences.update(db, actor, id, { [field]: value } as never);
    },
    remove: (actor: Actor, ids: number[]) => data.fences.remove(actor, ids),
  };

  /** Wristbands and equipment: a MAC in a yard; deleting one takes it out of its yard's fences. */
  function tags<I extends { yardId: number; mac: string }, E>(
    rows: Rows<E, unknown>,
    fenceField: 'brandIds' | 'equipmentIds',
  ) {
    return {
      list: rows.list,
      get: (actor: Actor, id: number) => rows.get(actor, id),
      create: (actor: Actor, input: I) =>
        db.transaction(async (tx) => {
          const yard = await yardFor(tx, actor, input.yardId);
          const id = await rows.insert(tx, { ...withMac(input), ownerId: yard.ownerId } as never);
          return rows.get(actor, id, tx);
        }),
      update: (actor: Actor, input: { id: number; mac?: string }) =>
        db.transaction(async (tx) => {
          const { id, ...sent } = input;
          await rows.update(tx, actor, id, setOf(withMac(sent)));
          return rows.get(actor, id, tx);
        }),
      remove: (actor: Actor, ids: number[]) =>
        db.transaction(async (tx) => {
          await rows.remove(actor, ids, tx);
          await data.dropFromFences(tx, fenceField, ids);
        }),
    };
  }

  return {
    gateways: placed<GatewayInput, Gateway>(data.gateways),
    beacons: placed<BeaconInput, Beacon>(data.beacons),
    fences,
    brands: {
      ...tags<BrandInput, Brand>(data.brands, 'brandIds'),
      async setState(actor: Actor, id: number, field: string, value: unknown) {
        await data.brands.update(db, actor, id, { [field]: value } as never);
      },
    },
    equipment: tags<EquipmentInput, Equipment>(data.equipment, 'equipmentIds'),
  };
}
