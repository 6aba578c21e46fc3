import { auditResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { createAuditData } from '../../data/audit.data';
import { registerCrud } from '../../lib/crud/register';

/** The audit log viewer: read-only, scoped by where each actor sits in the tree. */
export async function auditRoutes(app: FastifyInstance) {
  const data = createAuditData(app.ctx.db);
  registerCrud(app, auditResource, { list: data.list, get: data.get });
}
