import {
  inputOrderEndpoints,
  inputOrderResource,
  outputOrderEndpoints,
  outputOrderResource,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { createInputOrderService } from './input-orders.service';
import { createOutputOrderService } from './output-orders.service';

/**
 * Stock-in and stock-out orders: standard routes plus scan, unscan (a mis-scan taken out),
 * complete, close (partial, with a reason), the scanned devices and the secrets' hand-over.
 */
export async function stockOrderRoutes(app: FastifyInstance) {
  const input = createInputOrderService(app.ctx.db);
  const output = createOutputOrderService(app.ctx.db);
  registerCrud(app, inputOrderResource, input);
  registerCrud(app, outputOrderResource, output);

  registerEndpoint(app, inputOrderEndpoints.scan, async (req) => ok(await input.scan(req.actor, req.body)));
  registerEndpoint(app, outputOrderEndpoints.scan, async (req) => ok(await output.scan(req.actor, req.body)));
  // A CSV file, not JSON: the declaration is `raw` and the handler sends the text itself.
  registerEndpoint(app, inputOrderEndpoints.secrets, async (req, reply) => {
    const file = await input.handOverSecrets(req.actor, req.body.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.csv);
  });
  for (const [endpoints, service] of [
    [inputOrderEndpoints, input],
    [outputOrderEndpoints, output],
  ] as const) {
    registerEndpoint(app, endpoints.unscan, async (req) => ok(await service.unscan(req.actor, req.body)));
    registerEndpoint(app, endpoints.close, async (req) =>
      ok(await service.close(req.actor, req.body), 'Update succeeded'),
    );
    registerEndpoint(app, endpoints.complete, async (req) =>
      ok(await service.complete(req.actor, req.body.id), 'Update succeeded'),
    );
    registerEndpoint(app, endpoints.devices, async (req) =>
      ok(await service.devices(req.actor, req.params.id)),
    );
  }
}
