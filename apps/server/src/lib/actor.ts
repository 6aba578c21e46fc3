import { DATA_SCOPE } from '@skin/contract';

/** Who is calling, resolved once per request from the access token. */
export interface Actor {
  userId: number;
  username: string;
  name: string;
  /** Materialized path of the user (`/1/4/`): the root of the caller's tenant. */
  path: string;
  sessionId: string;
  /** The role in force (the previewed one while platform staff preview a role), read with the caller. */
  role: { id: number; code: string; name: string; parentId: number | null; dataScope: number };
  /** The role previewed by platform staff (its grants are in force), or null. */
  viewingAs: { id: number; name: string } | null;
  /** The top role (no parent) holds every permission. */
  isTop: boolean;
  /** Sees the whole platform rather than its own subtree. */
  seesAll: boolean;
  /** Shared with the grants cache of the instance: never changed in place. */
  perms: ReadonlySet<string>;
  urlGrants: readonly { method: string; pattern: RegExp }[];
}

/** Turns a URL permission's unique mark (`/api/ums-user*`) into a matcher of route patterns. */
export function markPattern(mark: string): RegExp {
  const escaped = mark.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`);
}

/** Whether the actor may use a route guarded by `permission` (button perm or URL grant). */
export function can(actor: Actor, permission: string, method: string, routeUrl: string): boolean {
  if (actor.isTop || actor.perms.has(permission)) return true;
  return actor.urlGrants.some((g) => (g.method === '*' || g.method === method) && g.pattern.test(routeUrl));
}

/** What the role in force decides of an actor: the role itself, top or not, the whole platform or a subtree. */
export const actorRole = (role: Actor['role']): Pick<Actor, 'role' | 'isTop' | 'seesAll'> => ({
  role: { id: role.id, code: role.code, name: role.name, parentId: role.parentId, dataScope: role.dataScope },
  isTop: role.parentId === null,
  seesAll: role.dataScope === DATA_SCOPE.all,
});
