import { envelope, menuEntity, menuResource, permissionOf, routeNode, sortQueryOf } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { createMenuService } from './menus.service';

type TreeItem = z.infer<typeof menuEntity> & { children?: TreeItem[] };
const menuTreeNode: z.ZodType<TreeItem> = z.lazy(() =>
  menuEntity.extend({ children: z.array(menuTreeNode).optional() }),
);

/** Menus at the product's paths: /ums-menu, /router, /list, /tree, /name/{name}, /id/{id}. */
export async function menuRoutes(app: FastifyInstance) {
  const service = createMenuService(app.ctx.db);
  registerCrud(app, menuResource, service);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const query = { permission: permissionOf(menuResource, 'query') };
  const tags = ['menu'];

  r.get('/api/ums-menu/router', {
    config: { permission: 'signed-in' },
    schema: { tags, response: { 200: envelope(z.array(routeNode)) } },
    handler: async (req) => ok(await service.router(req.actor)),
  });
  r.get('/api/ums-menu/list', {
    config: query,
    schema: { tags, response: { 200: envelope(z.array(menuEntity)) } },
    handler: async () => ok(await service.all()),
  });
  r.get('/api/ums-menu/tree', {
    config: query,
    schema: {
      tags,
      querystring: sortQueryOf(menuResource),
      response: { 200: envelope(z.array(menuTreeNode)) },
    },
    handler: async (req) => ok(await service.tree(req.query)),
  });
  r.get('/api/ums-menu/name/:name', {
    config: query,
    schema: { tags, params: z.object({ name: z.string().max(64) }), response: { 200: envelope(menuEntity) } },
    handler: async (req) => ok(await service.byName(req.params.name)),
  });
}
