import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { storedFile } from '../resources/device-type';
import { goodsResource } from '../resources/goods';
import { goodsBatchQuery, goodsBatchResult } from '../resources/goods-batch';
import { goodsExportQuery, goodsSheetQuery } from '../resources/goods-sheet';

const tag = 'goods';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  /** The spreadsheet to fill in, as an attachment, in the language asked for. */
  batchTemplate: defineEndpoint({
    method: 'GET',
    path: '/goods/batch/template',
    permission: goodsResource.extra.batch,
    tag,
    summary: 'Download the goods batch template (.xlsx): the goods sheet and its instructions',
    query: goodsSheetQuery,
    raw: XLSX_TYPE,
    response: z.unknown(),
  }),
  /**
   * The goods the caller sees under the list's filters, in the template's columns with their ids,
   * to be edited and uploaded again; refused when more match than one upload reads.
   */
  batchExport: defineEndpoint({
    method: 'GET',
    path: '/goods/batch/export',
    permission: goodsResource.extra.batch,
    tag,
    summary: 'Download the goods the filters match as a batch sheet (.xlsx) to edit and upload again',
    query: goodsExportQuery,
    raw: XLSX_TYPE,
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
