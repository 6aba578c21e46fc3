import {
  Code,
  deviceTypeEndpoints,
  type ErrorData,
  type FileKind,
  meEndpoints,
  pathOf,
  type StoredFile,
} from '@skin/contract';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { t } from '../../../lib/i18n';
import { translateFailure } from '../../../lib/server-messages';
import { authorizationHeader } from '../../../lib/token-storage';

type Envelope = { code?: number; msg?: string; data?: StoredFile & ErrorData };

async function send(kind: FileKind, hardwareModel: string, file: File) {
  const form = new FormData();
  // The model goes first: the server reads the fields before the file part.
  form.append('hardwareModel', hardwareModel);
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = authorizationHeader();
  if (auth) headers.Authorization = auth;
  try {
    // No content type of our own: the browser writes multipart/form-data with its boundary.
    const res = await fetch(`${API_BASE}${pathOf(deviceTypeEndpoints.upload, { kind })}`, {
      method: 'POST',
      headers,
      body: form,
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Envelope | null };
  } catch {
    throw new ApiError(t('errors.addressNotFound'));
  }
}

/**
 * `POST /device-type/file/<kind>` (multipart: hardwareModel, file): the server checks the content
 * and answers the stored file. An expired token is renewed by one ordinary call, then sent again.
 */
export async function uploadDeviceTypeFile(kind: FileKind, hardwareModel: string, file: File) {
  let answer = await send(kind, hardwareModel, file);
  if (answer.body?.code === Code.expiredToken) {
    await call(meEndpoints.me, {}, { quiet: true });
    answer = await send(kind, hardwareModel, file);
  }
  const { status, body } = answer;
  if (body?.code === Code.ok && body.data) return body.data;
  if (!body) throw new ApiError(t('errors.generic'), undefined, status);
  throw new ApiError(translateFailure(body.msg, body.data).message, body.code, status);
}
