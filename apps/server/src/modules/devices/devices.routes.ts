import { deviceEndpoints, deviceResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/crud/reply';
import type { DeviceService } from './devices.service';

/** Devices: list/one/edit/enable plus bind, return to factory, secret rotation and the ledger. */
export async function deviceRoutes(app: FastifyInstance, { service }: { service: DeviceService }) {
  registerCrud(app, deviceResource, service);
  const e = deviceEndpoints;
  registerEndpoint(app, e.bind, async (req) => {
    await service.bind(req.actor, req.body.id, req.body.storeId);
    return done('Update succeeded');
  });
  registerEndpoint(app, e.returnToFactory, async (req) => {
    await service.returnToFactory(req.actor, req.body.id, req.body.remark);
    return done('Update succeeded');
  });
  registerEndpoint(app, e.recall, async (req) => {
    await service.recall(req.actor, req.body.id, req.body.remark);
    return done('Update succeeded');
  });
  registerEndpoint(app, e.rotateSecret, async (req) =>
    ok(await service.rotateSecret(req.actor, req.body.id)),
  );
  registerEndpoint(app, e.history, async (req) => ok(await service.history(req.actor, req.params.id)));
}
