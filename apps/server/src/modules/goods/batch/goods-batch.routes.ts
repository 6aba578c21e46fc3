import {
  Code,
  envelope,
  formatMessage,
  goodsBatchQuery,
  goodsBatchResult,
  goodsResource,
} from '@skin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/crud/reply';
import type { FileService } from '../../files/files.service';
import { createGoodsBatchService } from './goods-batch.service';
import { readBatchUpload } from './goods-batch-upload';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Goods batch upload: `GET /goods/batch/template` (the sheet to fill in) and `POST /goods/batch`
 * (multipart: the sheet as `file`, pictures as `images`), a dry run unless `dryRun=false`.
 */
export async function goodsBatchRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const service = createGoodsBatchService(app.ctx.db, files);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const permission = goodsResource.extra.batch;
  r.get('/api/goods/batch/template', {
    config: { permission },
    schema: { tags: ['goods'], summary: 'Download the goods batch template (.xlsx)' },
    handler: async (_req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="goods-template.xlsx"')
        .header('cache-control', 'no-cache')
        .send(await service.template()),
  });
  r.post('/api/goods/batch', {
    config: { permission },
    schema: {
      tags: ['goods'],
      summary: 'Check (dry run) or write goods from a spreadsheet and its pictures',
      description:
        'Multipart: the sheet (xlsx, xls, xlsm or xlsb) as `file`, up to 200 pictures (JPG, PNG or WebP, 200 KB each) as `images`. A sheet with errors writes nothing: 400 with every error.',
      consumes: ['multipart/form-data'],
      querystring: goodsBatchQuery,
      response: { 200: envelope(goodsBatchResult) },
    },
    handler: async (req, reply) => {
      const upload = await readBatchUpload(req);
      const result = await service.run(req.actor, upload, req.query);
      if (req.query.dryRun || !result.errorCount)
        return ok(result, req.query.dryRun ? 'success' : 'Upload Successful');
      const message = { key: 'batchHasErrors' as const, params: { count: result.errorCount } };
      // Refused as a whole, with every error the dry run lists.
      return (reply as FastifyReply).code(400).send({
        code: Code.invalid,
        msg: formatMessage(message.key, message.params),
        data: { message, ...result },
      } as never);
    },
  });
}
