import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';
import { id, idList } from '../common/fields';
import { permissionOf } from '../common/resource';
import { dictResource } from '../resources/dict';

const path = `/${dictResource.path}/:id`;
const tag = 'dict';
const one = envelope(dictResource.entity);

/** Dictionaries also at `/dicts/{id}` with GET, PUT, PATCH and DELETE (docs/product-rules.md, "API paths"). */
export const dictEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path,
    permission: permissionOf(dictResource, 'query'),
    tag,
    params: z.object({ id }),
    response: one,
  }),
  /** The whole entry. */
  put: defineEndpoint({
    method: 'PUT',
    path,
    permission: permissionOf(dictResource, 'edit'),
    tag,
    params: z.object({ id }),
    body: dictResource.create,
    response: one,
  }),
  /** The fields sent. */
  patch: defineEndpoint({
    method: 'PATCH',
    path,
    permission: permissionOf(dictResource, 'edit'),
    tag,
    params: z.object({ id }),
    body: dictResource.create.partial(),
    response: one,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path,
    permission: permissionOf(dictResource, 'delete'),
    tag,
    params: z.object({ id: idList }),
    response: emptyEnvelope,
  }),
};
