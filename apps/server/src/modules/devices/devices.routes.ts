import {
  deviceBind,
  deviceEnable,
  deviceEvent,
  deviceResource,
  deviceReturn,
  deviceSecret,
  emptyEnvelope,
  envelope,
  id,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/reply';
import type { DeviceService } from './devices.service';

/** Devices: list/one/edit plus enable, bind, return to factory, secret rotation and the ledger. */
export async function deviceRoutes(app: FastifyInstance, { service }: { service: DeviceService }) {
  registerCrud(app, deviceResource, service);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['device'];
  const { extra } = deviceResource;

  r.patch('/api/device/enable', {
    config: { permission: extra.enable },
    schema: { tags, body: deviceEnable, response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await service.setEnabled(req.actor, req.body.id, req.body.enabled);
      return done('Update succeeded');
    },
  });
  r.patch('/api/device/bind', {
    config: { permission: extra.bind },
    schema: { tags, body: deviceBind, response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await service.bind(req.actor, req.body.id, req.body.storeId);
      return done('Update succeeded');
    },
  });
  r.patch('/api/device/return', {
    config: { permission: extra.returnToFactory },
    schema: {
      tags,
      summary: 'Return a device to the factory (after confirmation)',
      body: deviceReturn,
      response: { 200: emptyEnvelope },
    },
    handler: async (req) => {
      await service.returnToFactory(req.actor, req.body.id, req.body.remark);
      return done('Update succeeded');
    },
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
