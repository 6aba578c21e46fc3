import {
  crudEndpoints,
  type ListSort,
  type Option,
  type Page,
  type PickPage,
  type PickQuery,
  type ResourceDef,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { WrittenPage } from '../../data/list';
import type { Actor } from '../actor';
import { registerEndpoint } from './endpoint';
import { done, ok, okWritten, okWrittenOne } from './reply';

/** What a resource's service offers the generic routes; each method applies the tenant scope. */
export interface CrudService<D extends ResourceDef> {
  /** A page of rows, or one the database wrote as JSON (`pageJson` of data/list). */
  list(
    actor: Actor,
    query: z.infer<D['filters']> & { pageNum: number; pageSize: number } & ListSort,
  ): Promise<Page<z.infer<D['entity']>> | WrittenPage>;
  /** Every option at once (`GET /<path>/all`): a platform resource's only, whose rows staff add one by one. */
  options?(actor: Actor): Promise<Option[]>;
  /** A picker's search (`GET /<path>/options`): a page by text, or the options of some ids. */
  pick?(actor: Actor, query: PickQuery): Promise<PickPage>;
  get(actor: Actor, id: number): Promise<z.infer<D['entity']>>;
  /** `get` written as JSON by the database (`oneJson` of data/list), when the list has a JSON shape. */
  getJson?(actor: Actor, id: number): Promise<string>;
  create?(actor: Actor, input: z.infer<D['create']>): Promise<z.infer<D['entity']>>;
  update?(actor: Actor, input: z.infer<D['update']>): Promise<z.infer<D['entity']>>;
  remove?(actor: Actor, ids: number[]): Promise<void>;
  /** A state change declared in `def.states`: sets `field` of one visible row to `value`. */
  setState?(actor: Actor, id: number, field: string, value: unknown): Promise<unknown>;
}

/**
 * Registers the standard routes of a resource (docs/architecture.md, "API conventions") from its
 * declaration (`crudEndpoints`): list (paged, filtered, sorted by one of `def.sorts`), options (or a
 * picker's search), one
 * by id, create, update (only the fields sent) and delete, each guarded by `<prefix>:<action>`, and
 * one `PATCH /<path>/<verb>` per declared state change. A route exists when the resource declares
 * its action and the service offers it.
 */
export function registerCrud<D extends ResourceDef>(app: FastifyInstance, def: D, service: CrudService<D>) {
  const endpoints = crudEndpoints(def);
  const has = (a: (typeof def.actions)[number]) => def.actions.includes(a);
  // The reads: they have no side effects and return their answers (plugins/auth.ts).
  const read = { config: { speculative: true } };

  registerEndpoint(
    app,
    endpoints.list,
    async (req, reply) => {
      const page = await service.list(req.actor, req.query as never);
      if (!('listJson' in page)) return ok(page);
      // Already JSON: sent as it is (Fastify serializes no string), so not checked against the
      // schema here; the list's test checks the database's JSON against the entity instead.
      reply.type('application/json; charset=utf-8');
      return okWritten(page) as never;
    },
    read,
  );
  if (service.options) {
    // A tenant's rows grow without bound (a goods upload adds thousands): they are searched, never
    // sent whole or cut off silently (docs/architecture.md, "API conventions").
    if (def.tenancy.kind !== 'platform')
      throw new Error(`${def.name}: a tenant resource offers a picker's search, not /all`);
    registerEndpoint(app, endpoints.options, async (req) => ok(await service.options!(req.actor)), read);
  }
  if (service.pick)
    registerEndpoint(
      app,
      endpoints.pick,
      async (req) => ok(await service.pick!(req.actor, req.query as PickQuery)),
      read,
    );
  registerEndpoint(
    app,
    endpoints.get,
    async (req, reply) => {
      if (!service.getJson) return ok(await service.get(req.actor, req.params.id));
      // Already JSON, as a written page is: sent as it is, its test holds it to the entity.
      const json = await service.getJson(req.actor, req.params.id);
      reply.type('application/json; charset=utf-8');
      return okWrittenOne(json) as never;
    },
    read,
  );
  if (has('add') && service.create)
    registerEndpoint(app, endpoints.create, async (req) =>
      ok(await service.create!(req.actor, req.body as never), 'Add succeeded'),
    );
  if (has('edit') && service.update)
    registerEndpoint(app, endpoints.update, async (req) =>
      ok(await service.update!(req.actor, req.body as never), 'Update succeeded'),
    );
  if (has('delete') && service.remove)
    registerEndpoint(app, endpoints.remove, async (req) => {
      await service.remove!(req.actor, req.params.id);
      return done('Deletion succeeded');
    });
  const states = endpoints.states as Record<string, ReturnType<typeof crudEndpoints>['states'][string]>;
  for (const [verb, change] of Object.entries(def.states ?? {}))
    if (service.setState)
      registerEndpoint(app, states[verb]!, async (req) => {
        const body = req.body as Record<string, unknown>;
        await service.setState!(req.actor, body.id as number, change.field, body[change.field]);
        return done('Update succeeded');
      });
}
