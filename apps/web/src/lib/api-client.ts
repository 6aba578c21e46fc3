import { authEndpoints, CONSOLE_CLIENT, Code, type ErrorData, type TokenResponse } from '@skin/contract';
import { ApiError } from './api-error';
import { t } from './i18n';
import { reportFailure } from './report-failure';
import { translateFailure, translateMessage } from './server-messages';
import { authorizationHeader, getRefreshToken, setTokens } from './token-storage';

export { ApiError };

/** Every call goes under this base (docs/architecture.md, "API conventions"). */
export const API_BASE = '/api';
/** HTTP timeout (docs/product-rules.md, "Numbers"). */
export const TIMEOUT_MS = 50_000;

type Params = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Params;
  body?: unknown;
  /** Sent as a form body (`application/x-www-form-urlencoded`) instead of JSON. */
  form?: Record<string, string>;
  /** No Authorization header: the token endpoint authenticates the client by its fields. */
  anonymous?: boolean;
  /** The caller reports the failure itself: no message and no dialog from here. */
  quiet?: boolean;
};

type Raw = { ok: boolean; status: number; body: unknown; sentAuth: string | null };

function urlOf(path: string, params?: Params): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined) query.set(k, String(v));
  const search = query.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions): Promise<Raw> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sentAuth = options.anonymous ? null : authorizationHeader();
  if (sentAuth) headers.Authorization = sentAuth;
  // Only with a body: the server refuses a JSON content type with an empty body.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const payload = options.form
    ? new URLSearchParams(options.form).toString()
    : options.body === undefined
      ? undefined
      : JSON.stringify(options.body);
  try {
    const res = await fetch(urlOf(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body: payload,
      signal: controller.signal,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): judged by the HTTP status below.
    }
    return { ok: res.ok, status: res.status, body, sentAuth };
  } catch {
    throw new ApiError(t(controller.signal.aborted ? 'errors.timeout' : 'errors.addressNotFound'));
  } finally {
    clearTimeout(timer);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

// One renewal at a time: concurrent calls that all met an expired token share it.
let refreshing: Promise<boolean> | null = null;

function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    try {
      const token = await requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken }, true);
      setTokens({
        accessToken: token.access_token,
        refreshToken: token.refresh_token,
        tokenType: token.token_type,
      });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function attempt<T>(path: string, options: RequestOptions, retried: boolean): Promise<T> {
  const res = await send(path, options);
  const body = res.body;
  if (isObject(body) && typeof body.error === 'string' && 'error_description' in body)
    throw new ApiError(
      translateMessage(
        typeof body.error_key === 'string'
          ? { key: body.error_key, params: isObject(body.error_params) ? body.error_params : undefined }
          : undefined,
        body.error_description,
      ),
      undefined,
      res.status,
    );
  if (!isObject(body) || !('code' in body)) {
    if (res.ok) return body as T;
    throw new ApiError(t('errors.addressNotFound'), undefined, res.status);
  }
  const code = Number(body.code);
  if (code === Code.ok) return body.data as T;
  if (code === Code.expiredToken && !retried) {
    // Another call may have renewed the token meanwhile; otherwise renew it once, silently.
    const renewed = authorizationHeader() !== res.sentAuth || (await refreshSession());
    if (renewed) return attempt<T>(path, options, true);
  }
  throw new ApiError(translateFailure(body.msg, body.data as ErrorData).message, code, res.status, body.data);
}

/** Calls the API and unwraps the envelope: code 200 gives `data`, a body without a code is returned as is. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await attempt<T>(path, options, false);
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(t('errors.generic'));
    reportFailure(error, options.quiet ?? false);
    throw error;
  }
}

/**
 * The OAuth token endpoint (docs/product-rules.md, "API paths"), answered as bare JSON. The fields
 * travel in a form body, never in the URL, so no address bar, history, proxy or log line ever holds
 * a password (the server still accepts the query-string form for other clients).
 */
export function requestToken(fields: Record<string, string>, quiet = false): Promise<TokenResponse> {
  return request<TokenResponse>(authEndpoints.token.path, {
    method: 'POST',
    anonymous: true,
    quiet,
    form: { ...fields, client_id: CONSOLE_CLIENT.id, client_secret: CONSOLE_CLIENT.secret },
  });
}
