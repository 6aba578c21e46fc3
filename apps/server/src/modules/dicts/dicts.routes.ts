import { dictResource, emptyEnvelope, envelope, id, idList, permissionOf } from '@skin/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dicts } from '../../db/schema';
import { registerCrud } from '../../lib/crud/register';
import { createTableService } from '../../lib/crud/table-service';
import { done, ok } from '../../lib/reply';

/** Dictionaries, at the spec's paths: the standard routes plus `/dicts/{id}` with GET, PUT, PATCH, DELETE. */
export async function dictRoutes(app: FastifyInstance) {
  const service = createTableService(app.ctx.db, {
    def: dictResource,
    table: dicts,
    filters: {
      typeCode: { column: dicts.typeCode, match: 'eq' },
      name: { column: dicts.name, match: 'like' },
    },
    orderBy: [asc(dicts.typeCode), asc(dicts.sort), asc(dicts.id)],
    label: dicts.name,
  });
  registerCrud(app, dictResource, service);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${dictResource.path}/:id`;
  const tags = ['dict'];
  const body = dictResource.create.partial();
  r.get(base, {
    config: { permission: permissionOf(dictResource, 'query') },
    schema: { tags, params: z.object({ id }), response: { 200: envelope(dictResource.entity) } },
    handler: async (req) => ok(await service.get(req.actor, req.params.id)),
  });
  for (const method of ['PUT', 'PATCH'] as const)
    r.route({
      method,
      url: base,
      config: { permission: permissionOf(dictResource, 'edit') },
      schema: {
        tags,
        params: z.object({ id }),
        body: method === 'PUT' ? dictResource.create : body,
        response: { 200: envelope(dictResource.entity) },
      },
      handler: async (req) => {
        const current = await service.get(req.actor, req.params.id);
        const merged: Record<string, unknown> = { ...current, ...(req.body as object), id: req.params.id };
        const next = Object.fromEntries(Object.keys(dictResource.update.shape).map((k) => [k, merged[k]]));
        return ok(await service.update(req.actor, dictResource.update.parse(next)), 'Update succeeded');
      },
    });
  r.delete(base, {
    config: { permission: permissionOf(dictResource, 'delete') },
    schema: { tags, params: z.object({ id: idList }), response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await service.remove(req.actor, req.params.id);
      return done('Deletion succeeded');
    },
  });
}
