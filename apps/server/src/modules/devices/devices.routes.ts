import {
  deviceBind,
  deviceEvent,
  deviceRecall,
  deviceResource,
  deviceReturn,
  deviceSecret,
  envelope,
  id,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAction, registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import type { DeviceService } from './devices.service';

/** Devices: list/one/edit/enable plus bind, return to factory, secret rotation and the ledger. */
export async function deviceRoutes(app: FastifyInstance, { service }: { service: DeviceService }) {
  registerCrud(app, deviceResource, service);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['device'];
  const { extra } = deviceResource;

  const action = { method: 'PATCH' as const, tags };
  registerAction(app, {
    ...action,
    url: '/api/device/bind',
    permission: extra.bind,
    body: deviceBind,
    run: (a, b) => service.bind(a, b.id, b.storeId),
  });
  registerAction(app, {
    ...action,
    url: '/api/device/return',
    permission: extra.returnToFactory,
    summary: 'Return a device to the factory (after confirmation)',
    body: deviceReturn,
    run: (a, b) => service.returnToFactory(a, b.id, b.remark),
  });
  registerAction(app, {
    ...action,
    url: '/api/device/recall',
    permission: extra.recall,
    summary: 'Recall a device issued to the wrong agent or store into the warehouse',
    body: deviceRecall,
    run: (a, b) => service.recall(a, b.id, b.remark),
  });
  r.post('/api/device/secret', {
    config: { permission: extra.rotateSecret },
    schema: {
      tags,
      summary: 'Issue a new device secret (shown once)',
      body: z.strictObject({ id }),
      response: { 200: envelope(deviceSecret) },
    },
    handler: async (req) => ok(await service.rotateSecret(req.actor, req.body.id)),
  });
  r.get('/api/device/:id/history', {
    config: { permission: 'business:device:query' },
    schema: { tags, params: z.object({ id }), response: { 200: envelope(z.array(deviceEvent)) } },
    handler: async (req) => ok(await service.history(req.actor, req.params.id)),
  });
}
