import { z } from 'zod';
import { patchOf, requiredText, sort, state } from '../common/fields';
import { defineResource } from '../common/resource';
import { translationsInput, translationsOutput } from '../common/translations';

export const questionEntity = z.object({
  id: z.number(),
  name: z.string(),
  visible: z.number(),
  sort: z.number(),
  /** The name in other languages (docs/skin-knowledge.md, "Names and texts in every language"). */
  translations: translationsOutput,
  updatedAt: z.string(),
});
const fields = {
  name: requiredText(64),
  sort: sort.default(0),
  translations: translationsInput({ name: 64 }).default({}),
};

/**
 * Improvement questions: the "problems to improve" a consumer picks (acne, spots...). Hidden ones
 * stay on the consumers that chose them but are no longer offered.
 */
export const questionResource = defineResource({
  name: 'question',
  path: 'question',
  permission: 'skin:question',
  entity: questionEntity,
  create: z.strictObject({ ...fields, visible: state.default(1) }),
  update: patchOf(fields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    visible: state.optional(),
  }),
  sorts: ['name', 'sort', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { show: { field: 'visible', value: state } },
  tenancy: { kind: 'platform' },
  menus: [
    {
      name: 'Question',
      title: 'question',
      path: 'question',
      component: 'skin/Question',
      section: 'Skin',
      roles: ['ADMIN', 'OPERATOR'],
    },
  ],
  grants: { AGENT: ['query'], MERCHANT: ['query'], STORE_MANAGER: ['query'], SALESMAN: ['query'] },
});
export type Question = z.infer<typeof questionEntity>;
