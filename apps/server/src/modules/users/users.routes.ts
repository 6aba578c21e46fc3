import {
  envelope,
  featureEntity,
  id,
  option,
  permissionOf,
  userFeatureGrant,
  userResetPassword,
  userResource,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAction, registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import type { RoleService } from '../roles/roles.service';
import { createUserFeatureService } from './user-features.service';
import { createUserService } from './users.service';

/** Users at the product's paths (/ums-user ...): CRUD, enable, password reset, selectors, feature grants. */
export async function userRoutes(app: FastifyInstance, { roleService }: { roleService: RoleService }) {
  const service = createUserService(app.ctx.db, roleService);
  const featureService = createUserFeatureService(app.ctx.db, service);
  registerCrud(app, userResource, service);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const { extra } = userResource;

  const action = { method: 'PATCH' as const, tags };
  registerAction(app, {
    ...action,
    url: '/api/ums-user/password',
    permission: extra.resetPassword,
    body: userResetPassword,
    run: (a, b) => service.resetPassword(a, b.id, b.password),
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

  r.get('/api/ums-user/role/:roleCode', {
    config: { permission: 'signed-in' },
    schema: {
      tags,
      summary: 'Users the caller sees whose role has this code (merchant and salesperson pickers)',
      params: z.object({ roleCode: z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/) }),
      response: { 200: envelope(z.array(option)) },
    },
    handler: async (req) => ok(await service.withRoleCode(req.actor, req.params.roleCode)),
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
  registerAction(app, {
    method: 'POST',
    url: '/api/ums-user/feature',
    permission: extra.feature,
    tags,
    body: userFeatureGrant,
    run: (a, b) => featureService.grant(a, b.userId, b.featureIds),
  });
  return service;
}
