import { dictEndpoints, dictResource } from '@skin/contract';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dicts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { registerEndpoint } from '../../lib/crud/endpoint';
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

  const edit = async (req: { actor: Actor; params: { id: number }; body: object }) => {
    const current = await service.get(req.actor, req.params.id);
    const merged: Record<string, unknown> = { ...current, ...req.body, id: req.params.id };
    const next = Object.fromEntries(Object.keys(dictResource.update.shape).map((k) => [k, merged[k]]));
    return ok(await service.update(req.actor, dictResource.update.parse(next)), 'Update succeeded');
  };
  registerEndpoint(app, dictEndpoints.get, async (req) => ok(await service.get(req.actor, req.params.id)));
  registerEndpoint(app, dictEndpoints.put, edit);
  registerEndpoint(app, dictEndpoints.patch, edit);
  registerEndpoint(app, dictEndpoints.remove, async (req) => {
    await service.remove(req.actor, req.params.id);
    return done('Deletion succeeded');
  });
}
