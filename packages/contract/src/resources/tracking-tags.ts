import { z } from 'zod';
import { flag, id, optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';
import { battery, lastPosition, macInput, TAG_STATES } from './tracking-fields';
import { TRACKING_GRANTS } from './tracking-yard';

/**
 * What the ingest keeps of a tag: its state, battery and last position. Read-only here: the
 * console edits what a person decides, the tracking service writes what it hears.
 */
const heard = {
  state: z.enum(TAG_STATES),
  battery: battery.nullable(),
  ...lastPosition,
};
const listFilters = {
  yardId: id.optional(),
  name: z.string().trim().max(64).optional(),
  state: z.enum(TAG_STATES).optional(),
};

export const brandEntity = z.object({
  id: z.number(),
  yardId: z.number(),
  ownerId: z.number(),
  name: z.string(),
  mac: z.string(),
  /** Who wears the wristband (a patient's name or bed). */
  wearer: z.string().nullable(),
  /** Tracked or switched off by a person (`PATCH /nav-manage/brand/switch`). */
  isOn: z.boolean(),
  ...heard,
  updatedAt: z.string(),
});
/** A tag stays in its yard: the yard is named once, when it is added. */
const brandFields = { name: requiredText(64), mac: macInput, wearer: optionalText(64) };

/**
 * A wristband ("brand"). Its list is the product's `GET /nav-manage/brand` (`pageNum`, `pageSize`,
 * `yardId`, `name`, `state`, `isOn`), answered as every list is.
 */
export const brandResource = defineResource({
  name: 'brand',
  path: 'nav-manage/brand',
  permission: 'hospital:brand',
  entity: brandEntity,
  create: z.strictObject({ yardId: id, ...brandFields, isOn: flag.default(true) }),
  update: patchOf(brandFields),
  filters: z.object({ ...listFilters, isOn: flag.optional() }),
  sorts: ['name', 'mac', 'state', 'battery', 'lastHeardAt', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { switch: { field: 'isOn', value: flag } },
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: { AGENT: [...TRACKING_GRANTS.AGENT, 'switch'], MERCHANT: [...TRACKING_GRANTS.MERCHANT, 'switch'] },
});
export type Brand = z.infer<typeof brandEntity>;

export const equipmentEntity = z.object({
  id: z.number(),
  yardId: z.number(),
  ownerId: z.number(),
  name: z.string(),
  mac: z.string(),
  /** What the equipment is (infusion pump, wheelchair...). */
  kind: z.string().nullable(),
  ...heard,
  updatedAt: z.string(),
});
const equipmentFields = { name: requiredText(64), mac: macInput, kind: optionalText(32) };

/** Tagged equipment; its list is the product's `GET /nav-manage/equipment` (`pageNum`, `pageSize`, `yardId`, `name`, `state`). */
export const equipmentResource = defineResource({
  name: 'equipment',
  path: 'nav-manage/equipment',
  permission: 'hospital:equipment',
  entity: equipmentEntity,
  create: z.strictObject({ yardId: id, ...equipmentFields }),
  update: patchOf(equipmentFields),
  filters: z.object(listFilters),
  sorts: ['name', 'mac', 'state', 'battery', 'lastHeardAt', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: TRACKING_GRANTS,
});
export type Equipment = z.infer<typeof equipmentEntity>;
