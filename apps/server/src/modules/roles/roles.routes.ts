import {
  ROLE_GRANT_KINDS,
  type RoleGrantKind,
  roleEndpoints,
  roleResource,
  SEEDED_LABELS,
  type SeededLabelKey,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/crud/reply';
import { createGrantService } from './grants.service';
import { createRoleService } from './roles.service';

/** The audit action of each kind of grant (a seeded label: shown in the reader's language). */
const GRANT_ACTIONS = {
  menus: 'audit.grantMenus',
  buttons: 'audit.grantButtons',
  resources: 'audit.grantResources',
} as const satisfies Record<RoleGrantKind, SeededLabelKey>;

/** Roles and their grants: menus, button permissions and URL permissions. */
export async function roleRoutes(app: FastifyInstance) {
  const service = createRoleService(app.ctx.db);
  const grants = createGrantService(app.ctx.db, service);
  registerCrud(app, roleResource, service);
  const e = roleEndpoints;

  registerEndpoint(app, e.holdings, async (req) => {
    const h = await grants.holdings(req.actor);
    return ok({ menuIds: h.menus, buttonIds: h.buttons, resourceIds: h.resources });
  });
  registerEndpoint(app, e.assignable, async (req) => ok(await service.assignable(req.actor)));
  registerEndpoint(app, e.catalogue, async (req) => ok(await grants.catalogue(req.actor)));
  registerEndpoint(app, e.viewAs, async (req) => {
    await service.viewAs(req.actor, req.body.roleId);
    return done();
  });
  registerEndpoint(app, e.stopViewAs, async (req) => {
    await service.viewAs(req.actor, null);
    return done();
  });
  registerEndpoint(app, e.grants, async (req) => ok(await grants.of(req.actor, req.params.id)));
  for (const kind of ROLE_GRANT_KINDS)
    registerEndpoint(app, e.replaceGrants[kind], async (req) => {
      const change = await grants.replace(req.actor, kind, req.body.roleId, req.body.ids);
      await app.ctx.audit.record(req, {
        action: SEEDED_LABELS[GRANT_ACTIONS[kind]],
        outcome: 'ok',
        target: `role ${req.body.roleId}`,
        detail: change,
      });
      return ok(change, 'Update succeeded');
    });
}
