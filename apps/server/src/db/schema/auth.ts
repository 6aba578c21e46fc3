import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

/** A sign-in: the family of refresh tokens issued from one password grant. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Role the session acts as when platform staff preview another role. */
    viewAsRoleId: integer(),
    ip: varchar({ length: 64 }),
    userAgent: varchar({ length: 255 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** logout | reuse | password | disabled */
    revokeReason: varchar({ length: 16 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each is spent once and replaced. */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: varchar({ length: 64 }).primaryKey(),
  sessionId: uuid()
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Failed sign-ins, counted per account and per source address to throttle guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: varchar({ length: 8 }).notNull(),
    key: varchar({ length: 128 }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.scope, t.key, t.at)],
);

/** Secrets the instances share (the token signing key), created once at first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar({ length: 32 }).primaryKey(),
  value: text().notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who acted: the log is visible to that user and everyone above it (computed when read). */
    actorId: integer(),
    actorName: varchar({ length: 64 }),
    action: varchar({ length: 96 }).notNull(),
    target: varchar({ length: 255 }),
    outcome: varchar({ length: 8 }).notNull(),
    ip: varchar({ length: 64 }),
    detail: jsonb(),
  },
  (t) => [
    index('audit_at_idx').on(t.at),
    index('audit_actor_idx').on(t.actorId),
    // Sorted lists (`?sort=`): each key with the id tiebreak, read forwards or backwards.
    index('audit_actor_name_sort_idx').on(t.actorName, t.id),
    index('audit_action_sort_idx').on(t.action, t.id),
  ],
);
