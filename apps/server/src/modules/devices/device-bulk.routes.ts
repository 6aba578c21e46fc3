import { deviceEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { ok } from '../../lib/crud/reply';
import type { DeviceBulkService } from './device-bulk.service';

/** Bulk enable/disable and bind of the selected devices; each answers what was done and what refused. */
export async function deviceBulkRoutes(app: FastifyInstance, { service }: { service: DeviceBulkService }) {
  registerEndpoint(app, deviceEndpoints.bulkEnable, async (req) =>
    ok(await service.setEnabled(req.actor, req.body.ids, req.body.enabled)),
  );
  registerEndpoint(app, deviceEndpoints.bulkBind, async (req) =>
    ok(await service.bind(req.actor, req.body.ids, req.body.storeId)),
  );
}
