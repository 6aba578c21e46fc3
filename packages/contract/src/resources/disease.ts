import { z } from 'zod';
import { optionalText, patchOf, requiredText, state } from '../common/fields';
import { defineResource } from '../common/resource';
import { translationsInput, translationsOutput } from '../common/translations';

export const diseaseEntity = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** 1 normal, 0 deactivated (left out of new reports). */
  state: z.number(),
  sort: z.number(),
  remark: z.string().nullable(),
  /** The name in other languages (docs/skin-knowledge.md, "Names and texts in every language"). */
  translations: translationsOutput,
  updatedAt: z.string(),
});
const fields = {
  /** The key the analyzers' scores carry for this dimension (`pores`, `acne`...): unique. */
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,31}$/, 'Code is 1-32 lower-case letters, digits or underscores'),
  name: requiredText(64),
  nameEn: optionalText(64),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  remark: optionalText(255),
  translations: translationsInput({ name: 64 }).default({}),
};

/**
 * AI dimensions (the product's "AI diseases"): what the analyzer scores on a face (pores, acne,
 * spots...). Their advice per level lives in their detail rows, which agents may override.
 */
export const diseaseResource = defineResource({
  name: 'disease',
  path: 'disease',
  permission: 'skin:disease',
  entity: diseaseEntity,
  create: z.strictObject({ ...fields, state: state.default(1) }),
  update: patchOf(fields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    state: state.optional(),
  }),
  sorts: ['sort', 'name', 'code', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { enable: { field: 'state', value: state } },
  tenancy: { kind: 'platform' },
  menus: [
    {
      name: 'AiDisease',
      title: 'aiDisease',
      path: 'ai-disease',
      component: 'skin/AiDisease',
      section: 'Skin',
    },
  ],
  grants: { AGENT: ['query'], MERCHANT: ['query'], STORE_MANAGER: ['query'] },
});
export type Disease = z.infer<typeof diseaseEntity>;
