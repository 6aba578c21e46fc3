import { Code } from '@skin/contract';
import { createSessionData } from '../../data/sessions.data';
import type { Db } from '../../db/client';
import type { WriteClock } from '../../db/write-clock';
import { type Actor, actorRole } from '../../lib/actor';
import { BoundedMap } from '../../lib/bounded-map';
import { Unauthorized } from '../../lib/errors';
import { createGrantsCache, type RoleGrants } from './grants-cache';

/** Sessions whose caller row the embedded server keeps at once; past this it starts over. */
const MAX_SEEN = 1000;

/**
 * Sessions whose last caller each instance keeps, for the reads that start before this request's
 * caller is read (`kept`); past this it starts over.
 */
const MAX_KEPT_CALLERS = 5000;

/** Revocations after which the console must sign out at once (code 206) rather than re-login. */
const ENDED = new Set(['password', 'disabled']);

/**
 * Resolves the caller of a verified access token, refusing ended sessions, disabled users and
 * disabled roles. One query per request: session, user and role row are read fresh (on the
 * embedded database, reused while nothing at all was written since: `clock`); the role's
 * permissions come from the grants cache, checked against the version read with them.
 */
export function createActorLoader(db: Db, clock?: WriteClock) {
  const sessions = createSessionData(db);
  const grants = createGrantsCache(db);
  // Embedded database only: the caller's row while nothing was written since it was read.
  const seen = new BoundedMap<
    string,
    { row: Awaited<ReturnType<typeof sessions.unscoped.caller>>; at: number }
  >(MAX_SEEN);
  async function caller(userId: number, sessionId: string) {
    if (!clock) return sessions.unscoped.caller(userId, sessionId);
    const key = `${userId}:${sessionId}`;
    const hit = seen.get(key);
    if (hit && clock.current(hit.at)) return hit.row;
    const { value, at } = await clock.observe(() => sessions.unscoped.caller(userId, sessionId));
    if (at !== undefined) {
      seen.set(key, { row: value, at });
    }
    return value;
  }
  // The last caller built for each session, with the row and grants it was built from.
  const kept = new BoundedMap<string, { row: CallerRow; grants: RoleGrants; actor: Actor }>(MAX_KEPT_CALLERS);
  return {
    grants,
    /**
     * The caller of the session's previous request on this instance, if any: a guess, which
     * speculative reads (plugins/auth.ts) may start with while `load` reads the caller of this
     * one. Never an answer by itself.
     */
    kept(userId: number, sessionId: string): Actor | undefined {
      return kept.get(`${userId}:${sessionId}`)?.actor;
    },
    /**
     * The caller as read now. When nothing it is built from changed since the session's previous
     * request, the very object `kept` answered, so that `===` tells a guess confirmed.
     */
    async load(userId: number, sessionId: string): Promise<Actor> {
      const row = await caller(userId, sessionId);
      if (!row) throw Unauthorized(Code.illegalToken, 'illegalToken');
      if (row.revokedAt) {
        if (ENDED.has(row.reason ?? '')) throw Unauthorized(Code.sessionEnded, 'sessionEnded');
        throw Unauthorized(Code.revokedToken, 'tokenRevoked');
      }
      if (row.state !== 1) throw Unauthorized(Code.sessionEnded, 'yourAccountDisabled');
      const { role } = row;
      if (role?.state !== 1) throw Unauthorized(Code.sessionEnded, 'roleDisabled');
      const roleGrants = await grants.get(role.id, role.grantsVersion);
      const key = `${userId}:${sessionId}`;
      const before = kept.get(key);
      if (before && before.grants === roleGrants && sameCaller(before.row, row)) return before.actor;
      const { perms, urlGrants } = roleGrants;
      const actor: Actor = {
        userId,
        username: row.username,
        name: row.name,
        path: row.path,
        sessionId,
        ...actorRole(role),
        viewingAs: row.viewAsRoleId ? { id: role.id, name: role.name } : null,
        perms,
        urlGrants,
      };
      kept.set(key, { row, grants: roleGrants, actor });
      return actor;
    },
  };
}

type CallerRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createSessionData>['unscoped']['caller']>>>;

/** Whether two reads of a session's caller hold the same values (the role's fields included). */
function sameCaller(a: CallerRow, b: CallerRow): boolean {
  return sameFields(a, b) && sameFields(a.role ?? {}, b.role ?? {});
}

/** Whether two flat records hold the same primitive values (a nested record is compared apart). */
function sameFields(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) {
    const v = x[k];
    if (v !== null && typeof v === 'object') {
      if (v instanceof Date) {
        const w = y[k];
        if (!(w instanceof Date) || w.getTime() !== v.getTime()) return false;
      } else if (typeof y[k] !== 'object' || y[k] === null) return false;
    } else if (v !== y[k]) return false;
  }
  return true;
}
export type ActorLoader = ReturnType<typeof createActorLoader>;
