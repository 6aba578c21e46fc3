import type { z } from 'zod';

/** The standard actions of a resource; each grants the permission `<prefix>:<action>`. */
export type CrudAction = 'query' | 'add' | 'edit' | 'delete';

/**
 * The seeded roles below the top administrator (docs/roles.md). Platform staff (OPERATOR) hold
 * every action of every resource; the others hold what each resource grants them.
 */
export const ROLE_CODES = ['ADMIN', 'OPERATOR', 'AGENT', 'MERCHANT', 'STORE_MANAGER', 'SALESMAN'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];
/** Roles whose grants a resource declares (the administrator and operator hold everything). */
export type GrantedRole = Exclude<RoleCode, 'ADMIN' | 'OPERATOR'>;

/**
 * Whose a row is (docs/architecture.md, "Tenancy"). Visibility is computed from these fields at
 * query time, never copied onto rows, so moving a store or a user moves everything that belongs to
 * it at once.
 * - `platform`: platform-global; only permissions apply.
 * - `tree`: owned by the user named in `owner` (a node of the user tree): visible to that user
 *   and everyone above it. `carrier` names a shipper field whose linked user sees the row too.
 * - `store`: belongs to the store named in `store`, so to its merchant (and everyone above) and
 *   to the store manager account of the store. `unbound` names the user that holds the row
 *   while it belongs to no store (a device issued to an agent, not yet bound).
 * - `catalogue`: advice and goods handed down the tree. A row without an `owner` is a platform
 *   default, read by everyone; a row owned by a user is read by that user, everyone above it and
 *   everyone below it (an agent's goods reach its merchants' stores). Rows are changed only by
 *   their owner and those above it; platform defaults only by platform staff.
 */
export type Tenancy =
  | { kind: 'platform' }
  | { kind: 'tree'; owner: string; carrier?: string }
  | { kind: 'store'; store: string; unbound?: string }
  | { kind: 'catalogue'; owner: string };

/** Console sections the screens of resources sit in (the menu's first level). */
export type MenuSection = 'Device' | 'Store' | 'Skin' | 'App' | 'Hospital' | 'System';

/** A screen of a resource in the console's menu. */
export interface MenuEntry {
  /** Route name, unique (caches the tab). */
  name: string;
  /** i18n key of the title. */
  title: string;
  /** Path below the section. */
  path: string;
  /** Screen component (`device/DeviceList` -> `features/device/screens/device-list.tsx`). */
  component: string;
  section: MenuSection;
  /** Seeded roles that get this screen; default: every role that may query the resource. */
  roles?: readonly RoleCode[];
}

/** A state field changed by its own verb route, and the values it takes. */
export interface StateChange {
  field: string;
  value: z.ZodType;
}

/** One declaration per resource: everything the server's routes and the web's pages derive from. */
export interface ResourceDef<
  E extends z.ZodObject = z.ZodObject,
  C extends z.ZodObject = z.ZodObject,
  U extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
> {
  /** Resource name: query-key root and i18n key of its title. */
  name: string;
  /** URL segment under `/api`; the product fixes some (`ums-user`: docs/product-rules.md, "API paths"). */
  path: string;
  /** Permission prefix, e.g. `system:user`. */
  permission: string;
  /** A row as the API returns it. */
  entity: E;
  /** Body of `POST /<path>`. */
  create: C;
  /** Body of `PATCH /<path>`: the id and only the fields to change (see `patchOf`). */
  update: U;
  /** Filters of `GET /<path>` (paging is added by the helpers). */
  filters: Q;
  /**
   * Entity keys the list may be sorted by (`?sort=<key>&order=asc|desc`, see `listQueryOf`). Each
   * names a column of the resource's own table (camelCase of its snake_case name), never a joined one.
   */
  sorts?: readonly (keyof z.infer<E> & string)[];
  /** Which standard actions exist. */
  actions: readonly CrudAction[];
  /** Further permissions by verb, e.g. `{ resetPassword: 'system:user:password' }`. */
  extra?: Readonly<Record<string, string>>;
  /**
   * State changes (enable, shelf, show/hide...): each is its own route `PATCH /<path>/<verb>`
   * with body `{ id, [field]: value }`, guarded by `<prefix>:<verb>`. The edit route never
   * carries these fields.
   */
  states?: Readonly<Record<string, StateChange>>;
  /** Whose rows are; the server's scoped data layer and the tenant matrix read it. */
  tenancy: Tenancy;
  /** What narrows the resource's picker (`GET /<path>/options`) beyond its tenancy's (a user's role). */
  pickFilters?: Readonly<Record<string, z.ZodType>>;
  /** Screens of the resource. */
  menus?: readonly MenuEntry[];
  /** What each seeded role may do: standard actions and keys of `extra`. */
  grants?: Partial<Record<GrantedRole, readonly string[]>>;
}

/**
 * Declares a resource; a plain identity function that keeps the literal types (the sort keys and
 * actions too, so the web kit refuses a sort or an action the resource does not declare).
 */
export const defineResource = <
  E extends z.ZodObject,
  C extends z.ZodObject,
  U extends z.ZodObject,
  Q extends z.ZodObject,
  const A extends readonly CrudAction[],
  const K extends readonly (keyof z.infer<E> & string)[] = [],
  X extends Readonly<Record<string, string>> = Record<never, string>,
  S extends Readonly<Record<string, StateChange>> = Record<never, StateChange>,
>(
  def: Omit<ResourceDef<E, C, U, Q>, 'extra' | 'states' | 'sorts' | 'actions'> & {
    sorts?: K;
    actions: A;
    extra?: X;
    states?: S;
  },
) =>
  def as Omit<ResourceDef<E, C, U, Q>, 'extra' | 'states' | 'sorts' | 'actions'> & {
    sorts: K;
    actions: A;
    extra: X;
    states: S;
  };

/** The permission string that guards an action of a resource (one it declares). */
export const permissionOf = <D extends Pick<ResourceDef, 'permission' | 'actions'>>(
  def: D,
  action: D['actions'][number],
) => `${def.permission}:${action}`;

/** Every permission string a resource declares (standard actions and extras). */
export const permissionsOf = (def: ResourceDef) => [
  ...def.actions.map((a) => permissionOf(def, a)),
  ...Object.keys(def.states ?? {}).map((verb) => statePermission(def, verb)),
  ...Object.values(def.extra ?? {}),
];

/** The permission that guards a state change (`system:user:enable`). */
export const statePermission = (def: Pick<ResourceDef, 'permission'>, verb: string) =>
  `${def.permission}:${verb}`;

/** The permission strings a seeded role holds on a resource (every one, for platform staff). */
export function grantedPermissions(def: ResourceDef, role: RoleCode): string[] {
  if (role === 'ADMIN' || role === 'OPERATOR') return permissionsOf(def);
  return (def.grants?.[role] ?? []).map((a) => {
    if ((def.actions as readonly string[]).includes(a) || def.states?.[a]) return `${def.permission}:${a}`;
    const extra = def.extra?.[a];
    if (!extra) throw new Error(`${def.name} grants ${role} an unknown action ${a}`);
    return extra;
  });
}

/** The screens of a resource a seeded role gets: those it may query, narrowed by `roles`. */
export function grantedMenus(def: ResourceDef, role: RoleCode): MenuEntry[] {
  const queries = grantedPermissions(def, role).includes(permissionOf(def, 'query'));
  return (def.menus ?? []).filter((m) => (m.roles ? m.roles.includes(role) : queries));
}
