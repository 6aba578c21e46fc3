import { z } from 'zod';
import { id, patchOf, requiredText, sort } from '../common/fields';
import { defineResource } from '../common/resource';
import { floorSide } from './tracking-fields';
import { TRACKING_GRANTS } from './tracking-yard';

/** Floor plans: an image checked by content, at most 10 MB (docs/tracking.md). */
export const FLOOR_PLAN_MAX_BYTES = 10 * 1024 * 1024;

export const buildingEntity = z.object({
  id: z.number(),
  yardId: z.number(),
  ownerId: z.number(),
  name: z.string(),
  sort: z.number(),
  updatedAt: z.string(),
});
const buildingFields = { name: requiredText(64), sort: sort.default(0) };

/** A building of a yard; its owner is always its yard's. */
export const buildingResource = defineResource({
  name: 'building',
  path: 'nav-manage/building',
  permission: 'hospital:building',
  entity: buildingEntity,
  create: z.strictObject({ yardId: id, ...buildingFields }),
  update: patchOf(buildingFields),
  filters: z.object({ yardId: id.optional(), name: z.string().trim().max(64).optional() }),
  sorts: ['name', 'sort', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: TRACKING_GRANTS,
});
export type Building = z.infer<typeof buildingEntity>;

export const floorEntity = z.object({
  id: z.number(),
  buildingId: z.number(),
  yardId: z.number(),
  ownerId: z.number(),
  name: z.string(),
  /** The storey's number (0 the ground floor, negative below ground). */
  level: z.number(),
  width: z.number(),
  height: z.number(),
  planFileId: z.string().nullable(),
  planUrl: z.string().nullable(),
  /** Path-loss parameters of this floor (dBm at 1 m, exponent); null: the engine's defaults. */
  txPower: z.number().nullable(),
  exponent: z.number().nullable(),
  updatedAt: z.string(),
});
const floorFields = {
  name: requiredText(64),
  level: z.coerce.number().int().min(-20).max(200),
  /** Metres, west to east and north to south on the plan. */
  width: floorSide,
  height: floorSide,
  /** An upload of purpose `floor-plan` (POST /nav-manage/floor/plan). */
  planFileId: z.uuid().nullish(),
  txPower: z.coerce.number().min(-200).max(100).nullish(),
  exponent: z.coerce.number().min(0).max(20).nullish(),
};

/** A floor of a building, in metres, with its plan; its yard and owner are its building's. */
export const floorResource = defineResource({
  name: 'floor',
  path: 'nav-manage/floor',
  permission: 'hospital:floor',
  entity: floorEntity,
  create: z.strictObject({ buildingId: id, ...floorFields }),
  update: patchOf(floorFields),
  filters: z.object({
    yardId: id.optional(),
    buildingId: id.optional(),
    name: z.string().trim().max(64).optional(),
  }),
  sorts: ['name', 'level', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  extra: { upload: 'hospital:floor:upload' },
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: { AGENT: [...TRACKING_GRANTS.AGENT, 'upload'], MERCHANT: [...TRACKING_GRANTS.MERCHANT, 'upload'] },
});
export type Floor = z.infer<typeof floorEntity>;
