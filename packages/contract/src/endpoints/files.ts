import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';

const fileId = z.object({ id: z.uuid() });

/** Uploaded files by permission (docs/files.md, "Who may fetch a file"). */
export const fileEndpoints = {
  /** The file's bytes, with the type found at upload; a link to it goes in an image tag, not a call. */
  file: defineEndpoint({
    method: 'GET',
    path: '/files/:id',
    permission: 'public',
    tag: 'files',
    summary: 'Download an uploaded file',
    description:
      'Public material is served to anyone. A private file (a test photo, a goods picture) needs a signed link ' +
      '(`exp` and `sig`, from the record that names it or from `/api/files/{id}/link`) or a token of a caller ' +
      'who may see that record; otherwise 404.',
    params: fileId,
    query: z.object({
      exp: z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 40)
        .optional(),
      sig: z.string().max(64).optional(),
    }),
    raw: 'application/octet-stream',
    response: z.unknown(),
  }),
  link: defineEndpoint({
    method: 'GET',
    path: '/files/:id/link',
    permission: 'signed-in',
    tag: 'files',
    summary: 'A short-lived link to a file the caller may see, for an image tag',
    params: fileId,
    response: envelope(z.object({ url: z.string() })),
  }),
};
