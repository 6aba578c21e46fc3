import { STORE_LOGO_MAX_BYTES, storeEndpoints, storeResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';
import { readSingleUpload } from '../files/single-upload';
import { createStoreService } from './stores.service';

/** Stores: the standard routes, scoped by merchant, and `POST /store/logo` for a logo (multipart `file`). */
export async function storeRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  registerCrud(app, storeResource, createStoreService(app.ctx.db, files));
  registerEndpoint(app, storeEndpoints.logo, async (req) => {
    const { name, bytes } = await readSingleUpload(req, STORE_LOGO_MAX_BYTES);
    const accept = { kind: 'image' as const, maxBytes: STORE_LOGO_MAX_BYTES };
    return ok(await files.store(req.actor, FILE_PURPOSE.storeLogo, accept, name, bytes), 'Upload Successful');
  });
}
