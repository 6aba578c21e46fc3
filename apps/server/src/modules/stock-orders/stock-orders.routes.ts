import {
  envelope,
  id,
  inputOrderResource,
  inputScan,
  orderComplete,
  orderDevice,
  outputOrderResource,
  outputScan,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/reply';
import { createInputOrderService } from './input-orders.service';
import { createOutputOrderService } from './output-orders.service';

/** Stock-in and stock-out orders: standard routes plus scan, complete and the scanned devices. */
export async function stockOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const input = createInputOrderService(app.ctx.db);
  const output = createOutputOrderService(app.ctx.db);
  registerCrud(app, inputOrderResource, input);
  registerCrud(app, outputOrderResource, output);

  r.post('/api/input-order/scan', {
    config: { permission: inputOrderResource.extra.scan },
    schema: {
      tags: ['inputOrder'],
      summary: 'Receive one device; answers its device secret once',
      body: inputScan,
      response: {
        200: envelope(
          z.object({
            serialNumber: z.string(),
            secret: z.string(),
            receivedQuantity: z.number(),
            quantity: z.number(),
          }),
        ),
      },
    },
    handler: async (req) => ok(await input.scan(req.actor, req.body)),
  });
  r.post('/api/output-order/scan', {
    config: { permission: outputOrderResource.extra.scan },
    schema: {
      tags: ['outputOrder'],
      summary: 'Issue one device in stock to the order agent',
      body: outputScan,
      response: {
        200: envelope(
          z.object({ serialNumber: z.string(), issuedQuantity: z.number(), quantity: z.number() }),
        ),
      },
    },
    handler: async (req) => ok(await output.scan(req.actor, req.body)),
  });
  for (const [name, def, service] of [
    ['input-order', inputOrderResource, input],
    ['output-order', outputOrderResource, output],
  ] as const) {
    r.patch(`/api/${name}/complete`, {
      config: { permission: def.extra.complete },
      schema: { tags: [def.name], body: orderComplete, response: { 200: envelope(def.entity) } },
      handler: async (req) => ok(await service.complete(req.actor, req.body.id), 'Update succeeded'),
    });
    r.get(`/api/${name}/:id/devices`, {
      config: { permission: `${def.permission}:query` },
      schema: {
        tags: [def.name],
        params: z.object({ id }),
        response: { 200: envelope(z.array(orderDevice)) },
      },
      handler: async (req) => ok(await service.devices(req.actor, req.params.id)),
    });
  }
}
