import { auditEntity } from '@skin/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from '../lib/actor';
import { defineList } from '../lib/crud/list';
import { NotFound } from '../lib/errors';
import { tenant } from './tables';

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

/** The audit log: written by everyone, read within the caller's tenant (the actor's place in the tree). */
export function createAuditData(db: Db) {
  const select = (tx: Tx = db) => tx.select().from(auditLog).$dynamic();
  const list = defineList(db, {
    name: 'audit',
    table: auditLog,
    select,
    orderBy: [desc(auditLog.id)],
    filters: filters,
    toEntity: toEntry,
  });
  return {
    insert: (values: typeof auditLog.$inferInsert, tx: Tx = db) => tx.insert(auditLog).values(values),
    list: async (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q, [await scoped.listScope(db, actor)]),
    async get(actor: Actor, id: number) {
      const r = await list.one(id, [scoped.rowScope(actor)]);
      if (!r) throw NotFound('auditEntryNotFound');
      return r;
    },
  };
}
