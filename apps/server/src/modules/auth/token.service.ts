import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@skin/contract';
import { SEEDED_LABELS } from '@skin/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { createSessionData } from '../../data/sessions.data';
import { createUserData } from '../../data/users.data';
import type { Db } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import { OAuthError } from '../../lib/errors';
import { checkPassword } from '../../lib/passwords';
import type { AuditService } from '../audit/audit.service';
import { createThrottle } from './throttle';
import { type AccessTokens, hashToken, newRefreshToken } from './tokens';

/** A second refresh of the same token this soon is a race between tabs, not a theft. */
const RACE_GRACE_MS = 10_000;
const invalidGrant = (message: MessageKey) => new OAuthError(400, 'invalid_grant', message);

/** Password and refresh-token grants, with rotation, reuse detection and throttling. */
export function createTokenService(ctx: {
  db: Db;
  config: Config;
  tokens: AccessTokens;
  audit: AuditService;
}) {
  const { db, config, tokens, audit } = ctx;
  const userData = createUserData(db);
  const sessionData = createSessionData(db);
  const throttle = createThrottle(db, config.throttle);

  /** The grant that carries a session's access token and its (stored) refresh token. */
  const grant = (userId: number, sessionId: string, refresh: string) => ({
    access_token: tokens.sign(userId, sessionId),
    refresh_token: refresh,
    token_type: 'Bearer' as const,
    expires_in: tokens.ttlSeconds,
    scope: 'console',
    userId,
  });

  /** A new refresh token of the session, stored (hashed), and the grant that carries it. */
  async function issue(userId: number, sessionId: string, expiresAt: Date) {
    const refresh = newRefreshToken();
    await db.insert(refreshTokens).values({ tokenHash: hashToken(refresh), sessionId, expiresAt });
    return grant(userId, sessionId, refresh);
  }

  return {
    async password(req: FastifyRequest, username: string, password: string) {
      const actorOf = (u?: { id: number }) => ({ id: u?.id ?? null, name: username.slice(0, 64) });
      // The attempt is reserved before the password is checked (throttle.ts), in the statement
      // that reads the account.
      const found = await userData.unscoped.byUsernameAlongside(
        username,
        throttle.reservation(username, req.ip),
      );
      const attempt = throttle.ticketOf(found.alongside);
      if (attempt.blocked) {
        const blocked = attempt.blocked;
        req.log.warn({ username, ip: req.ip, blocked }, 'sign-in throttled');
        await audit.record(req, {
          action: SEEDED_LABELS['audit.signIn'],
          outcome: 'denied',
          actor: actorOf(),
          detail: { throttled: blocked },
        });
        throw new OAuthError(429, 'slow_down', {
          key: 'tooManySignIns',
          params: { minutes: Math.ceil(throttle.windowSeconds / 60) },
        });
      }
      const { user } = found;
      // The hash is checked even for unknown users, so timing does not tell which names exist.
      if (!(await checkPassword(user?.passwordHash, password)) || !user) {
        // The reservation stays: it was a failed attempt.
        await audit.record(req, {
          action: SEEDED_LABELS['audit.signIn'],
          outcome: 'failed',
          actor: actorOf(user),
          detail: { reason: 'bad credentials' },
        });
        throw invalidGrant('incorrectCredentials');
      }
      if (user.state !== 1) {
        await audit.record(req, {
          action: SEEDED_LABELS['audit.signIn'],
          outcome: 'denied',
          actor: actorOf(user),
          detail: { reason: 'disabled' },
        });
        throw invalidGrant('accountDisabled');
      }
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + config.refreshTokenTtl * 1000);
      const refresh = newRefreshToken();
      // One statement, one round trip, one commit: the attempt settled, the session, its audit
      // row and its refresh token stand or fall together (a transaction of four statements
      // before: six round trips while the argon2id checks of other sign-ins held the core).
      await db.execute(sql`with settled as (${throttle.settlement(attempt.ticket, username, req.ip)}),
        s as ${db.insert(sessions).values({
          id: sessionId,
          userId: user.id,
          ip: req.ip.slice(0, 64),
          userAgent: String(req.headers['user-agent'] ?? '').slice(0, 255),
          expiresAt,
        })},
        a as ${audit.insertOf(req, {
          action: SEEDED_LABELS['audit.signIn'],
          outcome: 'ok',
          actor: actorOf(user),
        })},
        r as ${db.insert(refreshTokens).values({ tokenHash: hashToken(refresh), sessionId, expiresAt })}
        select 1 from settled`);
      return grant(user.id, sessionId, refresh);
    },

    async refresh(req: FastifyRequest, token: string) {
      const tokenHash = hashToken(token);
      // Spending the token is one atomic statement: of two concurrent refreshes exactly one wins.
      const [spent] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning();
      if (!spent) {
        const [used] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
        if (used?.usedAt && Date.now() - used.usedAt.getTime() > RACE_GRACE_MS) {
          // A spent token came back: someone holds a copy. End the whole family.
          await db
            .update(sessions)
            .set({ revokedAt: new Date(), revokeReason: 'reuse' })
            .where(and(eq(sessions.id, used.sessionId), isNull(sessions.revokedAt)));
          await audit.record(req, {
            action: SEEDED_LABELS['audit.refreshReuse'],
            outcome: 'denied',
            target: used.sessionId,
          });
        }
        throw invalidGrant('invalidRefreshToken');
      }
      const session = await sessionData.unscoped.withUserState(spent.sessionId);
      if (!session || session.s.revokedAt || spent.expiresAt < new Date() || session.state !== 1)
        throw invalidGrant('invalidRefreshToken');
      return issue(session.s.userId, session.s.id, session.s.expiresAt);
    },

    async logout(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: 'logout' })
        .where(and(eq(sessions.id, sessionId), sql`${sessions.revokedAt} is null`));
    },
  };
}
