import { Code, type ErrorData } from '@skin/contract';
import { API_BASE, ApiError, request, TIMEOUT_MS } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { reportFailure } from '../../../lib/report-failure';
import { translateFailure } from '../../../lib/server-messages';
import { authorizationHeader } from '../../../lib/token-storage';

/** A refused write whose envelope named the fields at fault (`data.fields`: field -> message). */
export class FieldsError extends ApiError {
  constructor(
    message: string,
    code: number,
    status: number,
    readonly fields: Record<string, string>,
  ) {
    super(message, code, status);
    this.name = 'FieldsError';
  }
}

type WriteOptions = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The caller reports the failure itself (e.g. in its own words): no red message from here. */
  quiet?: boolean;
};
type Envelope = { code?: unknown; msg?: unknown; data?: ErrorData };

async function send(path: string, options: WriteOptions): Promise<{ status: number; body: Envelope | null }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = authorizationHeader();
  if (auth) headers.Authorization = auth;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(`${API_BASE}${path}`, {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    const body = (await res.json().catch(() => null)) as Envelope | null;
    return { status: res.status, body };
  } catch {
    throw new ApiError(t(controller.signal.aborted ? 'errors.timeout' : 'errors.addressNotFound'));
  } finally {
    clearTimeout(timer);
  }
}

/** The error a failed answer stands for, or null for success. */
function failureOf(status: number, body: Envelope | null): ApiError | null {
  if (!body || typeof body.code !== 'number')
    return new ApiError(t('errors.addressNotFound'), undefined, status);
  if (body.code === Code.ok) return null;
  // Messages travel as keys with parameters: both the message and the fields' are translated.
  const { message, fields } = translateFailure(body.msg, body.data ?? undefined);
  if (Object.keys(fields).length) return new FieldsError(message, body.code, status, fields);
  return new ApiError(message, body.code, status, body.data);
}

/**
 * A write from a form. Unlike `request`, a refusal naming fields throws a FieldsError so the form
 * can mark them (after the usual red message); everything else behaves as `request` does.
 */
export async function requestWithFields<T>(path: string, options: WriteOptions): Promise<T> {
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    answer = await send(path, options);
  } catch (err) {
    reportFailure(err as ApiError, options.quiet ?? false);
    throw err;
  }
  // Refused before the server acted, so `request` may send it again once it has renewed the token;
  // it reports its own failures.
  if (answer.body?.code === Code.expiredToken) return request<T>(path, options);
  const error = failureOf(answer.status, answer.body);
  if (!error) return answer.body?.data as T;
  reportFailure(error, options.quiet ?? false);
  throw error;
}
