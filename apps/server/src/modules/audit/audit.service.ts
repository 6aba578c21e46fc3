import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  action: string;
  outcome: 'ok' | 'denied' | 'failed';
  target?: string | null;
  detail?: Record<string, unknown>;
  /** Who acted when the request has no signed-in actor (sign-in attempts). */
  actor?: { id: number | null; name: string | null; path: string | null };
}

/** Writes audit rows: who did what, to what, when, from which address, and how it ended. */
export function createAuditService(db: Db) {
  return {
    async record(req: FastifyRequest, entry: AuditEntry) {
      const a = req.actorOrNull;
      const actor =
        entry.actor ??
        (a ? { id: a.userId, name: a.username, path: a.path } : { id: null, name: null, path: null });
      await db.insert(auditLog).values({
        actorId: actor.id,
        actorName: actor.name?.slice(0, 64) ?? null,
        actorPath: actor.path,
        action: entry.action.slice(0, 96),
        target: entry.target?.slice(0, 255) ?? null,
        outcome: entry.outcome,
        ip: req.ip.slice(0, 64),
        detail: entry.detail ?? null,
      });
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
