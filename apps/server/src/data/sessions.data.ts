import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/** Sign-in sessions with the user behind them: what authentication reads on every request. */
export function createSessionData(db: Db) {
  return {
    /** The session of a verified access token and its user (state, role, place in the tree). */
    async withUser(userId: number, sessionId: string) {
      const [row] = await db
        .select({
          revokedAt: sessions.revokedAt,
          reason: sessions.revokeReason,
          viewAsRoleId: sessions.viewAsRoleId,
          username: users.username,
          name: users.name,
          path: users.path,
          state: users.state,
          roleId: users.roleId,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
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
