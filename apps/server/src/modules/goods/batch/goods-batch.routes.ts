import { Code, formatMessage, goodsEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/crud/endpoint';
import { ok } from '../../../lib/crud/reply';
import type { FileService } from '../../files/files.service';
import { createGoodsBatchService } from './goods-batch.service';
import { readBatchUpload } from './goods-batch-upload';

/**
 * Goods batch upload: `GET /goods/batch/template` (the sheet to fill in), `GET /goods/batch/export`
 * (the goods the caller sees, as that sheet) and `POST /goods/batch` (multipart: the sheet as
 * `file`, pictures as `images`), a dry run unless `dryRun=false`.
 */
export async function goodsBatchRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const service = createGoodsBatchService(app.ctx.db, files);
  // A spreadsheet file, not JSON: the declaration is `raw` and the handler sends the bytes itself.
  registerEndpoint(app, goodsEndpoints.batchTemplate, async (req, reply) =>
    reply
      .header('content-type', goodsEndpoints.batchTemplate.raw)
      .header('content-disposition', 'attachment; filename="goods-template.xlsx"')
      .header('cache-control', 'no-cache')
      .send(await service.template(req.query.lang)),
  );
  registerEndpoint(app, goodsEndpoints.batchExport, async (req, reply) => {
    const { lang, ...filters } = req.query;
    const file = await service.exportSheet(req.actor, lang, filters);
    return reply
      .header('content-type', goodsEndpoints.batchExport.raw)
      .header('content-disposition', 'attachment; filename="goods.xlsx"')
      .header('cache-control', 'no-store')
      .send(file);
  });
  registerEndpoint(app, goodsEndpoints.batch, async (req, reply) => {
    const upload = await readBatchUpload(req);
    const result = await service.run(req.actor, upload, req.query);
    if (req.query.dryRun || !result.errorCount)
      return ok(result, req.query.dryRun ? 'success' : 'Upload Successful');
    const message = { key: 'batchHasErrors' as const, params: { count: result.errorCount } };
    // Refused as a whole, with every error the dry run lists.
    return reply.code(400).send({
      code: Code.invalid,
      msg: formatMessage(message.key, message.params),
      data: { message, ...result },
    } as never);
  });
}
