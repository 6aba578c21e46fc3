import type { auditEntity } from '@skin/contract';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from '../lib/actor';
import { perDatabase } from './per-database';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

type AuditRow = typeof auditLog.$inferSelect;
const toEntry = (r: AuditRow) =>
  ({
    ...r,
    at: r.at.toISOString(),
    detail: r.detail == null ? null : JSON.stringify(r.detail),
  }) as z.infer<typeof auditEntity>;
const filters = {
  actorName: { column: auditLog.actorName, match: 'like' as const },
  action: { column: auditLog.action, match: 'like' as const },
  outcome: { column: auditLog.outcome, match: 'eq' as const },
};
const scoped = tenant.audit;

/**
 * A value with every NUL character (in strings and object keys, at any depth) replaced by U+FFFD:
 * PostgreSQL text and jsonb cannot hold a NUL, and a refused request that carried one must still
 * leave its row.
 */
function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNul(v)])) as T;
  return value;
}

/** The audit log: written by everyone, read within the caller's tenant (the actor's place in the tree). */
export const createAuditData = perDatabase((db: Db) => {
  const base = tenantData(db, scoped, {
    name: 'audit',
    select: (tx: Tx) => tx.select().from(auditLog).$dynamic(),
    orderBy: [desc(auditLog.id)],
    filters,
    toEntity: toEntry,
  });
  return {
    insert: (values: typeof auditLog.$inferInsert, tx: Tx = db) =>
      tx.insert(auditLog).values(withoutNul(values)),
    list: base.list,
    get: (actor: Actor, id: number) => base.get(actor, id),
  };
});
