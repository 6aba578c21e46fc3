import {
  emptyEnvelope,
  envelope,
  featureEntity,
  id,
  option,
  permissionOf,
  userEnable,
  userFeatureGrant,
  userResetPassword,
  userResource,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/reply';
import type { RoleService } from '../roles/roles.service';
import { createUserFeatureService } from './user-features.service';
import { createUserService } from './users.service';

/** Users at the spec's paths (/ums-user ...): CRUD, enable, password reset, selectors, feature grants. */
export async function userRoutes(app: FastifyInstance, { roleService }: { roleService: RoleService }) {
  const service = createUserService(app.ctx.db, roleService);
  const featureService = createUserFeatureService(app.ctx.db, service);
  registerCrud(app, userResource, service);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const { extra } = userResource;

  r.patch('/api/ums-user/enable', {
    config: { permission: extra.enable },
    schema: { tags, body: userEnable, response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await service.setState(req.actor, req.body.id, req.body.state);
      return done('Update succeeded');
    },
  });
  r.patch('/api/ums-user/password', {
    config: { permission: extra.resetPassword },
    schema: { tags, body: userResetPassword, response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await service.resetPassword(req.actor, req.body.id, req.body.password);
      return done('Update succeeded');
    },
  });
  r.get('/api/ums-user/agent', {
    config: { permission: permissionOf(userResource, 'query') },
    schema: { tags, response: { 200: envelope(z.array(option)) } },
    handler: async (req) => ok(await service.subUsers(req.actor, req.actor.userId, 'AGENT')),
  });
  r.get('/api/ums-user/subUser/:userId/:roleCode', {
    config: { permission: 'signed-in' },
    schema: {
      tags,
      params: z.object({ userId: id, roleCode: z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/) }),
      response: { 200: envelope(z.array(option)) },
    },
    handler: async (req) => ok(await service.subUsers(req.actor, req.params.userId, req.params.roleCode)),
  });

  r.get('/api/ums-user/feature', {
    config: { permission: extra.feature },
    schema: { tags, response: { 200: envelope(z.array(featureEntity)) } },
    handler: async (req) => ok(await featureService.grantable(req.actor)),
  });
  r.get('/api/ums-user/feature/home-page', {
    config: { permission: 'signed-in' },
    schema: { tags, response: { 200: envelope(z.array(featureEntity)) } },
    handler: async (req) => ok(await featureService.homePage(req.actor)),
  });
  r.get('/api/ums-user/:id/feature/ids', {
    config: { permission: extra.feature },
    schema: { tags, params: z.object({ id }), response: { 200: envelope(z.array(z.number())) } },
    handler: async (req) => ok(await featureService.idsOf(req.actor, req.params.id)),
  });
  r.post('/api/ums-user/feature', {
    config: { permission: extra.feature },
    schema: { tags, body: userFeatureGrant, response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await featureService.grant(req.actor, req.body.userId, req.body.featureIds);
      return done('Update succeeded');
    },
  });
  return service;
}
