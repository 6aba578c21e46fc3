import type { z } from 'zod';

/** The standard actions of a resource; each grants the permission `<prefix>:<action>`. */
export type CrudAction = 'query' | 'add' | 'edit' | 'delete';

/** One declaration per resource: everything the server's routes and the web's pages derive from. */
export interface ResourceDef<
  E extends z.ZodObject = z.ZodObject,
  C extends z.ZodObject = z.ZodObject,
  U extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
> {
  /** Resource name: query-key root and i18n key of its title. */
  name: string;
  /** URL segment under `/api` (the spec fixes some, e.g. `ums-user`). */
  path: string;
  /** Permission prefix, e.g. `system:user`. */
  permission: string;
  /** A row as the API returns it. */
  entity: E;
  /** Body of `POST /<path>`. */
  create: C;
  /** Body of `PATCH /<path>` (carries the id). */
  update: U;
  /** Filters of `GET /<path>` (paging is added by the helpers). */
  filters: Q;
  /** Which standard actions exist. */
  actions: readonly CrudAction[];
  /** Further permissions by verb, e.g. `{ enable: 'system:user:enable' }`. */
  extra?: Readonly<Record<string, string>>;
}

/** Declares a resource; a plain identity function that keeps the literal types. */
export const defineResource = <
  E extends z.ZodObject,
  C extends z.ZodObject,
  U extends z.ZodObject,
  Q extends z.ZodObject,
  X extends Readonly<Record<string, string>> = Record<never, string>,
>(
  def: Omit<ResourceDef<E, C, U, Q>, 'extra'> & { extra?: X },
) => def as Omit<ResourceDef<E, C, U, Q>, 'extra'> & { extra: X };

/** The permission string that guards an action of a resource. */
export const permissionOf = (def: Pick<ResourceDef, 'permission'>, action: CrudAction) =>
  `${def.permission}:${action}`;

/** Every permission string a resource declares (standard actions and extras). */
export const permissionsOf = (def: ResourceDef) => [
  ...def.actions.map((a) => permissionOf(def, a)),
  ...Object.values(def.extra ?? {}),
];
