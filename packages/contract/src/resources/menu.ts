import { z } from 'zod';
import { flag, optionalText, patchOf, requiredText, sort, state } from '../common/fields';
import { defineResource } from '../common/resource';

export const menuEntity = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  path: z.string(),
  component: z.string(),
  redirect: z.string().nullable(),
  state: z.number(),
  sort: z.number(),
  hidden: z.boolean(),
  noCache: z.boolean(),
  affix: z.boolean(),
});

const menuFields = {
  /** 0 = a first-level menu; otherwise the parent menu (the form requires a choice). */
  parentId: z.coerce.number().int().min(0).max(2_147_483_647),
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'Route name must be letters and digits'),
  title: requiredText(64),
  icon: optionalText(64),
  path: z
    .string()
    .trim()
    .regex(
      /^\/?[A-Za-z0-9_:-]+(\/[A-Za-z0-9_:-]+)*$/,
      'Path looks like /admin at the first level and user below',
    ),
  component: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9/_-]{0,127}$/, 'Component name is letters, digits and /'),
  redirect: optionalText(255),
  sort: sort.default(0),
  noCache: flag.default(false),
  affix: flag.default(false),
};

export const menuCreate = z.strictObject({
  ...menuFields,
  state: state.default(1),
  hidden: flag.default(false),
});
export const menuUpdate = patchOf(menuFields);
export const menuFilters = z.object({ title: z.string().trim().max(64).optional(), state: state.optional() });

/** Menus: the screens a role may open; they drive the console's dynamic router. */
export const menuResource = defineResource({
  name: 'menu',
  path: 'ums-menu',
  permission: 'system:menu',
  entity: menuEntity,
  create: menuCreate,
  update: menuUpdate,
  filters: menuFilters,
  sorts: ['name', 'path', 'component', 'sort', 'state', 'hidden'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: {
    enable: { field: 'state', value: state },
    hide: { field: 'hidden', value: flag },
  },
  tenancy: { kind: 'platform' },
  menus: [{ name: 'Menu', title: 'menu', path: 'menu', component: 'system/Menu', section: 'System' }],
});

/** A route of the console's dynamic router (`GET /ums-menu/router`). */
export interface RouteNode {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  meta: { title: string; icon?: string; hidden: boolean; noCache: boolean; affix: boolean };
  children?: RouteNode[];
}
export const routeNode: z.ZodType<RouteNode> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    component: z.string(),
    redirect: z.string().optional(),
    meta: z.object({
      title: z.string(),
      icon: z.string().optional(),
      hidden: z.boolean(),
      noCache: z.boolean(),
      affix: z.boolean(),
    }),
    children: z.array(routeNode).optional(),
  }),
);

/** A menu with its children, as the menu tree and role editors show it. */
export type MenuTreeNode = z.infer<typeof menuEntity> & { children?: MenuTreeNode[] };
export const menuTreeNode: z.ZodType<MenuTreeNode> = z.lazy(() =>
  menuEntity.extend({ children: z.array(menuTreeNode).optional() }),
);
export type Menu = z.infer<typeof menuEntity>;
