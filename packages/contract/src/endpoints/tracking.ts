import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { storedFile } from '../resources/device-type';
import { floorResource } from '../resources/tracking-building';

/** The tracking topology's routes beyond the resources' own (docs/tracking.md). */
export const trackingEndpoints = {
  /** Multipart: the plan as `file`; a floor keeps it once saved with its id as `planFileId`. */
  floorPlan: defineEndpoint({
    method: 'POST',
    path: '/nav-manage/floor/plan',
    permission: floorResource.extra.upload,
    tag: 'floor',
    summary: 'Upload a floor plan (PNG, JPG, GIF or WebP, checked by content, at most 10 MB)',
    multipart: true,
    response: envelope(storedFile),
  }),
};
