import { z } from 'zod';
import { id, optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';
import { translationsInput, translationsOutput } from '../common/translations';

export const customDiseaseEntity = z.object({
  id: z.number(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  name: z.string(),
  solution: z.string().nullable(),
  description: z.string().nullable(),
  impact: z.string().nullable(),
  improvement: z.string().nullable(),
  /** Name and texts in other languages (docs/skin-knowledge.md, "Names and texts in every language"). */
  translations: translationsOutput,
  updatedAt: z.string(),
});
const fields = {
  ownerId: id.nullish(),
  name: requiredText(64),
  solution: optionalText(2000),
  description: optionalText(2000),
  impact: optionalText(2000),
  improvement: optionalText(2000),
  translations: translationsInput({
    name: 64,
    solution: 2000,
    description: 2000,
    impact: 2000,
    improvement: 2000,
  }).default({}),
};

/** Custom skin issues an agent (or the platform) writes beyond the AI dimensions. */
export const customDiseaseResource = defineResource({
  name: 'customDisease',
  path: 'custom-disease',
  permission: 'skin:custom-disease',
  entity: customDiseaseEntity,
  create: z.strictObject(fields),
  update: patchOf(fields),
  filters: z.object({ name: z.string().trim().max(64).optional(), ownerId: id.optional() }),
  sorts: ['name', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  menus: [
    {
      name: 'CustomDisease',
      title: 'customDisease',
      path: 'custom-disease',
      component: 'skin/CustomDisease',
      section: 'Skin',
    },
  ],
  grants: { AGENT: ['query', 'add', 'edit', 'delete'], MERCHANT: ['query'], STORE_MANAGER: ['query'] },
});
export type CustomDisease = z.infer<typeof customDiseaseEntity>;
