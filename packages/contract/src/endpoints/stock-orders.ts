import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf } from '../common/resource';
import {
  inputOrderResource,
  inputScan,
  orderClose,
  orderComplete,
  orderDevice,
  orderUnscan,
  outputOrderResource,
  outputScan,
  scanResult,
} from '../resources/stock-order';

/** What both order kinds offer beyond the standard routes: unscan, close, complete, the scanned devices. */
function orderEndpoints<D extends typeof inputOrderResource | typeof outputOrderResource>(def: D) {
  const base = `/${def.path}`;
  const tag = def.name;
  const one = envelope(def.entity as D['entity']);
  return {
    unscan: defineEndpoint({
      method: 'POST',
      path: `${base}/unscan`,
      permission: def.extra.scan,
      tag,
      summary: 'Take a mis-scanned device out of the open order',
      body: orderUnscan,
      response: envelope(scanResult),
    }),
    close: defineEndpoint({
      method: 'PATCH',
      path: `${base}/close`,
      permission: def.extra.complete,
      tag,
      summary: 'Close the order short of its quantity, with the reason',
      body: orderClose,
      response: one,
    }),
    complete: defineEndpoint({
      method: 'PATCH',
      path: `${base}/complete`,
      permission: def.extra.complete,
      tag,
      body: orderComplete,
      response: one,
    }),
    devices: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/devices`,
      permission: permissionOf(def, 'query'),
      tag,
      params: z.object({ id }),
      response: envelope(z.array(orderDevice)),
    }),
  };
}

/** Stock-in orders: receive a device, hand over the secrets once, and the steps both kinds share. */
export const inputOrderEndpoints = {
  ...orderEndpoints(inputOrderResource),
  scan: defineEndpoint({
    method: 'POST',
    path: '/input-order/scan',
    permission: inputOrderResource.extra.scan,
    tag: inputOrderResource.name,
    summary: 'Receive one device; its secret waits for the order hand-over file',
    body: inputScan,
    response: envelope(scanResult),
  }),
  /** A CSV file, sent once: the console saves the text it receives. */
  secrets: defineEndpoint({
    method: 'POST',
    path: '/input-order/secrets',
    permission: inputOrderResource.extra.secrets,
    tag: inputOrderResource.name,
    summary: 'Download, once, the secrets of the devices received by an order (CSV)',
    body: orderComplete,
    raw: 'text/csv',
    response: z.string(),
  }),
};

/** Stock-out orders: issue a device, and the steps both kinds share. */
export const outputOrderEndpoints = {
  ...orderEndpoints(outputOrderResource),
  scan: defineEndpoint({
    method: 'POST',
    path: '/output-order/scan',
    permission: outputOrderResource.extra.scan,
    tag: outputOrderResource.name,
    summary: 'Issue one device in stock to the order agent',
    body: outputScan,
    response: envelope(scanResult),
  }),
};
