import { envelope, id, printJobResource, printLabel } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { createPrintJobService } from './print-jobs.service';

/** Print jobs: standard routes, the label sheet, and the printed mark (each reprint counts). */
export async function printJobRoutes(app: FastifyInstance) {
  const service = createPrintJobService(app.ctx.db);
  registerCrud(app, printJobResource, service);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/print-job/:id/labels', {
    config: { permission: 'business:print-job:query' },
    schema: {
      tags: ['printJob'],
      params: z.object({ id }),
      response: { 200: envelope(z.array(printLabel)) },
    },
    handler: async (req) => ok(await service.labels(req.actor, req.params.id)),
  });
  r.post('/api/print-job/:id/printed', {
    config: { permission: 'business:print-job:query' },
    schema: {
      tags: ['printJob'],
      params: z.object({ id }),
      response: { 200: envelope(printJobResource.entity) },
    },
    handler: async (req) => ok(await service.markPrinted(req.actor, req.params.id)),
  });
}
