import {
  emptyEnvelope,
  envelope,
  id,
  MARKER_PERMISSIONS,
  option,
  permissionOf,
  roleCatalogue,
  roleGrant,
  roleGrants,
  roleResource,
  SEEDED_LABELS,
  type SeededLabelKey,
  viewAsRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/crud/reply';
import { createGrantService, GRANT_KINDS, type GrantKind } from './grants.service';
import { createRoleService } from './roles.service';

const changeResult = z.object({ added: z.array(z.number()), removed: z.array(z.number()) });

/** Roles and their grants: menus, button permissions and URL permissions. */
export async function roleRoutes(app: FastifyInstance) {
  const service = createRoleService(app.ctx.db);
  const grants = createGrantService(app.ctx.db, service);
  registerCrud(app, roleResource, service);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['role'];
  const query = { permission: permissionOf(roleResource, 'query') };

  r.get('/api/ums-role/holdings', {
    config: query,
    schema: { tags, response: { 200: envelope(roleGrants) } },
    handler: async (req) => {
      const h = await grants.holdings(req.actor);
      return ok({ menuIds: h.menus, buttonIds: h.buttons, resourceIds: h.resources });
    },
  });
  r.get('/api/ums-role/assignable', {
    config: { permission: 'signed-in' },
    schema: {
      tags,
      summary: 'Roles the caller may give to users (strictly below its own); for the user form',
      response: { 200: envelope(z.array(option)) },
    },
    handler: async (req) => ok(await service.assignable(req.actor)),
  });
  r.get('/api/ums-role/catalogue', {
    config: query,
    schema: { tags, response: { 200: envelope(roleCatalogue) } },
    handler: async (req) => ok(await grants.catalogue(req.actor)),
  });
  r.post('/api/ums-role/view-as', {
    config: { permission: MARKER_PERMISSIONS.viewAs },
    schema: {
      tags,
      summary: 'Preview the console as a role below your own',
      body: viewAsRequest,
      response: { 200: emptyEnvelope },
    },
    handler: async (req) => {
      await service.viewAs(req.actor, req.body.roleId);
      return done();
    },
  });
  r.delete('/api/ums-role/view-as', {
    config: { permission: 'signed-in' },
    schema: { tags, summary: 'Stop previewing another role', response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await service.viewAs(req.actor, null);
      return done();
    },
  });
  r.get('/api/ums-role/:id/grants', {
    config: query,
    schema: { tags, params: z.object({ id }), response: { 200: envelope(roleGrants) } },
    handler: async (req) => ok(await grants.of(req.actor, req.params.id)),
  });
  /** The audit action of each kind of grant (a seeded label: shown in the reader's language). */
  const GRANT_ACTIONS = {
    menus: 'audit.grantMenus',
    buttons: 'audit.grantButtons',
    resources: 'audit.grantResources',
  } as const satisfies Record<GrantKind, SeededLabelKey>;
  for (const kind of Object.keys(GRANT_KINDS) as GrantKind[])
    r.put(`/api/ums-role/${kind}`, {
      config: { permission: roleResource.extra.grant },
      schema: { tags, body: roleGrant, response: { 200: envelope(changeResult) } },
      handler: async (req) => {
        const change = await grants.replace(req.actor, kind, req.body.roleId, req.body.ids);
        await app.ctx.audit.record(req, {
          action: SEEDED_LABELS[GRANT_ACTIONS[kind]],
          outcome: 'ok',
          target: `role ${req.body.roleId}`,
          detail: change,
        });
        return ok(change, 'Update succeeded');
      },
    });
}
