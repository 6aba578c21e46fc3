import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { deviceTypeResource, FILE_KINDS, storedFile } from '../resources/device-type';

/** A device type's agreement page or image. */
export const deviceTypeEndpoints = {
  /** Multipart: `hardwareModel` (filled first) and the `file`. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/device-type/file/:kind',
    permission: deviceTypeResource.extra.upload,
    tag: 'deviceType',
    summary: 'Upload an agreement page (HTML) or image; the hardware model must be filled first',
    multipart: true,
    params: z.object({ kind: z.enum(FILE_KINDS) }),
    response: envelope(storedFile),
  }),
};
