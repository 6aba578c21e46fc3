import {
  type CrudAction,
  emptyEnvelope,
  envelope,
  id,
  idList,
  type ListSort,
  listQueryOf,
  type Option,
  option,
  type Page,
  pageOf,
  permissionOf,
  type ResourceDef,
  statePermission,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WrittenPage } from '../../data/list';
import type { Actor } from '../actor';
import { done, ok, okWritten, okWrittenOne } from './reply';

/** What a resource's service offers the generic routes; each method applies the tenant scope. */
export interface CrudService<D extends ResourceDef> {
  /** A page of rows, or one the database wrote as JSON (`pageJson` of data/list). */
  list(
    actor: Actor,
    query: z.infer<D['filters']> & { pageNum: number; pageSize: number } & ListSort,
  ): Promise<Page<z.infer<D['entity']>> | WrittenPage>;
  options?(actor: Actor): Promise<Option[]>;
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
 * declaration: list (paged, filtered, sorted by one of `def.sorts`), options, one by id, create,
 * update (only the fields sent) and delete, each guarded by `<prefix>:<action>`, and one
 * `PATCH /<path>/<verb>` per declared state change.
 */
export function registerCrud<D extends ResourceDef>(app: FastifyInstance, def: D, service: CrudService<D>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${def.path}`;
  const has = (a: CrudAction) => def.actions.includes(a);
  const tags = [def.name];
  const perm = (a: CrudAction) => ({ permission: permissionOf(def, a) });
  // The reads: they have no side effects and return their answers (plugins/auth.ts).
  const read = { ...perm('query'), speculative: true };

  r.get(base, {
    config: read,
    schema: {
      tags,
      querystring: listQueryOf(def),
      response: { 200: envelope(pageOf(def.entity)) },
    },
    handler: async (req, reply) => {
      const page = await service.list(req.actor, req.query as never);
      if (!('listJson' in page)) return ok(page);
      // Already JSON: sent as it is (Fastify serializes no string), so not checked against the
      // schema here; the list's test checks the database's JSON against the entity instead.
      reply.type('application/json; charset=utf-8');
      return okWritten(page) as never;
    },
  });
  if (service.options)
    r.get(`${base}/all`, {
      config: read,
      schema: { tags, response: { 200: envelope(z.array(option)) } },
      handler: async (req) => ok(await service.options!(req.actor)),
    });
  r.get(`${base}/id/:id`, {
    config: read,
    schema: { tags, params: z.object({ id }), response: { 200: envelope(def.entity) } },
    handler: async (req, reply) => {
      if (!service.getJson) return ok(await service.get(req.actor, req.params.id));
      // Already JSON, as a written page is: sent as it is, its test holds it to the entity.
      const json = await service.getJson(req.actor, req.params.id);
      reply.type('application/json; charset=utf-8');
      return okWrittenOne(json) as never;
    },
  });
  if (has('add') && service.create)
    r.post(base, {
      config: perm('add'),
      schema: { tags, body: def.create, response: { 200: envelope(def.entity) } },
      handler: async (req) => ok(await service.create!(req.actor, req.body as never), 'Add succeeded'),
    });
  if (has('edit') && service.update)
    r.patch(base, {
      config: perm('edit'),
      schema: { tags, body: def.update, response: { 200: envelope(def.entity) } },
      handler: async (req) => ok(await service.update!(req.actor, req.body as never), 'Update succeeded'),
    });
  if (has('delete') && service.remove)
    r.delete(`${base}/id/:id`, {
      config: perm('delete'),
      schema: { tags, params: z.object({ id: idList }), response: { 200: emptyEnvelope } },
      handler: async (req) => {
        await service.remove!(req.actor, req.params.id);
        return done('Deletion succeeded');
      },
    });
  for (const [verb, change] of Object.entries(def.states ?? {}))
    if (service.setState)
      registerAction(app, {
        method: 'PATCH',
        url: `${base}/${verb}`,
        permission: statePermission(def, verb),
        tags,
        summary: `Change ${change.field}`,
        body: z.strictObject({ id, [change.field]: change.value }),
        run: (actor, body: Record<string, unknown>) =>
          service.setState!(actor, body.id as number, change.field, body[change.field]),
      });
}

/**
 * Registers a state-change verb route (`PATCH /<resource>/enable` and the like; docs/architecture.md,
 * "API conventions"): the body is validated, `run` does the work for the signed-in actor, the
 * answer is the empty envelope.
 */
export function registerAction<B extends z.ZodType>(
  app: FastifyInstance,
  opts: {
    method: 'POST' | 'PATCH' | 'PUT';
    url: string;
    permission: string;
    tags: string[];
    summary?: string;
    body: B;
    msg?: string;
    run: (actor: Actor, body: z.infer<B>) => Promise<unknown>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: opts.method,
    url: opts.url,
    config: { permission: opts.permission },
    schema: { tags: opts.tags, summary: opts.summary, body: opts.body, response: { 200: emptyEnvelope } },
    handler: async (req) => {
      await opts.run(req.actor, req.body as z.infer<B>);
      return done(opts.msg ?? 'Update succeeded');
    },
  });
}
