import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf } from '../common/resource';
import { diseaseDetailResource } from '../resources/disease-detail';

const tag = diseaseDetailResource.name;
const one = envelope(diseaseDetailResource.entity);

/** The advice of the AI dimensions: restore an original, choose the slot in force, read what is in force. */
export const diseaseDetailEndpoints = {
  restore: defineEndpoint({
    method: 'PATCH',
    path: '/disease-detail/restore',
    permission: diseaseDetailResource.extra.restore,
    tag,
    summary: 'Restore a slot to the original information (drop your override)',
    body: z.strictObject({ id }),
    response: one,
  }),
  setDefault: defineEndpoint({
    method: 'PATCH',
    path: '/disease-detail/default',
    permission: diseaseDetailResource.extra.setDefault,
    tag,
    summary: "Set a slot as the one reports use for its dimension's level",
    body: z.strictObject({ id }),
    response: one,
  }),
  inForce: defineEndpoint({
    method: 'GET',
    path: '/disease-detail/in-force',
    permission: permissionOf(diseaseDetailResource, 'query'),
    tag,
    summary: 'The advice reports use, per dimension and level, for a store or for the caller',
    query: z.object({ storeId: id.optional(), diseaseId: id.optional() }),
    response: envelope(z.array(diseaseDetailResource.entity)),
  }),
};
