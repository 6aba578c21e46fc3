import { Code, type ErrorData, meEndpoints, routeOf, type StoredFile } from '@skin/contract';
import { ApiError } from './api-client';
import { call } from './endpoint-client';
import { t } from './i18n';
import { translateFailure } from './server-messages';
import { authorizationHeader } from './token-storage';

type Answer<Body> = { status: number; body: Body | null };

export type SendOptions = {
  /** Told the share of the body sent so far, 0 to 1 (a large video's upload takes minutes). */
  onProgress?: (sent: number) => void;
  /** Aborts the request: the promise is then refused with `UploadCancelled`. */
  signal?: AbortSignal;
  /** A time limit for the whole request; none by default, as a large file may take minutes. */
  timeoutMs?: number;
};

/** Thrown when the upload was cancelled (its signal aborted): nothing to report. */
export class UploadCancelled extends Error {}

function headers(): Record<string, string> {
  const auth = authorizationHeader();
  return auth ? { Accept: 'application/json', Authorization: auth } : { Accept: 'application/json' };
}

async function sendByFetch<Body>(path: string, form: FormData, signal?: AbortSignal): Promise<Answer<Body>> {
  try {
    // No content type of our own: the browser writes multipart/form-data with its boundary.
    const res = await fetch(path, { method: 'POST', headers: headers(), body: form, signal });
    return { status: res.status, body: (await res.json().catch(() => null)) as Body | null };
  } catch {
    if (signal?.aborted) throw new UploadCancelled();
    throw new ApiError(t('errors.addressNotFound'));
  }
}

/** XMLHttpRequest, the browser API that reports an upload's progress (fetch reports none). */
function sendByXhr<Body>(path: string, form: FormData, options: SendOptions): Promise<Answer<Body>> {
  const { onProgress, signal, timeoutMs } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (timeoutMs) xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      let body: Body | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Body;
      } catch {
        // Not JSON (a proxy's error page): judged by the status.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(t('errors.addressNotFound')));
    xhr.ontimeout = () => reject(new ApiError(t('errors.timeout')));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * One multipart POST with the session's token, through XMLHttpRequest when its progress is
 * followed or its time limited, through fetch otherwise. An expired token is renewed by one
 * ordinary call, then the form is sent again (safe: the server refused it before acting).
 * Answers the status and the envelope, for the caller to judge.
 */
export async function postForm<Body extends { code?: number }>(
  path: string,
  form: FormData,
  options: SendOptions = {},
): Promise<Answer<Body>> {
  const send = () =>
    options.onProgress || options.timeoutMs
      ? sendByXhr<Body>(path, form, options)
      : sendByFetch<Body>(path, form, options.signal);
  const answer = await send();
  if (answer.body?.code !== Code.expiredToken) return answer;
  await call(meEndpoints.me, {}, { quiet: true });
  return send();
}

export type UploadOptions = Omit<SendOptions, 'onProgress' | 'timeoutMs'> & {
  /** Told the share of the file sent so far, in whole percent. */
  onProgress?: (percent: number) => void;
  /** Form fields sent before the file part: the server reads them before it reads the file. */
  fields?: Record<string, string>;
};

/**
 * Sends one file to an upload endpoint (multipart `file`): the server checks it by its content and
 * answers the stored file, whose id the record keeps once saved. A refusal is an ApiError in the
 * reader's words.
 */
export async function uploadFile(
  endpoint: { path: string },
  file: File,
  { onProgress, signal, fields }: UploadOptions = {},
): Promise<StoredFile> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
  form.append('file', file);
  const { status, body } = await postForm<{ code?: number; msg?: string; data?: StoredFile & ErrorData }>(
    routeOf(endpoint),
    form,
    { signal, onProgress: onProgress && ((sent) => onProgress(Math.min(100, Math.floor(sent * 100)))) },
  );
  if (body?.code === Code.ok && body.data) return body.data;
  if (!body) throw new ApiError(t('errors.generic'), undefined, status);
  throw new ApiError(translateFailure(body.msg, body.data).message, body.code, status);
}
