import { goodsEndpoints, goodsResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { Invalid, unnamedFile } from '../../lib/errors';
import { type FileService, tooLarge } from '../files/files.service';
import { sniffImage } from '../files/sniff';
import { createGoodsService, GOODS_IMAGE_PURPOSE } from './goods.service';

/** Goods pictures: JPG or PNG, at most 5 MB (docs/product-rules.md, "Input rules"). */
export const GOODS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Goods: the standard routes, and `POST /goods/upload` for a picture (multipart `file`). */
export async function goodsRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const service = createGoodsService(app.ctx.db, files);
  registerCrud(app, goodsResource, service);
  registerEndpoint(app, goodsEndpoints.upload, async (req) => {
    const part = await req.file();
    if (!part) throw Invalid('chooseFile', { file: 'chooseFile' });
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge(GOODS_IMAGE_MAX_BYTES);
    // A binary part without a file name still arrives as a file: there is no name to store it under.
    if (part.filename === undefined) throw unnamedFile(part.fieldname);
    const kind = sniffImage(bytes);
    if (bytes.length && kind !== 'image/png' && kind !== 'image/jpeg')
      throw Invalid('notAGoodsImage', { file: 'notAGoodsImage' });
    const accept = { kind: 'image' as const, maxBytes: GOODS_IMAGE_MAX_BYTES };
    return ok(
      await files.store(req.actor, GOODS_IMAGE_PURPOSE, accept, part.filename, bytes),
      'Upload Successful',
    );
  });
  return service;
}
