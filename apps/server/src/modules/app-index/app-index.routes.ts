import {
  APP_INDEX_LIMITS,
  appIndexEndpoints,
  DEVICE_TYPE_FILE_LIMITS,
  iosIndexItemResource,
  iosIndexResource,
} from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendWithEtag } from '../../lib/conditional-get';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { Invalid, unnamedFile } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import { type Accept, type FileService, tooLarge } from '../files/files.service';
import { createAppIndexService } from './app-index.service';

/**
 * The app reads its home on every start and revalidates each time: a hidden or deleted item must
 * be gone on the next request, so nothing may be reused without asking (the ETag makes asking cheap).
 */
const APP_CACHE = 'private, no-cache';

/** The one file part of an upload, whole: a part cut at the server's multipart limit is refused. */
async function filePart(req: FastifyRequest) {
  const part = await req.file();
  if (!part) throw Invalid('chooseFile', { file: 'chooseFile' });
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge(DEVICE_TYPE_FILE_LIMITS.image);
  // A binary part without a file name still arrives as a file: there is no name to store it under.
  if (part.filename === undefined) throw unnamedFile(part.fieldname);
  return { name: part.filename, bytes };
}

/**
 * The app's home content: entries and items (standard routes of both resources), their uploads,
 * the items' order, and `GET /device-api/app/index`, what an analyzer's app reads.
 */
export async function appIndexRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const service = createAppIndexService(app.ctx.db, files);
  registerCrud(app, iosIndexResource, service.entries);
  registerCrud(app, iosIndexItemResource, service.items);

  const icon: Accept = { kind: 'image', maxBytes: APP_INDEX_LIMITS.iconBytes };
  registerEndpoint(app, appIndexEndpoints.uploadIcon, async (req) => {
    const { name, bytes } = await filePart(req);
    return ok(await files.store(req.actor, FILE_PURPOSE.appIcon, icon, name, bytes), 'Upload Successful');
  });
  const image: Accept = {
    kind: 'image',
    maxBytes: APP_INDEX_LIMITS.imageBytes,
    aspect: { ratios: APP_INDEX_LIMITS.imageRatios, tolerance: APP_INDEX_LIMITS.ratioTolerance },
  };
  registerEndpoint(app, appIndexEndpoints.uploadImage, async (req) => {
    const { name, bytes } = await filePart(req);
    return ok(await files.store(req.actor, FILE_PURPOSE.appImage, image, name, bytes), 'Upload Successful');
  });

  registerEndpoint(app, appIndexEndpoints.reorder, async (req) =>
    ok(await service.items.reorder(req.actor, req.body.indexId, req.body.ids), 'Update succeeded'),
  );

  registerEndpoint(app, appIndexEndpoints.content, async (req, reply) =>
    sendWithEtag(req, reply, ok(await service.forDevice(req.deviceId)), APP_CACHE),
  );
}
