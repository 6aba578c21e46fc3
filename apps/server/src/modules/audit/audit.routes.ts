import { auditResource } from '@skin/contract';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { registerCrud } from '../../lib/crud/register';
import { createTableService } from '../../lib/crud/table-service';
import { under } from '../../lib/tenant';

/** The audit log viewer: read-only, scoped by the actor's path like every other list. */
export async function auditRoutes(app: FastifyInstance) {
  const service = createTableService(app.ctx.db, {
    def: auditResource,
    table: auditLog,
    filters: {
      actorName: { column: auditLog.actorName, match: 'like' },
      action: { column: auditLog.action, match: 'like' },
      outcome: { column: auditLog.outcome, match: 'eq' },
    },
    orderBy: [desc(auditLog.id)],
    label: auditLog.action,
    scope: (actor: Actor) =>
      actor.seesAll ? undefined : sql`${auditLog.actorPath} like ${under(actor.path)}`,
    toEntity: (r) =>
      ({
        ...(r as never as typeof auditLog.$inferSelect),
        at: (r.at as Date).toISOString(),
        detail: r.detail == null ? null : JSON.stringify(r.detail),
      }) as never,
  });
  registerCrud(app, auditResource, { list: service.list, get: service.get });
}
