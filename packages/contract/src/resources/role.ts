import { z } from 'zod';
import { id, optionalText, patchOf, requiredText, sort, state } from '../common/fields';
import { defineResource } from '../common/resource';

/** How far a role sees: the whole platform, or the holder's own subtree of users. */
export const DATA_SCOPE = { all: 1, subtree: 2 } as const;

export const roleEntity = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  code: z.string(),
  dataScope: z.number(),
  sort: z.number(),
  state: z.number(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});

const roleFields = {
  parentId: id,
  name: requiredText(64),
  code: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'Code must be 2-32 capital letters, digits or underscores'),
  dataScope: z.coerce.number().int().min(1).max(2).default(DATA_SCOPE.subtree),
  sort: sort.default(0),
  remark: optionalText(255),
};

export const roleCreate = z.strictObject({ ...roleFields, state: state.default(1) });
export const roleUpdate = patchOf(roleFields);
export const roleFilters = z.object({ name: z.string().trim().max(64).optional(), state: state.optional() });

/** Roles: a tree; each grants menus, URL permissions and button permissions. */
export const roleResource = defineResource({
  name: 'role',
  path: 'ums-role',
  permission: 'system:role',
  entity: roleEntity,
  create: roleCreate,
  update: roleUpdate,
  filters: roleFilters,
  sorts: ['name', 'code', 'dataScope', 'sort', 'state', 'createdAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { enable: { field: 'state', value: state } },
  extra: { grant: 'system:role:grant' },
  tenancy: { kind: 'platform' },
  menus: [{ name: 'Role', title: 'role', path: 'role', component: 'system/Role', section: 'System' }],
});
export const roleEnable = z.strictObject({ id, state });

/** Replaces one kind of a role's grants; sent as the full new set of ids. */
export const roleGrant = z.strictObject({ roleId: id, ids: z.array(id).max(2000) });
export const roleGrants = z.object({
  menuIds: z.array(z.number()),
  buttonIds: z.array(z.number()),
  resourceIds: z.array(z.number()),
});
/** What the role editor offers: the caller's grantable menus (a tree), buttons and URL permissions. */
export const roleCatalogue = z.object({
  menus: z.array(
    z.object({ id: z.number(), parentId: z.number().nullable(), title: z.string(), name: z.string() }),
  ),
  buttons: z.array(
    z.object({ id: z.number(), menuId: z.number().nullable(), name: z.string(), perm: z.string() }),
  ),
  resources: z.array(
    z.object({ id: z.number(), name: z.string(), uniqueMark: z.string(), method: z.string() }),
  ),
});
export const viewAsRequest = z.strictObject({ roleId: id });
export type Role = z.infer<typeof roleEntity>;
