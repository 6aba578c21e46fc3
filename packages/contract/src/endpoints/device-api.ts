import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { id, optionalText, requiredText } from '../common/fields';
import { deviceTypeEntity } from '../resources/device-type';
import { reportLanguageQuery } from '../resources/report-language';
import { testReport } from '../resources/test-record';

const tag = 'device API';

/** What an analyzer's sign-in answers. */
export const deviceToken = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});

/** An analyzer's configuration: its model with the agreement pages and images, and its store. */
export const deviceConfig = z.object({
  device: z.object({
    serialNumber: z.string(),
    state: z.string(),
    firmwareVersion: z.string().nullable(),
    bluetoothName: z.string().nullable(),
  }),
  deviceType: deviceTypeEntity,
  store: z
    .object({
      id: z.number(),
      name: z.string(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
});

/** The API the analyzers call with their own tokens (`device`). */
export const deviceApiEndpoints = {
  token: defineEndpoint({
    method: 'POST',
    path: '/device-api/token',
    permission: 'public',
    tag,
    summary: 'Device sign-in with serial number and device secret',
    body: z.strictObject({ serialNumber: z.string().max(64), secret: z.string().max(128) }),
    response: envelope(deviceToken),
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/device-api/config',
    permission: 'device',
    tag,
    summary: "The device's model with its agreement pages and images, and its store",
    response: envelope(deviceConfig),
  }),
  heartbeat: defineEndpoint({
    method: 'POST',
    path: '/device-api/heartbeat',
    permission: 'device',
    tag,
    body: z.strictObject({ firmwareVersion: optionalText(32) }),
    response: envelope(z.null()),
  }),
  /** Multipart: the field `test` (JSON, `testUpload`) and one file part per image. */
  test: defineEndpoint({
    method: 'POST',
    path: '/device-api/test',
    permission: 'device',
    tag,
    summary: 'Upload a skin test: multipart field `test` (JSON) and one file part per image',
    description:
      'All or nothing; a retry with the same `clientId` answers the stored test (`duplicate`). Images are checked by content and size.',
    multipart: true,
    response: envelope(z.object({ id: z.number(), duplicate: z.boolean() })),
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/device-api/test/:id/report',
    permission: 'device',
    tag,
    summary: 'The report of a test of the device’s store',
    params: z.object({ id }),
    query: reportLanguageQuery,
    response: envelope(testReport),
  }),
  feedback: defineEndpoint({
    method: 'POST',
    path: '/device-api/feedback',
    permission: 'device',
    tag,
    summary: "Feedback from the device's store",
    body: z.strictObject({ title: requiredText(128), content: requiredText(2000) }),
    response: envelope(z.object({ id: z.number() })),
  }),
};
