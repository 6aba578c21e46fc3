import { dictResource, emptyEnvelope, envelope, id, idList, permissionOf } from '@skin/contract';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dicts } from '../../db/schema';
import { registerCrud } from '../../lib/crud/register';
import { done, ok } from '../../lib/crud/reply';
import { createTableService } from '../../lib/crud/table-service';
import { Conflict } from '../../lib/errors';

/**
 * Dictionaries, at the product's paths (docs/product-rules.md, "API paths"): the standard routes
 * plus `/dicts/{id}` with GET, PUT, PATCH, DELETE.
 */
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
    // Two entries of one type with the same value (or the same name) are one entry twice.
    async validate(db, _actor, input) {
      const id = input.id as number | undefined;
      const [current] = id ? await db.select().from(dicts).where(eq(dicts.id, id)) : [];
      const next = { ...current, ...input } as { typeCode: string; name: string; value: string };
      if (!next.typeCode) return input;
      const [twin] = await db
        .select({ name: dicts.name, value: dicts.value })
        .from(dicts)
        .where(
          and(
            eq(dicts.typeCode, next.typeCode),
            or(eq(dicts.value, next.value), eq(dicts.name, next.name)),
            id ? ne(dicts.id, id) : undefined,
          ),
        )
        .limit(1);
      if (twin) {
        const field = twin.value === next.value ? 'value' : 'name';
        throw Conflict('dictEntryTaken', { [field]: 'dictEntryTaken' });
      }
      return input;
    },
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
