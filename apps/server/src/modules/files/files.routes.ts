import { Code, fileEndpoints, sharedReportEndpoints } from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { ok } from '../../lib/crud/reply';
import { NotFound, Unauthorized } from '../../lib/errors';
import { bearerToken } from '../../plugins/auth';
import type { FileAccess, FileCaller } from './file-access';
import { FILE_LINK_STEP_SECONDS } from './file-links';
import { PUBLIC_PURPOSES } from './file-purposes';
import type { FileService } from './files.service';
import { sendFile } from './send-file';

/** An analyzer's store when its token is good, or undefined (the device API's own check). */
export type DeviceStoreOf = (
  deviceId: number,
  secretTag: string,
) => Promise<{ storeId: number | null } | undefined>;

/**
 * Files by permission (docs/files.md, "Who may fetch a file"). `GET /api/files/:id` serves a file
 *
 * - to anyone, when it is public material (device-type pages and images), cached publicly;
 * - with a signed link (`?exp=&sig=`) that names this file and has not expired (redirected to the
 *   bucket's presigned GET of the same lifetime when `S3_PRESIGNED_GETS` is on);
 * - with a user's or an analyzer's token, when that caller may see a record naming the file.
 *
 * Anything else, a foreign or anonymous request included, gets the same 404 as a missing file.
 * Every file is served inert, one byte range at a time when asked (send-file.ts).
 */
/** The test a report's live public link opens; refuses (404) an unknown, withdrawn or expired one. */
export type SharedTestOf = (token: string) => Promise<number>;

export async function fileRoutes(
  app: FastifyInstance,
  {
    files,
    access,
    deviceStoreOf,
    sharedTestOf,
  }: { files: FileService; access: FileAccess; deviceStoreOf: DeviceStoreOf; sharedTestOf: SharedTestOf },
) {
  const links = files.links;

  /** The caller a token names, or null without one; a bad or expired token is refused (401). */
  async function callerOf(req: FastifyRequest): Promise<FileCaller | null> {
    const token = bearerToken(req);
    if (!token) return null;
    const { ctx } = app;
    // An analyzer's token, or else a user's (whose check says what is wrong with a bad one).
    const claims = await ctx.tokens.verify(token, 'device').catch(() => null);
    if (claims) {
      const device = await deviceStoreOf(claims.userId, claims.sessionId);
      if (!device) throw Unauthorized(Code.revokedToken, 'deviceTokenRevoked');
      return { deviceStoreId: device.storeId };
    }
    const user = await ctx.tokens.verify(token);
    return { user: await ctx.actors.load(user.userId, user.sessionId) };
  }

  // The bytes are streamed (or redirected to the bucket) by the handler itself: the declaration is
  // `raw`, so the route has no response schema to serialize through.
  registerEndpoint(app, fileEndpoints.file, async (req, reply) => {
    const file = await files.row(req.params.id);
    if (PUBLIC_PURPOSES.has(file.purpose))
      return sendFile(req, reply, files, file, 'public, max-age=31536000, immutable');
    const { exp, sig } = req.query;
    if (exp !== undefined && sig !== undefined) {
      const left = links?.check(file.id, exp, sig);
      if (!left) throw NotFound('fileNotFound');
      // A bucket that serves presigned GETs serves the bytes itself, for as long as the link lasts.
      const presigned = await files.presignedUrl(file, left);
      if (presigned) return reply.header('cache-control', 'no-store').redirect(presigned, 302);
      return sendFile(req, reply, files, file, `private, max-age=${left}`);
    }
    const caller = await callerOf(req);
    if (!caller || !(await access(caller, file))) throw NotFound('fileNotFound');
    // Asked again with the token, not served from a shared cache; kept by the browser a short while.
    return sendFile(req, reply, files, file, `private, max-age=${FILE_LINK_STEP_SECONDS}`);
  });

  // A report's public link serves that test's photos and pictures only (docs/files.md): the link
  // is checked on every request, so a withdrawn or expired one stops them at once.
  registerEndpoint(app, sharedReportEndpoints.file, async (req, reply) => {
    const sharedTestId = await sharedTestOf(req.params.token);
    const file = await files.row(req.params.id);
    if (!(await access({ sharedTestId }, file))) throw NotFound('fileNotFound');
    return sendFile(req, reply, files, file, `private, max-age=${FILE_LINK_STEP_SECONDS}`);
  });

  registerEndpoint(app, fileEndpoints.link, async (req) => {
    const file = await files.row(req.params.id);
    if (!(await access({ user: req.actor }, file))) throw NotFound('fileNotFound');
    return ok({ url: files.urlOf(file.id, file.purpose) });
  });
}
