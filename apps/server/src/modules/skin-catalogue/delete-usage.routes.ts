import { deleteUsageEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { createDeleteUsageData } from '../../data/delete-usage.data';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { ok } from '../../lib/crud/reply';

/**
 * `GET /<path>/usage` of the knowledge base and catalogue tables whose rows others use: what a
 * delete would touch, asked before its confirmation (docs/skin-knowledge.md, "Deletes").
 */
export async function deleteUsageRoutes(app: FastifyInstance) {
  const usage = createDeleteUsageData(app.ctx.db);
  for (const [resource, endpoint] of Object.entries(deleteUsageEndpoints)) {
    const of = usage[resource as keyof typeof usage];
    if (!of) throw new Error(`no delete usage is counted for ${resource}`);
    registerEndpoint(app, endpoint, async (req) => ok(await of(req.actor, req.query.id)));
  }
}
