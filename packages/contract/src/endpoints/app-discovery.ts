import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id } from '../common/fields';
import { permissionOf } from '../common/resource';
import {
  APP_DISCOVERY_LIMITS,
  APP_DISCOVERY_UPLOADS,
  appDiscoveryFeed,
  appDiscoveryItemEntity,
  appDiscoveryItemResource,
  appDiscoveryResource,
} from '../resources/app-discovery';
import { storedFile } from '../resources/device-type';

/** The discovery content's uploads and order, and what the app reads (docs/app-discovery.md). */
export const appDiscoveryEndpoints = {
  /** Multipart: the `file`. Icon 30 KB (an image), cover 5 MB (an image), video 200 MB (MP4, MOV, WebM). */
  upload: defineEndpoint({
    method: 'POST',
    path: '/app-discovery/upload/:kind',
    permission: appDiscoveryResource.extra.upload,
    tag: appDiscoveryResource.name,
    summary: "Upload an entry's icon, an item's cover or an item's video (judged by content)",
    multipart: true,
    params: z.object({ kind: z.enum(APP_DISCOVERY_UPLOADS) }),
    response: envelope(storedFile),
  }),
  /** Every item of the entry, in their new order: the sorts are rewritten in one transaction. */
  order: defineEndpoint({
    method: 'PUT',
    path: '/app-discovery-item/order',
    permission: permissionOf(appDiscoveryItemResource, 'edit'),
    tag: appDiscoveryItemResource.name,
    summary: "Reorder an entry's items: the ids of all of them, in the new order",
    body: z.strictObject({
      discoveryId: id,
      ids: z.array(id).min(1).max(APP_DISCOVERY_LIMITS.itemsPerEntry),
    }),
    response: envelope(z.array(appDiscoveryItemEntity)),
  }),
  /** The app's discovery page for the analyzer's own device type; a strong ETag, revalidated each time. */
  feed: defineEndpoint({
    method: 'GET',
    path: '/device-api/app/discovery',
    permission: 'device',
    tag: 'device API',
    summary: "The discovery page of the device's type: visible entries with their visible items, in order",
    description:
      'Answered with a strong ETag and `cache-control: private, no-cache`; `If-None-Match` with the same ETag answers 304 without a body.',
    response: envelope(appDiscoveryFeed),
  }),
};
