import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Actor } from './actor';

/** `LIKE` pattern for every path under `path` (paths hold only digits and slashes). */
export const under = (path: string) => `${path}%`;

/**
 * The one tenant rule: a row whose owner is a user is visible to the caller when that owner
 * lies in the caller's subtree (or always, for roles that see the whole platform).
 */
export function ownerInScope(actor: Actor, ownerColumn: AnyColumn): SQL | undefined {
  if (actor.seesAll) return undefined;
  return sql`${ownerColumn} in (select ${users.id} from ${users} where ${users.path} like ${under(actor.path)})`;
}

/** Users visible to the caller: its own subtree, or everyone for platform-wide roles. */
export function userInScope(actor: Actor): SQL | undefined {
  if (actor.seesAll) return undefined;
  return sql`${users.path} like ${under(actor.path)}`;
}

/**
 * Users the caller may change: strictly below itself, never itself or anyone above.
 * Platform-wide roles may change anyone who is not on their own line to the root.
 */
export function userManageable(actor: Actor): SQL {
  if (actor.seesAll)
    return sql`${users.id} <> ${actor.userId} and ${actor.path} not like (${users.path} || '%')`;
  return sql`${users.path} like ${under(actor.path)} and ${users.id} <> ${actor.userId}`;
}
