import { z } from 'zod';
import { optionalText, patchOf, requiredText, sort, state } from '../common/fields';
import { defineResource } from '../common/resource';

export const dictEntity = z.object({
  id: z.number(),
  typeCode: z.string(),
  name: z.string(),
  value: z.string(),
  sort: z.number(),
  state: z.number(),
  remark: z.string().nullable(),
});
const typeCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Type code is lower-case letters, digits, _');
const dictFields = {
  typeCode,
  name: requiredText(64),
  value: requiredText(128),
  sort: sort.default(0),
  remark: optionalText(255),
};

/** Dictionary entries grouped by type code, at the product's path (docs/product-rules.md, "API paths"). */
export const dictResource = defineResource({
  name: 'dict',
  path: 'youlai-admin/api.admin/v1/dicts',
  permission: 'system:dict',
  entity: dictEntity,
  create: z.strictObject({ ...dictFields, state: state.default(1) }),
  update: patchOf(dictFields),
  filters: z.object({ typeCode: typeCode.optional(), name: z.string().trim().max(64).optional() }),
  sorts: ['typeCode', 'name', 'value', 'sort', 'state'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { enable: { field: 'state', value: state } },
  tenancy: { kind: 'platform' },
  menus: [{ name: 'Dict', title: 'dict', path: 'dict', component: 'system/Dict', section: 'System' }],
});
/** The product's `PUT /dicts/{id}`: every editable field (state has its own route). */
export const dictReplace = z.strictObject(dictFields);
