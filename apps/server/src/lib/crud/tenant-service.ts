import type { Page, PickPage, PickQuery, ResourceDef } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { WrittenPage } from '../../data/list';
import { UNCHANGED } from '../../data/scoped-table';
import type { ListQuery } from '../../data/tenant-data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../actor';
import { ownerCheck } from './owner-check';
import { type CrudService, registerCrud } from './register';

/**
 * What the generated service needs of a tenant table's data module: the kit's methods
 * (data/tenant-data.ts `tenantData`), and `pick` when the resource has a picker
 * (data/pick-options.ts `tenantPicker`). Writes take the values as the declaration's schemas checked them: the link
 * between those schemas and the table's columns is the resource's own, not the kit's.
 */
export interface TenantDataOf<E> {
  list(actor: Actor, query: ListQuery): Promise<Page<E> | WrittenPage>;
  get(actor: Actor, id: number, tx?: Tx): Promise<E>;
  insert(tx: Tx, values: never): Promise<number>;
  update(tx: Tx, actor: Actor, id: number, set: never): Promise<unknown>;
  remove(actor: Actor, ids: number[]): Promise<void>;
  pick?(actor: Actor, query: PickQuery): Promise<PickPage>;
}

type Values = Record<string, unknown>;

/**
 * The service of a plain tenant resource, from its declaration and its data module: list,
 * a picker's search, one by id, create, update (the fields sent) and delete, each within the caller's scope
 * (the data module's). A create, and an update that changes the owner its tenancy names, first
 * checks that owner lies within the caller's reach (`ownerCheck`); writes run in one transaction
 * and answer the row as a read would. A resource with more verbs picks from it and adds its own.
 */
export function tenantService<D extends ResourceDef>(
  db: Db,
  def: D,
  data: TenantDataOf<z.infer<D['entity']>>,
) {
  const owner = ownerCheck(db, def.tenancy);
  const service = {
    list: data.list,
    ...(data.pick ? { pick: data.pick } : {}),
    get: (actor: Actor, id: number) => data.get(actor, id),
    // A clash on a unique index is refused on its field by the error handler (db/unique-fields.ts).
    create: (actor: Actor, input: z.infer<D['create']>) =>
      db.transaction(async (tx) => {
        const values = await owner(actor, { ...(input as Values) }, tx, true);
        return data.get(actor, await data.insert(tx, values as never), tx);
      }),
    update: (actor: Actor, input: z.infer<D['update']>) =>
      db.transaction(async (tx) => {
        const { id, ...sent } = input as Values & { id: number };
        const set = await owner(actor, sent, tx, false);
        // Nothing sent still has to be a row the caller may change (scoped-table.ts `UNCHANGED`).
        await data.update(tx, actor, id, (Object.keys(set).length ? set : UNCHANGED) as never);
        return data.get(actor, id, tx);
      }),
    remove: (actor: Actor, ids: number[]) => data.remove(actor, ids),
  };
  return service satisfies CrudService<D>;
}

/**
 * A plain tenant resource's routes in one call: `tenantService` over its data module, registered
 * as `registerCrud` does (docs/architecture.md, "A tenant resource").
 */
export function registerTenantResource<D extends ResourceDef>(
  app: FastifyInstance,
  def: D,
  data: TenantDataOf<z.infer<D['entity']>>,
) {
  registerCrud(app, def, tenantService(app.ctx.db, def, data));
}
