import { diseaseDetailResource, envelope, id, permissionOf } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStoreData } from '../../data/stores.data';
import { SYSTEM } from '../../data/system';
import { createUserData } from '../../data/users.data';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { createDiseaseDetailService } from './disease-details.service';

/**
 * The advice of the AI dimensions: the standard routes (originals for platform staff, overrides
 * for agents), `PATCH /disease-detail/restore` and `/default` with `{id}` of a slot, and
 * `GET /disease-detail/in-force` (for a store the caller sees, or the caller itself): the slots
 * reports use, one per dimension and level.
 */
export async function diseaseDetailRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const service = createDiseaseDetailService(db);
  const stores = createStoreData(db);
  const users = createUserData(db);
  registerCrud(app, diseaseDetailResource, service);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [diseaseDetailResource.name];
  const one = envelope(diseaseDetailResource.entity);
  r.patch('/api/disease-detail/restore', {
    config: { permission: diseaseDetailResource.extra.restore },
    schema: {
      tags,
      summary: 'Restore a slot to the original information (drop your override)',
      body: z.strictObject({ id }),
      response: { 200: one },
    },
    handler: async (req) => ok(await service.restore(req.actor, req.body.id), 'Update succeeded'),
  });
  r.patch('/api/disease-detail/default', {
    config: { permission: diseaseDetailResource.extra.setDefault },
    schema: {
      tags,
      summary: "Set a slot as the one reports use for its dimension's level",
      body: z.strictObject({ id }),
      response: { 200: one },
    },
    handler: async (req) => ok(await service.setDefault(req.actor, req.body.id), 'Update succeeded'),
  });
  r.get('/api/disease-detail/in-force', {
    config: { permission: permissionOf(diseaseDetailResource, 'query') },
    schema: {
      tags,
      summary: 'The advice reports use, per dimension and level, for a store or for the caller',
      querystring: z.object({ storeId: id.optional(), diseaseId: id.optional() }),
      response: { 200: envelope(z.array(diseaseDetailResource.entity)) },
    },
    handler: async (req) => {
      const { storeId, diseaseId } = req.query;
      let path: string | null = req.actor.seesAll ? null : req.actor.path;
      if (storeId !== undefined) {
        // The store must be the caller's to see; its merchant's line decides what is in force.
        const store = await stores.row(req.actor, storeId);
        path = (await users.find(SYSTEM, store.merchantId))!.path;
      }
      return ok((await service.inForce(path, diseaseId)).list);
    },
  });
}
