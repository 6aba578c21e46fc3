import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buttons, roleButtons, roleResources, urlResources } from '../../db/schema';
import { type Actor, markPattern } from '../../lib/actor';
import { BoundedMap } from '../../lib/bounded-map';

/** What a role grants to requests: button permissions and compiled URL permissions. Read-only. */
export type RoleGrants = Readonly<Pick<Actor, 'perms' | 'urlGrants'>>;

/** Roles are few; past this many entries (ids of deleted roles pile up) the cache starts over. */
const MAX_ENTRIES = 1000;

/** Reads a role's button and URL permissions (two indexed queries). */
export async function loadRoleGrants(db: Db, roleId: number): Promise<RoleGrants> {
  const [perms, urls] = await Promise.all([
    db
      .select({ perm: buttons.perm })
      .from(roleButtons)
      .innerJoin(buttons, eq(buttons.id, roleButtons.itemId))
      .where(eq(roleButtons.roleId, roleId)),
    db
      .select({ method: urlResources.method, mark: urlResources.uniqueMark })
      .from(roleResources)
      .innerJoin(urlResources, eq(urlResources.id, roleResources.itemId))
      .where(eq(roleResources.roleId, roleId)),
  ]);
  return {
    perms: new Set(perms.map((p) => p.perm)),
    urlGrants: urls.map((u) => ({ method: u.method, pattern: markPattern(u.mark) })),
  };
}

/**
 * The grants of each role, kept per instance under the role's `grants_version`. The caller's
 * query reads that version on every request (it is a column of the role row it joins anyway),
 * and an entry is used only for exactly that version: a change committed on any instance moves
 * the version in the same transaction (database triggers), so the next request anywhere reloads.
 * Nothing here can go stale unnoticed, and nothing needs a message between instances.
 */
export function createGrantsCache(db: Db, load = loadRoleGrants) {
  const entries = new BoundedMap<number, { version: number; grants: Promise<RoleGrants> }>(MAX_ENTRIES);
  const stats = { hits: 0, loads: 0 };
  return {
    stats,
    /** The grants of `roleId` at `version` (or later): cached, else loaded once for all waiters. */
    get(roleId: number, version: number): Promise<RoleGrants> {
      const entry = entries.get(roleId);
      if (entry?.version === version) {
        stats.hits++;
        return entry.grants;
      }
      stats.loads++;
      // Loaded after the version was read (a later snapshot): at least as new as `version`.
      const grants = load(db, roleId);
      entries.set(roleId, { version, grants });
      grants.catch(() => {
        if (entries.get(roleId)?.grants === grants) entries.delete(roleId);
      });
      return grants;
    },
    clear: () => entries.clear(),
  };
}
export type GrantsCache = ReturnType<typeof createGrantsCache>;
