import { printJobEndpoints, printJobResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { createPrintJobService } from './print-jobs.service';

/** Print jobs: standard routes, the label sheet, and the printed mark (each reprint counts). */
export async function printJobRoutes(app: FastifyInstance) {
  const service = createPrintJobService(app.ctx.db);
  registerCrud(app, printJobResource, service);
  registerEndpoint(app, printJobEndpoints.labels, async (req) =>
    ok(await service.labels(req.actor, req.params.id)),
  );
  registerEndpoint(app, printJobEndpoints.printed, async (req) =>
    ok(await service.markPrinted(req.actor, req.params.id)),
  );
}
