import { aboutMe, aboutMeUpdate, emptyEnvelope, envelope, Msg, me, passwordChange } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { done, ok } from '../../lib/crud/reply';
import { createMeService } from './me.service';

/** Self-service routes: `/ums-user/me`, `/ums-user/about/me`, `/ums-user/password/myself`. */
export async function meRoutes(app: FastifyInstance) {
  const service = createMeService(app.ctx.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'signed-in' };
  const tags = ['me'];

  r.get('/api/ums-user/me', {
    config,
    schema: { tags, response: { 200: envelope(me) } },
    handler: async (req) => ok(await service.me(req.actor)),
  });
  r.get('/api/ums-user/about/me', {
    config,
    schema: { tags, response: { 200: envelope(aboutMe) } },
    handler: async (req) => ok(await service.about(req.actor)),
  });
  r.patch('/api/ums-user/about/me', {
    config,
    schema: { tags, body: aboutMeUpdate, response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await service.updateAbout(req.actor, req.body);
      return done('Update succeeded');
    },
  });
  r.patch('/api/ums-user/password/myself', {
    config,
    schema: { tags, body: passwordChange, response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await service.changePassword(req.actor, req.body.oldPassword, req.body.password);
      return done(Msg.passwordChanged);
    },
  });
}
