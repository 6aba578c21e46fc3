import { Code, type ErrorData, meEndpoints, routeOf, type StoredFile } from '@skin/contract';
import { ApiError } from './api-client';
import { call } from './endpoint-client';
import { t } from './i18n';
import { translateFailure } from './server-messages';
import { authorizationHeader } from './token-storage';

type Envelope = { code?: number; msg?: string; data?: StoredFile & ErrorData };

async function send(path: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = authorizationHeader();
  if (auth) headers.Authorization = auth;
  try {
    // No content type of our own: the browser writes multipart/form-data with its boundary.
    const res = await fetch(path, { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json().catch(() => null)) as Envelope | null };
  } catch {
    throw new ApiError(t('errors.addressNotFound'));
  }
}

/**
 * Sends one file to an upload endpoint (multipart `file`): the server checks it by its content and
 * answers the stored file, whose id the record keeps once saved. An expired token is renewed by
 * one ordinary call, then the file is sent again. A refusal is an ApiError in the reader's words.
 */
export async function uploadFile(endpoint: { path: string }, file: File): Promise<StoredFile> {
  const path = routeOf(endpoint);
  let answer = await send(path, file);
  if (answer.body?.code === Code.expiredToken) {
    await call(meEndpoints.me, {}, { quiet: true });
    answer = await send(path, file);
  }
  const { status, body } = answer;
  if (body?.code === Code.ok && body.data) return body.data;
  if (!body) throw new ApiError(t('errors.generic'), undefined, status);
  throw new ApiError(translateFailure(body.msg, body.data).message, body.code, status);
}
