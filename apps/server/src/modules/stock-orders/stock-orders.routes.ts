import {
  envelope,
  id,
  inputOrderResource,
  inputScan,
  orderClose,
  orderComplete,
  orderDevice,
  orderUnscan,
  outputOrderResource,
  outputScan,
  scanResult,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { createInputOrderService } from './input-orders.service';
import { createOutputOrderService } from './output-orders.service';

/**
 * Stock-in and stock-out orders: standard routes plus scan, unscan (a mis-scan taken out),
 * complete, close (partial, with a reason), the scanned devices and the secrets' hand-over.
 */
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
      summary: 'Receive one device; its secret waits for the order hand-over file',
      body: inputScan,
      response: { 200: envelope(scanResult) },
    },
    handler: async (req) => ok(await input.scan(req.actor, req.body)),
  });
  r.post('/api/output-order/scan', {
    config: { permission: outputOrderResource.extra.scan },
    schema: {
      tags: ['outputOrder'],
      summary: 'Issue one device in stock to the order agent',
      body: outputScan,
      response: { 200: envelope(scanResult) },
    },
    handler: async (req) => ok(await output.scan(req.actor, req.body)),
  });
  r.post('/api/input-order/secrets', {
    config: { permission: inputOrderResource.extra.secrets },
    schema: {
      tags: ['inputOrder'],
      summary: 'Download, once, the secrets of the devices received by an order (CSV)',
      body: orderComplete,
    },
    handler: async (req, reply) => {
      const file = await input.handOverSecrets(req.actor, req.body.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  });
  for (const [name, def, service] of [
    ['input-order', inputOrderResource, input],
    ['output-order', outputOrderResource, output],
  ] as const) {
    r.post(`/api/${name}/unscan`, {
      config: { permission: def.extra.scan },
      schema: {
        tags: [def.name],
        summary: 'Take a mis-scanned device out of the open order',
        body: orderUnscan,
        response: { 200: envelope(scanResult) },
      },
      handler: async (req) => ok(await service.unscan(req.actor, req.body)),
    });
    r.patch(`/api/${name}/close`, {
      config: { permission: def.extra.complete },
      schema: {
        tags: [def.name],
        summary: 'Close the order short of its quantity, with the reason',
        body: orderClose,
        response: { 200: envelope(def.entity) },
      },
      handler: async (req) => ok(await service.close(req.actor, req.body), 'Update succeeded'),
    });
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
