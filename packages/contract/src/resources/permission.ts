import { z } from 'zod';
import { id, optionalText, patchOf, requiredText } from '../common/fields';
import { defineResource } from '../common/resource';

/** HTTP methods a URL permission can name; `*` means any method. */
export const HTTP_METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const buttonEntity = z.object({
  id: z.number(),
  menuId: z.number().nullable(),
  name: z.string(),
  perm: z.string(),
  remark: z.string().nullable(),
});
const permString = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]*(:[a-z*][a-z0-9-]*){1,3}$/, 'Unique mark looks like system:user:add');
const buttonFields = {
  menuId: id.nullish(),
  name: requiredText(64),
  perm: permString,
  remark: optionalText(255),
};

/** Button permissions: `system:user:add` style strings returned as `perms`. */
export const buttonResource = defineResource({
  name: 'button',
  path: 'ums-button',
  permission: 'system:button',
  entity: buttonEntity,
  create: z.strictObject(buttonFields),
  update: patchOf(buttonFields),
  filters: z.object({ name: z.string().trim().max(64).optional(), menuId: id.optional() }),
  sorts: ['name', 'perm'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'platform' },
  menus: [{ name: 'Button', title: 'button', path: 'button', component: 'system/Button', section: 'System' }],
});

export const resourceTypeEntity = z.object({
  id: z.number(),
  name: z.string(),
  remark: z.string().nullable(),
});
const resourceTypeFields = { name: requiredText(64), remark: optionalText(255) };

/** Groups of URL permissions. */
export const resourceTypeResource = defineResource({
  name: 'resourceType',
  path: 'ums-resource-type',
  permission: 'system:resource',
  entity: resourceTypeEntity,
  create: z.strictObject(resourceTypeFields),
  update: patchOf(resourceTypeFields),
  filters: z.object({ name: z.string().trim().max(64).optional() }),
  sorts: ['name'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'platform' },
});

export const urlResourceEntity = z.object({
  id: z.number(),
  typeId: z.number().nullable(),
  name: z.string(),
  uniqueMark: z.string(),
  method: z.string(),
  remark: z.string().nullable(),
});
const urlResourceFields = {
  typeId: id.nullish(),
  name: requiredText(64),
  uniqueMark: z
    .string()
    .trim()
    .regex(/^\/api(\/[A-Za-z0-9_.:{}*-]+)+$/, 'Unique mark is an API path such as /api/ums-user'),
  method: z.enum(HTTP_METHODS),
  remark: optionalText(255),
};

/** URL permissions: an API path with one HTTP method or any. */
export const urlResource = defineResource({
  name: 'resource',
  path: 'ums-resource',
  permission: 'system:resource',
  entity: urlResourceEntity,
  create: z.strictObject(urlResourceFields),
  update: patchOf(urlResourceFields),
  filters: z.object({ name: z.string().trim().max(64).optional(), typeId: id.optional() }),
  sorts: ['name', 'uniqueMark', 'method'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'platform' },
  menus: [
    {
      name: 'Resource',
      title: 'resource',
      path: 'resource',
      component: 'system/Resource',
      section: 'System',
    },
  ],
});
