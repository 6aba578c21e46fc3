import { settingEndpoints, settingResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/crud/reply';
import { createSettingService } from './settings.service';

/**
 * System settings: list, read and create from the declaration; edit, restore and delete, each
 * with its own confirmation (a base version, a typed name), and the versions (docs/settings.md).
 */
export async function settingRoutes(app: FastifyInstance) {
  const service = createSettingService(app.ctx.db);
  registerCrud(app, settingResource, service);
  const read = { config: { speculative: true } };
  registerEndpoint(app, settingEndpoints.update, async (req) =>
    ok(await service.update(req.actor, req.body), 'Update succeeded'),
  );
  registerEndpoint(app, settingEndpoints.restore, async (req) =>
    ok(
      await service.restore(req.actor, req.params.id, req.body.version, req.body.baseVersion),
      'Update succeeded',
    ),
  );
  registerEndpoint(app, settingEndpoints.remove, async (req) => {
    await service.removeConfirmed(req.actor, req.params.id, req.query.confirmName);
    return done('Deletion succeeded');
  });
  registerEndpoint(
    app,
    settingEndpoints.versions,
    async (req) => ok(await service.versions(req.actor, req.params.id, req.query)),
    read,
  );
  registerEndpoint(
    app,
    settingEndpoints.diff,
    async (req) => ok(await service.diff(req.actor, req.params.id, req.query.to, req.query.from)),
    read,
  );
}
