import { z } from 'zod';
import { id, optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';

/** The actions of every tracking resource: agents and merchants manage their own hospitals whole. */
export const TRACKING_GRANTS = {
  AGENT: ['query', 'add', 'edit', 'delete'],
  MERCHANT: ['query', 'add', 'edit', 'delete'],
} as const;

export const yardEntity = z.object({
  id: z.number(),
  ownerId: z.number(),
  ownerName: z.string().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
const fields = {
  /** An agent or a merchant of the caller's tree; none named: the caller (platform staff must name one). */
  ownerId: id.nullish(),
  name: requiredText(64),
  address: optionalText(255),
  remark: optionalText(255),
};

/**
 * A hospital ("yard") whose wristbands and equipment are tracked (docs/tracking.md). Tenancy
 * `catalogue` with the owner always set: the owner, those above it and those below it read the yard
 * and everything on it; only the owner and those above change it. No platform defaults.
 */
export const yardResource = defineResource({
  name: 'yard',
  path: 'nav-manage/yard',
  permission: 'hospital:yard',
  entity: yardEntity,
  create: z.strictObject(fields),
  update: patchOf(fields),
  filters: z.object({ name: z.string().trim().max(64).optional(), ownerId: id.optional() }),
  sorts: ['name', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: TRACKING_GRANTS,
});
export type Yard = z.infer<typeof yardEntity>;
