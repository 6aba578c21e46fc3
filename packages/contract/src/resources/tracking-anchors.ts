import { z } from 'zod';
import { id, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';
import { GATEWAY_STATES, macInput, metres, TAG_STATES } from './tracking-fields';
import { TRACKING_GRANTS } from './tracking-yard';

const placed = {
  floorId: id,
  name: requiredText(64),
  mac: macInput,
  /** Metres from the plan's left and top edges, within the floor. */
  x: metres,
  y: metres,
};
const filters = z.object({
  yardId: id.optional(),
  floorId: id.optional(),
  name: z.string().trim().max(64).optional(),
});

export const gatewayEntity = z.object({
  id: z.number(),
  yardId: z.number(),
  floorId: z.number(),
  ownerId: z.number(),
  name: z.string(),
  mac: z.string(),
  x: z.number(),
  y: z.number(),
  height: z.number(),
  /** Set by what hears the gateway: `fault` once unheard too long (docs/tracking-engine.md, "States"). */
  state: z.enum(GATEWAY_STATES),
  lastHeardAt: z.string().nullable(),
  updatedAt: z.string(),
});
const gatewayFields = { ...placed, height: z.coerce.number().min(0).max(50).default(2.5) };

/** A fixed BLE gateway on a floor; its MAC is unique among gateways. */
export const gatewayResource = defineResource({
  name: 'gateway',
  path: 'nav-manage/gateway',
  permission: 'hospital:gateway',
  entity: gatewayEntity,
  create: z.strictObject(gatewayFields),
  update: patchOf(gatewayFields),
  filters: filters.extend({ state: z.enum(GATEWAY_STATES).optional() }),
  sorts: ['name', 'mac', 'state', 'lastHeardAt', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: TRACKING_GRANTS,
});
export type Gateway = z.infer<typeof gatewayEntity>;

export const beaconEntity = z.object({
  id: z.number(),
  yardId: z.number(),
  floorId: z.number(),
  ownerId: z.number(),
  name: z.string(),
  mac: z.string(),
  x: z.number(),
  y: z.number(),
  /** Reported by the beacon, in percent; null until first heard. */
  battery: z.number().nullable(),
  state: z.enum(TAG_STATES),
  updatedAt: z.string(),
});

/** A fixed reference beacon on a floor; its MAC is unique among beacons. */
export const beaconResource = defineResource({
  name: 'beacon',
  path: 'nav-manage/beacon',
  permission: 'hospital:beacon',
  entity: beaconEntity,
  create: z.strictObject(placed),
  update: patchOf(placed),
  filters: filters.extend({ state: z.enum(TAG_STATES).optional() }),
  sorts: ['name', 'mac', 'battery', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: TRACKING_GRANTS,
});
export type Beacon = z.infer<typeof beaconEntity>;
