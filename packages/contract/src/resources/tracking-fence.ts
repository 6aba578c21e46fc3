import { z } from 'zod';
import { flag, id, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';
import { TRACKING_GRANTS } from './tracking-yard';

/** What a fence asks of the tags it applies to. */
export const FENCE_KINDS = ['mustStayInside', 'mustStayOut'] as const;
/** Brands or equipment one fence names at most. */
export const FENCE_TARGETS_MAX = 500;

/**
 * A polygon in floor metres, `[[x, y], ...]`, the ring closing itself. The schema only bounds it
 * (a few more points than the engine accepts, so that too many is refused with its own message);
 * the server refuses a polygon the engine's fence validation refuses, on this field.
 */
const polygon = z
  .array(z.tuple([z.number().min(-1000).max(2000), z.number().min(-1000).max(2000)]))
  .max(1000);
const targets = z.array(id).max(FENCE_TARGETS_MAX);

export const fenceEntity = z.object({
  id: z.number(),
  yardId: z.number(),
  floorId: z.number(),
  ownerId: z.number(),
  name: z.string(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
  kind: z.enum(FENCE_KINDS),
  active: z.boolean(),
  brandIds: z.array(z.number()),
  equipmentIds: z.array(z.number()),
  updatedAt: z.string(),
});
const fields = {
  floorId: id,
  name: requiredText(64),
  polygon,
  kind: z.enum(FENCE_KINDS),
  /** Brands and equipment of the fence's yard it applies to. */
  brandIds: targets.default([]),
  equipmentIds: targets.default([]),
};

/** An electronic fence on a floor (docs/tracking.md, "Fences"); `active` has its own verb. */
export const fenceResource = defineResource({
  name: 'fence',
  path: 'nav-manage/fence',
  permission: 'hospital:fence',
  entity: fenceEntity,
  create: z.strictObject({ ...fields, active: flag.default(true) }),
  update: patchOf(fields),
  filters: z.object({
    yardId: id.optional(),
    floorId: id.optional(),
    name: z.string().trim().max(64).optional(),
    kind: z.enum(FENCE_KINDS).optional(),
    active: flag.optional(),
  }),
  sorts: ['name', 'kind', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { activate: { field: 'active', value: flag } },
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: {
    AGENT: [...TRACKING_GRANTS.AGENT, 'activate'],
    MERCHANT: [...TRACKING_GRANTS.MERCHANT, 'activate'],
  },
});
export type Fence = z.infer<typeof fenceEntity>;
