import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { storedFile } from '../resources/device-type';
import { storeResource } from '../resources/store';

/** The most a store's logo may weigh: it is printed small, on paper and on a phone. */
export const STORE_LOGO_MAX_BYTES = 512 * 1024;

/** A store's logo, printed on its reports. */
export const storeEndpoints = {
  /** Multipart: the picture as `file`; the store keeps it once saved with its id as `logoFileId`. */
  logo: defineEndpoint({
    method: 'POST',
    path: '/store/logo',
    permission: storeResource.extra.logo,
    tag: 'store',
    summary: 'Upload a store logo (PNG, JPG, GIF or WebP, checked by content, at most 512 KB)',
    multipart: true,
    response: envelope(storedFile),
  }),
};
