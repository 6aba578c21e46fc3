import {
  type AppDiscoveryUpload,
  appDiscoveryEndpoints,
  Code,
  type ErrorData,
  meEndpoints,
  pathOf,
  routeOf,
  type StoredFile,
} from '@skin/contract';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { t } from '../../../lib/i18n';
import { translateFailure } from '../../../lib/server-messages';
import { authorizationHeader } from '../../../lib/token-storage';

type Envelope = { code?: number; msg?: string; data?: StoredFile & ErrorData };
/** What an upload reports as it goes: the share of the file sent, 0 to 100. */
export type OnProgress = (percent: number) => void;

/** Thrown when the user cancelled an upload: nothing to report. */
export class UploadCancelled extends Error {}

/**
 * One send through XMLHttpRequest, the browser API that reports an upload's progress (fetch
 * reports none); the signal aborts it.
 */
function send(kind: AppDiscoveryUpload, file: File, onProgress: OnProgress, signal?: AbortSignal) {
  return new Promise<{ status: number; body: Envelope | null }>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', routeOf({ path: pathOf(appDiscoveryEndpoints.upload, { kind }) }));
    xhr.setRequestHeader('Accept', 'application/json');
    const auth = authorizationHeader();
    if (auth) xhr.setRequestHeader('Authorization', auth);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: Envelope | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(t('errors.addressNotFound')));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * `POST /app-discovery/upload/<kind>` (multipart `file`): the server judges the file by its
 * content and answers the stored file. An expired token is renewed by one ordinary call, then
 * the file is sent again.
 */
export async function uploadDiscoveryFile(
  kind: AppDiscoveryUpload,
  file: File,
  onProgress: OnProgress,
  signal?: AbortSignal,
): Promise<StoredFile> {
  let answer = await send(kind, file, onProgress, signal);
  if (answer.body?.code === Code.expiredToken) {
    await call(meEndpoints.me, {}, { quiet: true });
    answer = await send(kind, file, onProgress, signal);
  }
  const { status, body } = answer;
  if (body?.code === Code.ok && body.data) return body.data;
  if (!body) throw new ApiError(t('errors.generic'), undefined, status);
  throw new ApiError(translateFailure(body.msg, body.data).message, body.code, status);
}
