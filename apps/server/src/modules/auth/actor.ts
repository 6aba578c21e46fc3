import { Code } from '@skin/contract';
import { createSessionData } from '../../data/sessions.data';
import type { Db } from '../../db/client';
import type { WriteClock } from '../../db/write-clock';
import { type Actor, actorRole } from '../../lib/actor';
import { BoundedMap } from '../../lib/bounded-map';
import { Unauthorized } from '../../lib/errors';
import { createGrantsCache } from './grants-cache';

/** Sessions whose caller row the embedded server keeps at once; past this it starts over. */
const MAX_SEEN = 1000;

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
  const seen = new BoundedMap<string, { row: Awaited<ReturnType<typeof sessions.caller>>; at: number }>(
    MAX_SEEN,
  );
  async function caller(userId: number, sessionId: string) {
    if (!clock) return sessions.caller(userId, sessionId);
    const key = `${userId}:${sessionId}`;
    const hit = seen.get(key);
    if (hit && clock.current(hit.at)) return hit.row;
    const { value, at } = await clock.observe(() => sessions.caller(userId, sessionId));
    if (at !== undefined) {
      seen.set(key, { row: value, at });
    }
    return value;
  }
  return {
    grants,
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
      const { perms, urlGrants } = await grants.get(role.id, role.grantsVersion);
      return {
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
    },
  };
}
export type ActorLoader = ReturnType<typeof createActorLoader>;
