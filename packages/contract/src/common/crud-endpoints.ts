import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { id, idList } from './fields';
import { listQueryOf } from './list-query';
import { option, pageOf } from './paging';
import { pickPage, pickQueryOf } from './pick-query';
import { permissionOf, type ResourceDef, statePermission } from './resource';

/** The body of a state change: the row's id and the new value of the state field. */
const stateBody = (field: string, value: z.ZodType) => z.strictObject({ id, [field]: value });

/**
 * The standard endpoints of a resource (docs/architecture.md, "API conventions"), derived from its
 * declaration: the server's `registerCrud` registers them and the console's crud kit calls them.
 * Whether a route exists also depends on the service the server hands (`options`, `create`...).
 */
export function crudEndpoints<D extends ResourceDef>(def: D) {
  const base = `/${def.path}`;
  const tag = def.name;
  const query = permissionOf(def, 'query');
  const stateEndpoint = (verb: string, field: string, value: z.ZodType) =>
    defineEndpoint({
      method: 'PATCH',
      path: `${base}/${verb}`,
      permission: statePermission(def, verb),
      tag,
      summary: `Change ${field}`,
      body: stateBody(field, value),
      response: emptyEnvelope,
    });
  const states = {} as Record<keyof NonNullable<D['states']> & string, ReturnType<typeof stateEndpoint>>;
  for (const [verb, change] of Object.entries(def.states ?? {}))
    states[verb as keyof NonNullable<D['states']> & string] = stateEndpoint(verb, change.field, change.value);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      permission: query,
      tag,
      query: listQueryOf(def) as z.ZodObject,
      response: envelope(pageOf(def.entity as D['entity'])),
    }),
    /**
     * Every option at once: only for a platform resource, whose rows platform staff add one by one
     * (the server refuses to offer it for another tenancy; docs/architecture.md, "API conventions").
     */
    options: defineEndpoint({
      method: 'GET',
      path: `${base}/all`,
      permission: query,
      tag,
      response: envelope(z.array(option)),
    }),
    /** A picker's search: a page of options by text, or the options of some ids (`pickQueryOf`). */
    pick: defineEndpoint({
      method: 'GET',
      path: `${base}/options`,
      permission: query,
      tag,
      summary: 'Options of a picker: a page by text in label order, or named by ids',
      query: pickQueryOf(def),
      response: envelope(pickPage),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/id/:id`,
      permission: query,
      tag,
      params: z.object({ id }),
      response: envelope(def.entity as D['entity']),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      permission: permissionOf(def, 'add'),
      tag,
      body: def.create as D['create'],
      response: envelope(def.entity as D['entity']),
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: base,
      permission: permissionOf(def, 'edit'),
      tag,
      body: def.update as D['update'],
      response: envelope(def.entity as D['entity']),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/id/:id`,
      permission: permissionOf(def, 'delete'),
      tag,
      params: z.object({ id: idList }),
      response: emptyEnvelope,
    }),
    states,
  };
}
