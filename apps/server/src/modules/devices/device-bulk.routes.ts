import {
  deviceBulkBind,
  deviceBulkEnable,
  deviceBulkResult,
  deviceResource,
  envelope,
  statePermission,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/crud/reply';
import type { DeviceBulkService } from './device-bulk.service';

/** Bulk enable/disable and bind of the selected devices; each answers what was done and what refused. */
export async function deviceBulkRoutes(app: FastifyInstance, { service }: { service: DeviceBulkService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['device'];
  const response = { 200: envelope(deviceBulkResult) };
  r.patch('/api/device/bulk-enable', {
    config: { permission: statePermission(deviceResource, 'enable') },
    schema: { tags, summary: 'Enable or disable the selected devices', body: deviceBulkEnable, response },
    handler: async (req) => ok(await service.setEnabled(req.actor, req.body.ids, req.body.enabled)),
  });
  r.patch('/api/device/bulk-bind', {
    config: { permission: deviceResource.extra.bind },
    schema: { tags, summary: 'Bind the selected devices to one store', body: deviceBulkBind, response },
    handler: async (req) => ok(await service.bind(req.actor, req.body.ids, req.body.storeId)),
  });
}
