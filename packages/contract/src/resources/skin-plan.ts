import { z } from 'zod';
import { id, optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';

/** Where a plan is applied (docs/product-rules.md, "Fields and codes"). */
export const NURSING_SITES = ['face', 'body', 'foot'] as const;

export const skinPlanEntity = z.object({
  id: z.number(),
  ownerId: z.number().nullable(),
  /** The product's "adder": who wrote the plan (none: a platform template). */
  ownerName: z.string().nullable(),
  name: z.string(),
  nursingSite: z.enum(NURSING_SITES),
  solution: z.string().nullable(),
  remark: z.string().nullable(),
  goodsIds: z.array(z.number()),
  updatedAt: z.string(),
});
const fields = {
  ownerId: id.nullish(),
  name: requiredText(64),
  nursingSite: z.enum(NURSING_SITES),
  solution: optionalText(5000),
  remark: optionalText(255),
  /** Linked goods the caller can read. */
  goodsIds: z.array(id).max(50).default([]),
};

/** Skin care plans (care templates): a solution for a site, with the goods it uses. */
export const skinPlanResource = defineResource({
  name: 'skinPlan',
  path: 'skin-plan',
  permission: 'skin:skin-plan',
  entity: skinPlanEntity,
  create: z.strictObject(fields),
  update: patchOf(fields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    nursingSite: z.enum(NURSING_SITES).optional(),
    ownerId: id.optional(),
  }),
  sorts: ['name', 'nursingSite', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  menus: [
    { name: 'SkinPlan', title: 'skinPlan', path: 'skin-plan', component: 'skin/SkinPlan', section: 'Skin' },
  ],
  grants: { AGENT: ['query', 'add', 'edit', 'delete'], MERCHANT: ['query'], STORE_MANAGER: ['query'] },
});
export type SkinPlan = z.infer<typeof skinPlanEntity>;
