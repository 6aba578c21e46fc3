import { Msg, meEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { done, ok } from '../../lib/crud/reply';
import { createMeService } from './me.service';

/** Self-service routes: `/ums-user/me`, `/ums-user/about/me`, `/ums-user/password/myself`. */
export async function meRoutes(app: FastifyInstance) {
  const service = createMeService(app.ctx.db);
  registerEndpoint(app, meEndpoints.me, async (req) => ok(await service.me(req.actor)));
  registerEndpoint(app, meEndpoints.about, async (req) => ok(await service.about(req.actor)));
  registerEndpoint(app, meEndpoints.updateAbout, async (req) => {
    await service.updateAbout(req.actor, req.body);
    return done('Update succeeded');
  });
  registerEndpoint(app, meEndpoints.changePassword, async (req) => {
    await service.changePassword(req.actor, req.body.oldPassword, req.body.password);
    return done(Msg.passwordChanged);
  });
}
