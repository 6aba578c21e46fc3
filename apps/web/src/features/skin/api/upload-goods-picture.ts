import { Code, type ErrorData, goodsEndpoints, meEndpoints, routeOf, type StoredFile } from '@skin/contract';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { t } from '../../../lib/i18n';
import { translateFailure } from '../../../lib/server-messages';
import { authorizationHeader } from '../../../lib/token-storage';

type Envelope = { code?: number; msg?: string; data?: StoredFile & ErrorData };

async function send(file: File) {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = authorizationHeader();
  if (auth) headers.Authorization = auth;
  try {
    // No content type of our own: the browser writes multipart/form-data with its boundary.
    const res = await fetch(routeOf(goodsEndpoints.upload), { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json().catch(() => null)) as Envelope | null };
  } catch {
    throw new ApiError(t('errors.addressNotFound'));
  }
}

/**
 * `POST /goods/upload` (multipart `file`): the server checks the picture is a JPG or PNG by its
 * content and answers the stored file, whose id the goods keep as `iconFileId`. An expired token
 * is renewed by one ordinary call, then the picture is sent again.
 */
export async function uploadGoodsPicture(file: File): Promise<StoredFile> {
  let answer = await send(file);
  if (answer.body?.code === Code.expiredToken) {
    await call(meEndpoints.me, {}, { quiet: true });
    answer = await send(file);
  }
  const { status, body } = answer;
  if (body?.code === Code.ok && body.data) return body.data;
  if (!body) throw new ApiError(t('errors.generic'), undefined, status);
  throw new ApiError(translateFailure(body.msg, body.data).message, body.code, status);
}
