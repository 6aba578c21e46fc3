import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, sessions, users } from '../db/schema';

/** Sign-in sessions with the user behind them: what authentication reads on every request. */
export function createSessionData(db: Db) {
  let caller: ReturnType<typeof callerQuery> | undefined;
  return {
    /**
     * The session of a verified access token, its user (state, role, place in the tree) and the
     * role in force (the previewed one, else the user's own) with its grants version: one
     * statement over three primary keys, prepared once. `role` is null when that role is gone.
     */
    async caller(userId: number, sessionId: string) {
      caller ??= callerQuery(db);
      const [row] = await caller.execute({ userId, sessionId });
      return row;
    },
    /** A session and whether its user is still enabled (refresh-token rotation). */
    async withUserState(sessionId: string) {
      const [row] = await db
        .select({ s: sessions, state: users.state })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId));
      return row;
    },
  };
}

const callerQuery = (db: Db) =>
  db
    .select({
      revokedAt: sessions.revokedAt,
      reason: sessions.revokeReason,
      viewAsRoleId: sessions.viewAsRoleId,
      username: users.username,
      name: users.name,
      path: users.path,
      state: users.state,
      role: {
        id: roles.id,
        code: roles.code,
        name: roles.name,
        parentId: roles.parentId,
        dataScope: roles.dataScope,
        state: roles.state,
        grantsVersion: roles.grantsVersion,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, sql`coalesce(${sessions.viewAsRoleId}, ${users.roleId})`))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))),
    )
    .prepare('auth_caller');
