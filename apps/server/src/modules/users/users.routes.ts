import { userEndpoints, userResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/crud/reply';
import type { RoleService } from '../roles/roles.service';
import { createUserFeatureService } from './user-features.service';
import { createUserService } from './users.service';

/** Users at the product's paths (/ums-user ...): CRUD, enable, password reset, selectors, feature grants. */
export async function userRoutes(app: FastifyInstance, { roleService }: { roleService: RoleService }) {
  const service = createUserService(app.ctx.db, roleService);
  const featureService = createUserFeatureService(app.ctx.db, service);
  registerCrud(app, userResource, service);
  const e = userEndpoints;

  registerEndpoint(app, e.resetPassword, async (req) => {
    await service.resetPassword(req.actor, req.body.id, req.body.password);
    return done('Update succeeded');
  });
  registerEndpoint(app, e.agents, async (req) =>
    ok(await service.subUsers(req.actor, req.actor.userId, 'AGENT')),
  );
  registerEndpoint(app, e.subUsers, async (req) =>
    ok(await service.subUsers(req.actor, req.params.userId, req.params.roleCode)),
  );
  registerEndpoint(app, e.withRole, async (req) =>
    ok(await service.withRoleCode(req.actor, req.params.roleCode)),
  );
  registerEndpoint(app, e.grantableFeatures, async (req) => ok(await featureService.grantable(req.actor)));
  registerEndpoint(app, e.homePageFeatures, async (req) => ok(await featureService.homePage(req.actor)));
  registerEndpoint(app, e.featureIds, async (req) =>
    ok(await featureService.idsOf(req.actor, req.params.id)),
  );
  registerEndpoint(app, e.grantFeatures, async (req) => {
    await featureService.grant(req.actor, req.body.userId, req.body.featureIds);
    return done('Update succeeded');
  });
  return service;
}
