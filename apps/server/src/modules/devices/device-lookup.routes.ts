import { deviceLookup, deviceLookupQuery, deviceResource, envelope, permissionOf } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/crud/reply';
import type { DeviceLookupService } from './device-lookup.service';

/** `GET /api/device/lookup?serialNumber=`: a device and its print job, orders, feedback and ledger. */
export async function deviceLookupRoutes(
  app: FastifyInstance,
  { service }: { service: DeviceLookupService },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/device/lookup', {
    config: { permission: permissionOf(deviceResource, 'query') },
    schema: {
      tags: ['device'],
      summary: 'Find a device by its exact serial number, with the parts of its life the caller may see',
      querystring: deviceLookupQuery,
      response: { 200: envelope(deviceLookup) },
    },
    handler: async (req) => ok(await service.bySerial(req.actor, req.query.serialNumber)),
  });
}
