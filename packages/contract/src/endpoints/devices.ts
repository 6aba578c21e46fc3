import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf, statePermission } from '../common/resource';
import {
  deviceBind,
  deviceEvent,
  deviceRecall,
  deviceResource,
  deviceReturn,
  deviceSecret,
} from '../resources/device';
import { deviceBulkBind, deviceBulkEnable, deviceBulkResult } from '../resources/device-bulk';
import { deviceLookup, deviceLookupQuery } from '../resources/device-lookup';

const tag = 'device';
const { extra } = deviceResource;

/** Devices beyond the standard routes: bind, return, recall, secrets, the ledger, lookup and bulk changes. */
export const deviceEndpoints = {
  bind: defineEndpoint({
    method: 'PATCH',
    path: '/device/bind',
    permission: extra.bind,
    tag,
    body: deviceBind,
    response: emptyEnvelope,
  }),
  returnToFactory: defineEndpoint({
    method: 'PATCH',
    path: '/device/return',
    permission: extra.returnToFactory,
    tag,
    summary: 'Return a device to the factory (after confirmation)',
    body: deviceReturn,
    response: emptyEnvelope,
  }),
  recall: defineEndpoint({
    method: 'PATCH',
    path: '/device/recall',
    permission: extra.recall,
    tag,
    summary: 'Recall a device issued to the wrong agent or store into the warehouse',
    body: deviceRecall,
    response: emptyEnvelope,
  }),
  rotateSecret: defineEndpoint({
    method: 'POST',
    path: '/device/secret',
    permission: extra.rotateSecret,
    tag,
    summary: 'Issue a new device secret (shown once)',
    body: z.strictObject({ id }),
    response: envelope(deviceSecret),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/device/:id/history',
    permission: permissionOf(deviceResource, 'query'),
    tag,
    params: z.object({ id }),
    response: envelope(z.array(deviceEvent)),
  }),
  lookup: defineEndpoint({
    method: 'GET',
    path: '/device/lookup',
    permission: permissionOf(deviceResource, 'query'),
    tag,
    summary: 'Find a device by its exact serial number, with the parts of its life the caller may see',
    query: deviceLookupQuery,
    response: envelope(deviceLookup),
  }),
  bulkEnable: defineEndpoint({
    method: 'PATCH',
    path: '/device/bulk-enable',
    permission: statePermission(deviceResource, 'enable'),
    tag,
    summary: 'Enable or disable the selected devices',
    body: deviceBulkEnable,
    response: envelope(deviceBulkResult),
  }),
  bulkBind: defineEndpoint({
    method: 'PATCH',
    path: '/device/bulk-bind',
    permission: extra.bind,
    tag,
    summary: 'Bind the selected devices to one store',
    body: deviceBulkBind,
    response: envelope(deviceBulkResult),
  }),
};
