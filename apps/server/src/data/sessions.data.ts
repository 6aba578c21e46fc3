import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, sessions, users } from '../db/schema';
import { createBatcher } from '../lib/batch';
import { perDatabase } from './per-database';

/** Sign-in sessions with the user behind them: what authentication reads on every request. */
export const createSessionData = perDatabase((db: Db) => {
  let one: ReturnType<typeof oneCaller> | undefined;
  let many: ReturnType<typeof manyCallers> | undefined;
  const bySession = <R extends { sessionId: string }>(rows: R[]) =>
    new Map(rows.map((r) => [r.sessionId, r]));
  const batched = createBatcher(async (ids: string[]) => {
    if (ids.length === 1) {
      // Alone (light load), by the statement with one parameter: the cheapest for both sides.
      one ??= oneCaller(db);
      return bySession(await one.execute({ s0: ids[0] }));
    }
    many ??= manyCallers(db);
    // Every slot filled, the ids repeated: see CALLER_SLOTS.
    return bySession(
      await many.execute(
        Object.fromEntries(Array.from({ length: CALLER_SLOTS }, (_, i) => [`s${i}`, ids[i % ids.length]])),
      ),
    );
  }, CALLER_SLOTS);
  return {
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /**
       * The session of a verified access token, its user (state, role, place in the tree) and the
       * role in force (the previewed one, else the user's own) with its grants version: one
       * statement over three primary keys, prepared once. `role` is null when that role is gone.
       * The callers of requests that arrive together are read by one statement (lib/batch.ts), each
       * still after its request came: one round trip for many (docs/performance.md, "The request
       * path").
       */
      async caller(userId: number, sessionId: string) {
        // Signed ids are always ours; anything else would fail the whole batch's statement.
        if (!UUID.test(sessionId)) return undefined;
        const row = await batched(sessionId);
        return row?.userId === userId ? row : undefined;
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
    },
  };
});

/**
 * Sessions read by one statement of a batch: a fixed list of parameters, every one of them filled
 * (the keys repeated), so that PostgreSQL's estimate is the same for every call and it settles on
 * one plan. An array parameter made it plan the statement again on every call, on the database's
 * core, which lists need.
 */
const CALLER_SLOTS = 16;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statement reading the callers of `slots` sessions, prepared as `name`. */
const callersOf = (db: Db, slots: number, name: string) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
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
      slots === 1
        ? eq(sessions.id, sql.placeholder('s0'))
        : inArray(
            sessions.id,
            Array.from({ length: slots }, (_, i) => sql.placeholder(`s${i}`)),
          ),
    )
    .prepare(name);
const oneCaller = (db: Db) => callersOf(db, 1, 'auth_caller');
const manyCallers = (db: Db) => callersOf(db, CALLER_SLOTS, 'auth_callers');
