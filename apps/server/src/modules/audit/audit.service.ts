import type { FastifyRequest } from 'fastify';
import { createAuditData } from '../../data/audit.data';
import type { Db, Tx } from '../../db/client';

export interface AuditEntry {
  action: string;
  outcome: 'ok' | 'denied' | 'failed';
  target?: string | null;
  detail?: Record<string, unknown>;
  /** Who acted when the request has no signed-in actor (sign-in attempts). */
  actor?: { id: number | null; name: string | null };
}

/** The row of `entry`, its actor defaulting to the request's signed-in user. */
function rowOf(req: FastifyRequest, entry: AuditEntry) {
  const a = req.actorOrNull;
  const actor = entry.actor ?? (a ? { id: a.userId, name: a.username } : { id: null, name: null });
  return {
    actorId: actor.id,
    actorName: actor.name?.slice(0, 64) ?? null,
    action: entry.action.slice(0, 96),
    target: entry.target?.slice(0, 255) ?? null,
    outcome: entry.outcome,
    // A client that hung up mid-request (a cancelled upload) has no address left to read.
    ip: (req.ip as string | undefined)?.slice(0, 64) ?? null,
    detail: entry.detail ?? null,
  };
}

/** Writes audit rows: who did what, to what, when, from which address, and how it ended. */
export function createAuditService(db: Db) {
  const data = createAuditData(db);
  return {
    /** Writes one row; inside `tx` when it must stand or fall with the change it records. */
    async record(req: FastifyRequest, entry: AuditEntry, tx?: Tx) {
      await data.insert(rowOf(req, entry), tx);
    },
    /**
     * The insert of one row, unsent: for a statement that writes it with the change it records
     * (`with a as <insert> ...`), one round trip and one commit for both.
     */
    insertOf: (req: FastifyRequest, entry: AuditEntry) => data.insert(rowOf(req, entry)),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
