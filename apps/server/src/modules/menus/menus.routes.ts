import { menuEndpoints, menuResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { createMenuService } from './menus.service';

/** Menus at the product's paths: /ums-menu, /router, /list, /tree, /name/{name}, /id/{id}. */
export async function menuRoutes(app: FastifyInstance) {
  const service = createMenuService(app.ctx.db);
  registerCrud(app, menuResource, service);
  registerEndpoint(app, menuEndpoints.router, async (req) => ok(await service.router(req.actor)));
  registerEndpoint(app, menuEndpoints.list, async () => ok(await service.all()));
  registerEndpoint(app, menuEndpoints.tree, async (req) => ok(await service.tree(req.query)));
  registerEndpoint(app, menuEndpoints.byName, async (req) => ok(await service.byName(req.params.name)));
}
