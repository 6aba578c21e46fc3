/** A non-empty list: a gate takes a list (docs/product-rules.md, "Input rules"). */
export type NonEmpty<T> = readonly [T, ...T[]];

/**
 * The permission string that stands for every permission (docs/roles.md, "Markers and the console's
 * gates").
 */
export const ALL_PERMISSIONS = '*:*:*';

/** What the gates look at: the role codes and permission strings of the signed-in user. */
export type Grants = { roles: readonly string[]; perms: readonly string[] };

/** True when the user holds at least one of the listed roles; an empty list grants nothing. */
export function hasAnyRole(user: Grants, roles: readonly string[]): boolean {
  return roles.some((role) => user.roles.includes(role));
}

/** True when the user holds at least one of the listed permissions, or the all-permissions mark. */
export function hasAnyPermission(user: Grants, perms: readonly string[]): boolean {
  if (perms.length === 0) return false;
  if (user.perms.includes(ALL_PERMISSIONS)) return true;
  return perms.some((perm) => user.perms.includes(perm));
}
