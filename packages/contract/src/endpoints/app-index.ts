import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id } from '../common/fields';
import { storedFile } from '../resources/device-type';
import { APP_INDEX_LIMITS, iosIndexItemResource, iosIndexResource } from '../resources/ios-index';

/** The app's home as an analyzer's app shows it: entries in order, each with its items in order. */
export const appIndexContent = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      iconUrl: z.string().nullable(),
      sort: z.number(),
      /** A platform default rather than the agent's own entry. */
      platform: z.boolean(),
      items: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          imageUrl: z.string().nullable(),
          content: z.string().nullable(),
          sort: z.number(),
        }),
      ),
    }),
  ),
});
export type AppIndexContent = z.infer<typeof appIndexContent>;

/** The app's home content: icon and image uploads, the items' order, and what the app reads. */
export const appIndexEndpoints = {
  /** Multipart: the icon as `file`, at most 30 KB. */
  uploadIcon: defineEndpoint({
    method: 'POST',
    path: '/ios-index/upload',
    permission: iosIndexResource.extra.upload,
    tag: iosIndexResource.name,
    summary: 'Upload an entry icon (an image of at most 30 KB, checked by content)',
    multipart: true,
    response: envelope(storedFile),
  }),
  /** Multipart: the image as `file`, at most 5 MB, 5:2 or 5:3 within 2 %. */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/ios-index-item/upload',
    permission: iosIndexItemResource.extra.upload,
    tag: iosIndexItemResource.name,
    summary: 'Upload an item image (at most 5 MB, width to height 5:2 or 5:3, judged from its pixels)',
    multipart: true,
    response: envelope(storedFile),
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/ios-index-item/order',
    permission: iosIndexItemResource.extra.reorder,
    tag: iosIndexItemResource.name,
    summary: "Rewrite an entry's item order at once: `ids` are all its items, first to last",
    body: z.strictObject({
      indexId: id,
      ids: z.array(id).min(1).max(APP_INDEX_LIMITS.itemsPerEntry),
    }),
    response: envelope(z.array(iosIndexItemResource.entity)),
  }),
  /** The analyzer's app reads its home with the device's token; `If-None-Match` answers 304. */
  content: defineEndpoint({
    method: 'GET',
    path: '/device-api/app/index',
    permission: 'device',
    tag: 'device API',
    summary:
      "The app's home: the visible entries of the device's agent and the platform, with their visible items",
    description:
      'Strong ETag over the body; `If-None-Match` with it answers 304. `cache-control: private, no-cache`: the app revalidates every time, so a hidden or deleted item is gone on the next request.',
    response: envelope(appIndexContent),
  }),
};
