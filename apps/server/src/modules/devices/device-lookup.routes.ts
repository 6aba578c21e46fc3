import { deviceEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { ok } from '../../lib/crud/reply';
import type { DeviceLookupService } from './device-lookup.service';

/** `GET /api/device/lookup?serialNumber=`: a device and its print job, orders, feedback and ledger. */
export async function deviceLookupRoutes(
  app: FastifyInstance,
  { service }: { service: DeviceLookupService },
) {
  registerEndpoint(app, deviceEndpoints.lookup, async (req) =>
    ok(await service.bySerial(req.actor, req.query.serialNumber)),
  );
}
