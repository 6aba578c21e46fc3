import { useCallback } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { hasAnyPermission, hasAnyRole, type NonEmpty } from './access-rules';

/** True when the signed-in user holds one of the roles (the role gate). */
export function useHasRole(roles: NonEmpty<string>): boolean {
  return hasAnyRole(useCurrentUser(), roles);
}

/** True when the signed-in user holds one of the permissions (the permission gate). */
export function useHasPermission(perms: NonEmpty<string>): boolean {
  return hasAnyPermission(useCurrentUser(), perms);
}

/** A `can(perm)` check for lists of buttons that each need a different permission. */
export function useCan(): (perm: string) => boolean {
  const user = useCurrentUser();
  return useCallback((perm: string) => hasAnyPermission(user, [perm]), [user]);
}
