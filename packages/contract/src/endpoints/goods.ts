import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { storedFile } from '../resources/device-type';
import { goodsResource } from '../resources/goods';
import { goodsBatchQuery, goodsBatchResult } from '../resources/goods-batch';

const tag = 'goods';

/** Goods pictures and the batch upload from a spreadsheet. */
export const goodsEndpoints = {
  /** Multipart: the picture as `file`. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/goods/upload',
    permission: goodsResource.extra.upload,
    tag,
    summary: 'Upload a goods picture (JPG or PNG, checked by content)',
    multipart: true,
    response: envelope(storedFile),
  }),
  /** The spreadsheet to fill in, as an attachment. */
  batchTemplate: defineEndpoint({
    method: 'GET',
    path: '/goods/batch/template',
    permission: goodsResource.extra.batch,
    tag,
    summary: 'Download the goods batch template (.xlsx)',
    raw: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    response: z.unknown(),
  }),
  /** Multipart; a sheet with errors is refused whole: 400 with every error in `data`. */
  batch: defineEndpoint({
    method: 'POST',
    path: '/goods/batch',
    permission: goodsResource.extra.batch,
    tag,
    summary: 'Check (dry run) or write goods from a spreadsheet and its pictures',
    description:
      'Multipart: the sheet (xlsx, xls, xlsm or xlsb) as `file`, up to 200 pictures (JPG, PNG or WebP, 200 KB each) as `images`. A sheet with errors writes nothing: 400 with every error.',
    multipart: true,
    query: goodsBatchQuery,
    response: envelope(goodsBatchResult),
  }),
};
