import { permissionOf, type ResourceDef, statePermission, userResource } from '@skin/contract';
import { useCallback, useMemo } from 'react';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { optionTree } from '../../../components/crud/build-tree';
import { useCan, useHasRole } from '../../../components/permission/use-access';
import { useCurrentUser } from '../../../lib/current-user';

/** What every catalogue row carries: its owner, none for a platform default. */
export type Owned = { id: number; ownerId: number | null };

/**
 * The roles of the seeded tree whose data scope is the whole platform. `/ums-user/me` names the
 * caller's role but not its scope, so a role with another code that sees everything is treated as
 * a subtree role here: it is offered fewer buttons than the server would allow, never more.
 */
const PLATFORM_ROLES = ['ADMIN', 'OPERATOR'] as const;

/**
 * True when the caller may change a catalogue row: platform staff every row; anyone else a row
 * owned by one of `line` (itself and the users below it), never a platform default.
 */
export const changeable = (row: Owned, platform: boolean, line: ReadonlySet<number>): boolean =>
  platform || (row.ownerId !== null && line.has(row.ownerId));

/**
 * Who may change which row of a catalogue resource (goods, custom diseases, skin plans; tenancy
 * `catalogue` in docs/architecture.md). Platform staff change every row. Anyone else changes only
 * rows owned by itself or by a user below it: platform defaults and rows of the agents above are
 * read-only, and the server answers 404 to a change of them. "Below" is the caller's own tree as
 * `/ums-user/all` lists it (the caller and its subtree); a caller who may not list users is held
 * to its own rows.
 */
export function useCatalogueAccess(def: ResourceDef) {
  const me = useCurrentUser();
  const can = useCan();
  const platform = useHasRole(PLATFORM_ROLES);
  const mayEdit = can(permissionOf(def, 'edit'));
  const mayDelete = can(permissionOf(def, 'delete'));
  const mayAdd = can(permissionOf(def, 'add'));
  const writes =
    mayEdit || mayDelete || Object.keys(def.states ?? {}).some((verb) => can(statePermission(def, verb)));
  const mayListUsers = can(permissionOf(userResource, 'query'));
  // Platform staff need the users to pick an owner; others to know which rows are their line's.
  const users = useResourceOptions(userResource, mayListUsers && (platform ? mayAdd : writes));
  const line = useMemo(() => new Set([me.id, ...(users.data ?? []).map((u) => u.id)]), [me.id, users.data]);
  const mayChange = useCallback((row: Owned) => changeable(row, platform, line), [platform, line]);
  const ownerOptions = useMemo(
    () => (platform && users.data ? optionTree(users.data) : undefined),
    [platform, users.data],
  );
  return { platform, mayEdit, mayDelete, mayChange, ownerOptions };
}
