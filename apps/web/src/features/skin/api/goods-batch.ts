import {
  Code,
  type ErrorData,
  GOODS_SHEET_LANGUAGES,
  type GoodsBatchResult,
  type GoodsSheetLanguage,
  goodsEndpoints,
  meEndpoints,
  routeOf,
} from '@skin/contract';
import { ApiError, TIMEOUT_MS } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { t } from '../../../lib/i18n';
import { reportFailure } from '../../../lib/report-failure';
import { translateFailure } from '../../../lib/server-messages';
import { authorizationHeader } from '../../../lib/token-storage';
import { postForm } from '../../../lib/upload-file';

/** A batch to send: the sheet, its pictures, whose goods they are (none: the caller's, or the platform's for platform staff). */
export type GoodsBatchInput = { sheet: File; images: File[]; ownerId?: number; dryRun: boolean };
type Body = { code?: number; msg?: string; data?: (Partial<GoodsBatchResult> & ErrorData) | null };

/** The batch as one multipart form: the sheet, then its pictures. */
function formOf(input: GoodsBatchInput) {
  const form = new FormData();
  form.append('file', input.sheet);
  for (const image of input.images) form.append('images', image);
  return form;
}

const isResult = (data: Body['data']): data is GoodsBatchResult & ErrorData => Array.isArray(data?.errors);

/**
 * A batch refused as a whole (its sheet unreadable, a picture too large...): the message, and the
 * part it is about (`file`, `images`), translated, for the screen to show beside that part.
 */
export class GoodsBatchRefused extends ApiError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
    code?: number,
    status?: number,
  ) {
    super(message, code, status);
  }
}

/**
 * `POST /goods/batch` (multipart: `file`, `images`): checks the batch, or writes it when
 * `dryRun` is false. `onProgress` follows the bytes sent (0 to 1); the server's work starts at 1.
 * A write refused for the sheet's errors answers them as the check does.
 */
export async function sendGoodsBatch(
  input: GoodsBatchInput,
  onProgress: (sent: number) => void,
): Promise<GoodsBatchResult> {
  const query = new URLSearchParams({ dryRun: String(input.dryRun) });
  if (input.ownerId !== undefined) query.set('ownerId', String(input.ownerId));
  try {
    const { status, body } = await postForm<Body>(
      `${routeOf(goodsEndpoints.batch)}?${query}`,
      formOf(input),
      {
        onProgress,
        timeoutMs: TIMEOUT_MS,
      },
    );
    if (isResult(body?.data)) return body.data;
    if (!body) throw new ApiError(t('errors.generic'), undefined, status);
    const failure = translateFailure(body.msg, body.data ?? undefined);
    throw new GoodsBatchRefused(failure.message, failure.fields, body.code, status);
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(t('errors.generic'));
    reportFailure(error, false);
    throw error;
  }
}

/** The workbook's language: the console's, or English for one the sheet is not written in. */
export const sheetLanguageOf = (language: string): GoodsSheetLanguage =>
  (GOODS_SHEET_LANGUAGES as readonly string[]).includes(language) ? (language as GoodsSheetLanguage) : 'en';

/** Saves a workbook the server writes (a GET with the caller's token) through the browser. */
async function saveWorkbook(url: string, fileName: string): Promise<void> {
  const get = () => {
    const auth = authorizationHeader();
    return fetch(url, { headers: auth ? { Authorization: auth } : {} });
  };
  try {
    let res = await get();
    if (
      !res.ok &&
      (
        await res
          .clone()
          .json()
          .catch(() => null)
      )?.code === Code.expiredToken
    ) {
      await call(meEndpoints.me, {}, { quiet: true });
      res = await get();
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as Body | null;
      throw new ApiError(
        translateFailure(body?.msg, body?.data ?? undefined).message,
        body?.code,
        res.status,
      );
    }
    const link = document.createElement('a');
    const href = URL.createObjectURL(await res.blob());
    link.href = href;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(t('errors.addressNotFound'));
    reportFailure(error, false);
    throw error;
  }
}

/** `GET /goods/batch/template`: saves the template (`goods-template.xlsx`) in the user's language. */
export const downloadGoodsTemplate = (language: string) =>
  saveWorkbook(
    `${routeOf(goodsEndpoints.batchTemplate)}?${new URLSearchParams({ lang: sheetLanguageOf(language) })}`,
    'goods-template.xlsx',
  );

/**
 * `GET /goods/batch/export`: saves the goods the list's filters match (`goods.xlsx`), in the
 * template's columns with their ids, to be edited and uploaded again.
 */
export function downloadGoodsExport(filters: Record<string, unknown>, language: string) {
  const query = new URLSearchParams({ lang: sheetLanguageOf(language) });
  for (const key of ['name', 'type', 'category', 'shelf', 'ownerId'])
    if (filters[key] !== undefined && filters[key] !== '') query.set(key, String(filters[key]));
  return saveWorkbook(`${routeOf(goodsEndpoints.batchExport)}?${query}`, 'goods.xlsx');
}
