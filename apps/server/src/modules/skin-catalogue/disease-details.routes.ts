import { diseaseDetailEndpoints, diseaseDetailResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { createStoreData } from '../../data/stores.data';
import { SYSTEM } from '../../data/system';
import { createUserData } from '../../data/users.data';
import { registerEndpoint } from '../../lib/crud/endpoint';
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
  const e = diseaseDetailEndpoints;
  registerEndpoint(app, e.restore, async (req) =>
    ok(await service.restore(req.actor, req.body.id), 'Update succeeded'),
  );
  registerEndpoint(app, e.setDefault, async (req) =>
    ok(await service.setDefault(req.actor, req.body.id), 'Update succeeded'),
  );
  registerEndpoint(app, e.inForce, async (req) => {
    const { storeId, diseaseId } = req.query;
    let path: string | null = req.actor.seesAll ? null : req.actor.path;
    if (storeId !== undefined) {
      // The store must be the caller's to see; its merchant's line decides what is in force.
      const store = await stores.row(req.actor, storeId);
      path = (await users.find(SYSTEM, store.merchantId))!.path;
    }
    return ok((await service.inForce(path, diseaseId)).list);
  });
}
