import { z } from 'zod';
import { id, loginPassword, optionalText, patchOf, requiredText, state } from '../common/fields';
import { defineResource, ROLE_CODES } from '../common/resource';

const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'Username must be 3-32 letters, digits, dot, dash or underscore');
const userPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 -]{5,20}$/, 'phone number format error')
  .nullish()
  .or(z.literal('').transform(() => null));
const email = z
  .email()
  .max(128)
  .nullish()
  .or(z.literal('').transform(() => null));
const sex = z.coerce.number().int().min(0).max(1).nullish();

export const userEntity = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  username: z.string(),
  name: z.string(),
  sex: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  roleId: z.number(),
  roleName: z.string(),
  state: z.number(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});

const userFields = {
  parentId: id.optional(),
  name: requiredText(64),
  sex,
  phone: userPhone,
  email,
  roleId: id,
  remark: optionalText(255),
};

export const userCreate = z.strictObject({
  ...userFields,
  state: state.default(1),
  username,
  password: loginPassword,
});
export const userUpdate = patchOf(userFields);
export const userFilters = z.object({
  username: z.string().trim().max(32).optional(),
  name: z.string().trim().max(64).optional(),
  roleId: id.optional(),
  parentId: id.optional(),
  state: state.optional(),
});

/** Users of the console: a tree by parent user, each with one role. */
export const userResource = defineResource({
  name: 'user',
  path: 'ums-user',
  permission: 'system:user',
  entity: userEntity,
  create: userCreate,
  update: userUpdate,
  filters: userFilters,
  sorts: ['username', 'name', 'sex', 'phone', 'email', 'state', 'createdAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { enable: { field: 'state', value: state } },
  extra: {
    resetPassword: 'system:user:password',
    feature: 'system:user:feature',
  },
  tenancy: { kind: 'tree', owner: 'id' },
  // The cascading filters' agent and merchant levels pick users of one role.
  pickFilters: { role: z.enum(ROLE_CODES).optional() },
  menus: [{ name: 'User', title: 'user', path: 'user', component: 'system/User', section: 'System' }],
  grants: {
    AGENT: ['query', 'add', 'edit', 'delete', 'enable', 'resetPassword', 'feature'],
    MERCHANT: ['query', 'add', 'edit', 'enable', 'resetPassword'],
  },
});

export const userEnable = z.strictObject({ id, state });
export const userResetPassword = z.strictObject({ id, password: loginPassword });
export const userFeatureGrant = z.strictObject({ userId: id, featureIds: z.array(id).max(200) });
export type User = z.infer<typeof userEntity>;
