import {
  Code,
  type ErrorData,
  type GoodsBatchResult,
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

/** A batch to send: the sheet, its pictures, whose goods they are (none: the caller's, or the platform's for platform staff). */
export type GoodsBatchInput = { sheet: File; images: File[]; ownerId?: number; dryRun: boolean };
type Body = { code?: number; msg?: string; data?: (Partial<GoodsBatchResult> & ErrorData) | null };

/** One POST through XMLHttpRequest, the one browser API that reports an upload's progress. */
function post(input: GoodsBatchInput, onProgress: (sent: number) => void) {
  return new Promise<{ status: number; body: Body | null }>((resolve, reject) => {
    const form = new FormData();
    form.append('file', input.sheet);
    for (const image of input.images) form.append('images', image);
    const query = new URLSearchParams({ dryRun: String(input.dryRun) });
    if (input.ownerId !== undefined) query.set('ownerId', String(input.ownerId));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${routeOf(goodsEndpoints.batch)}?${query}`);
    xhr.timeout = TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const auth = authorizationHeader();
    if (auth) xhr.setRequestHeader('Authorization', auth);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let body: Body | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Body;
      } catch {
        // Not JSON (a proxy's error page): judged by the status below.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(t('errors.addressNotFound')));
    xhr.ontimeout = () => reject(new ApiError(t('errors.timeout')));
    xhr.send(form);
  });
}

const isResult = (data: Body['data']): data is GoodsBatchResult & ErrorData => Array.isArray(data?.errors);

/**
 * `POST /goods/batch` (multipart: `file`, `images`): checks the batch, or writes it when
 * `dryRun` is false. `onProgress` follows the bytes sent (0 to 1); the server's work starts at 1.
 * A write refused for the sheet's errors answers them as the check does. An expired token is
 * renewed by one ordinary call, then the batch is sent again.
 */
export async function sendGoodsBatch(
  input: GoodsBatchInput,
  onProgress: (sent: number) => void,
): Promise<GoodsBatchResult> {
  try {
    let answer = await post(input, onProgress);
    if (answer.body?.code === Code.expiredToken) {
      await call(meEndpoints.me, {}, { quiet: true });
      answer = await post(input, onProgress);
    }
    const { status, body } = answer;
    if (isResult(body?.data)) return body.data;
    if (!body) throw new ApiError(t('errors.generic'), undefined, status);
    throw new ApiError(translateFailure(body.msg, body.data ?? undefined).message, body.code, status);
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(t('errors.generic'));
    reportFailure(error, false);
    throw error;
  }
}

/** `GET /goods/batch/template`: saves the template (`goods-template.xlsx`) through the browser. */
export async function downloadGoodsTemplate(): Promise<void> {
  const get = () => {
    const auth = authorizationHeader();
    return fetch(routeOf(goodsEndpoints.batchTemplate), { headers: auth ? { Authorization: auth } : {} });
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
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = 'goods-template.xlsx';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(t('errors.addressNotFound'));
    reportFailure(error, false);
    throw error;
  }
}
