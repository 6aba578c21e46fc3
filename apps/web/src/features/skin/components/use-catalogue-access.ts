import { permissionOf, type ResourceDef, statePermission, userResource } from '@skin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCan, useHasRole } from '../../../components/permission/use-access';
import { pickKeys, usePickNames } from '../../../components/picker/pick-api';
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
 * read-only, and the server answers 404 to a change of them. "Below" is what the user picker's
 * lookup of a row's owner answers (`GET /ums-user/options?ids=`, the caller's subtree only), asked
 * for the rows shown, together; a caller who may not list users is held to its own rows.
 */
export function useCatalogueAccess(def: ResourceDef) {
  const me = useCurrentUser();
  const can = useCan();
  const client = useQueryClient();
  const platform = useHasRole(PLATFORM_ROLES);
  const mayEdit = can(permissionOf(def, 'edit'));
  const mayDelete = can(permissionOf(def, 'delete'));
  const mayAdd = can(permissionOf(def, 'add'));
  const writes =
    mayEdit || mayDelete || Object.keys(def.states ?? {}).some((verb) => can(statePermission(def, verb)));
  const mayListUsers = can(permissionOf(userResource, 'query'));
  const asks = !platform && writes && mayListUsers;
  /** The owners the lookups so far found below the caller (what `useRowChangeable` asked). */
  const lineNow = useCallback(
    (ownerId: number | null) =>
      ownerId !== null &&
      (ownerId === me.id ||
        client.getQueryData<Map<number, unknown>>(pickKeys.names(userResource, [ownerId]))?.has(ownerId) ===
          true),
    [client, me.id],
  );
  const mayChange = useCallback(
    (row: Owned) => changeable(row, platform, new Set(lineNow(row.ownerId) ? [row.ownerId!] : [])),
    [platform, lineNow],
  );
  return {
    platform,
    mayEdit,
    mayDelete,
    mayChange,
    asks,
    meId: me.id,
    ownerPicker: platform && mayAdd && mayListUsers,
  };
}
export type CatalogueAccess = ReturnType<typeof useCatalogueAccess>;

/** Whether the caller may change this row, its owner looked up (with the other rows shown) when needed. */
export function useRowChangeable(row: Owned, access: CatalogueAccess) {
  const { ownerId } = row;
  const ask = access.asks && ownerId !== null && ownerId !== access.meId;
  const below = usePickNames(userResource, ask ? [ownerId] : [], ask);
  const line = new Set([access.meId, ...(below.data?.keys() ?? [])]);
  return changeable(row, access.platform, line);
}
