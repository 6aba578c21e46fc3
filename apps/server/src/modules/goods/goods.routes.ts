import { goodsEndpoints, goodsResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { Invalid } from '../../lib/errors';
import type { FileService } from '../files/files.service';
import { readSingleUpload } from '../files/single-upload';
import { sniffImage } from '../files/sniff';
import { createGoodsService, GOODS_IMAGE_PURPOSE } from './goods.service';

/** Goods pictures: JPG or PNG, at most 5 MB (docs/product-rules.md, "Input rules"). */
export const GOODS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Goods: the standard routes, and `POST /goods/upload` for a picture (multipart `file`). */
export async function goodsRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const service = createGoodsService(app.ctx.db, files);
  registerCrud(app, goodsResource, service);
  registerEndpoint(app, goodsEndpoints.upload, async (req) => {
    const { name, bytes } = await readSingleUpload(req, GOODS_IMAGE_MAX_BYTES);
    const kind = sniffImage(bytes);
    if (bytes.length && kind !== 'image/png' && kind !== 'image/jpeg')
      throw Invalid('notAGoodsImage', { file: 'notAGoodsImage' });
    const accept = { kind: 'image' as const, maxBytes: GOODS_IMAGE_MAX_BYTES };
    return ok(await files.store(req.actor, GOODS_IMAGE_PURPOSE, accept, name, bytes), 'Upload Successful');
  });
  return service;
}
