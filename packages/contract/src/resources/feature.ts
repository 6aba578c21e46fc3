import { z } from 'zod';
import { flag, optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';

export const featureEntity = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  homePage: z.boolean(),
  remark: z.string().nullable(),
});
const featureFields = {
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,63}$/, 'Code is lower-case letters, digits and dashes'),
  name: requiredText(64),
  homePage: flag.default(false),
  remark: optionalText(255),
};

/** Per-user feature grants (switches for optional features of the devices and console). */
export const featureResource = defineResource({
  name: 'feature',
  path: 'ums-feature',
  permission: 'system:feature',
  entity: featureEntity,
  create: z.strictObject(featureFields),
  update: patchOf(featureFields),
  filters: z.object({ name: z.string().trim().max(64).optional() }),
  sorts: ['code', 'name', 'homePage'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'platform' },
  menus: [
    { name: 'Feature', title: 'feature', path: 'feature', component: 'system/Feature', section: 'System' },
  ],
});
