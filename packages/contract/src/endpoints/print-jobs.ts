import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf } from '../common/resource';
import { printJobResource, printLabel } from '../resources/print-job';

const tag = 'printJob';
const query = permissionOf(printJobResource, 'query');

/** A print job's label sheet, and the printed mark (each reprint counts). */
export const printJobEndpoints = {
  labels: defineEndpoint({
    method: 'GET',
    path: '/print-job/:id/labels',
    permission: query,
    tag,
    params: z.object({ id }),
    response: envelope(z.array(printLabel)),
  }),
  printed: defineEndpoint({
    method: 'POST',
    path: '/print-job/:id/printed',
    permission: query,
    tag,
    params: z.object({ id }),
    response: envelope(printJobResource.entity),
  }),
};
