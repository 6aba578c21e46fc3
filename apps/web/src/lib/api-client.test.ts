// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, requestToken } from './api-client';
import { confirm, showError } from './feedback';
import { onSessionEnded } from './report-failure';
import { getAccessToken, setTokens } from './token-storage';

vi.mock('./feedback', () => ({ showError: vi.fn(), confirm: vi.fn() }));
vi.mock('./i18n', () => ({ t: (key: string) => key }));
// Every server message key counts as known: a refusal with a key shows that key's translation.
vi.mock('i18next', () => ({ default: { exists: (key: string) => key.startsWith('server.') } }));

type Reply = { status?: number; body: unknown };
const fetchMock = vi.fn();
/** Queues the server's answers, in order. */
const replies = (...list: Reply[]) => {
  for (const r of list)
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(r.body), { status: r.status ?? 200 }));
};
const sent = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('request', () => {
  it('unwraps code 200 and sends the bearer token', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1', tokenType: 'Bearer' });
    replies({ body: { code: 200, msg: 'success', data: { id: 1 } } });
    await expect(request('/ums-user/me')).resolves.toEqual({ id: 1 });
    expect(sent(0).url).toBe('/api/ums-user/me');
    expect(sent(0).headers.Authorization).toBe('Bearer A1');
    expect(sent(0).headers['Content-Type']).toBeUndefined();
  });

  it('returns a body without a code as it is', async () => {
    replies({ body: { access_token: 'x' } });
    await expect(request('/anything')).resolves.toEqual({ access_token: 'x' });
  });

  it('rejects any other code and shows its message', async () => {
    replies({ status: 409, body: { code: 409, msg: 'Taken', data: null } });
    await expect(request('/x', { method: 'POST', body: { a: 1 } })).rejects.toMatchObject({
      message: 'Taken',
      code: 409,
    });
    expect(sent(0).headers['Content-Type']).toBe('application/json');
    expect(showError).toHaveBeenCalledWith('Taken');
  });

  it('shows an OAuth error description', async () => {
    replies({ status: 400, body: { error: 'invalid_grant', error_description: 'Nope' } });
    await expect(requestToken({ grant_type: 'password' })).rejects.toBeInstanceOf(ApiError);
    expect(showError).toHaveBeenCalledWith('Nope');
    expect(sent(0).headers.Authorization).toBeUndefined();
  });

  it('sends the credentials in a form body, never in the URL', async () => {
    replies({
      body: { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900, userId: 1 },
    });
    await requestToken({ grant_type: 'password', username: 'admin', password: 'admin123' });
    expect(sent(0).url).not.toMatch(/password|client_secret|admin123/);
    expect(sent(0).headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(String(sent(0).init.body));
    expect(form.get('password')).toBe('admin123');
    expect(form.get('client_id')).toBe('console');
  });

  it('translates an OAuth refusal by its key', async () => {
    replies({
      status: 429,
      body: {
        error: 'slow_down',
        error_description: 'Too many',
        error_key: 'tooManySignIns',
        error_params: { minutes: 15 },
      },
    });
    await expect(requestToken({ grant_type: 'password' })).rejects.toBeInstanceOf(ApiError);
    expect(showError).toHaveBeenCalledWith('server.tooManySignIns');
  });

  it('reports a network failure as an unknown address', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/x')).rejects.toThrow('errors.addressNotFound');
    expect(showError).toHaveBeenCalledWith('errors.addressNotFound');
  });

  it('gives up after 50 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = expect(request('/slow')).rejects.toThrow('errors.timeout');
    await vi.advanceTimersByTimeAsync(50_000);
    await pending;
  });

  it('renews an expired token once, silently, and retries', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'R1', tokenType: 'Bearer' });
    replies(
      { status: 401, body: { code: 50014, msg: 'Token expired', data: null } },
      { body: { access_token: 'new', refresh_token: 'R2', token_type: 'Bearer', expires_in: 900 } },
      { body: { code: 200, msg: 'success', data: 'ok' } },
    );
    await expect(request('/ums-user/me')).resolves.toBe('ok');
    const form = new URLSearchParams(String(sent(1).init.body));
    expect([form.get('grant_type'), form.get('refresh_token')]).toEqual(['refresh_token', 'R1']);
    expect(sent(1).url).not.toContain('R1');
    expect(sent(2).headers.Authorization).toBe('Bearer new');
    expect(getAccessToken()).toBe('new');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks to sign in again when the token cannot be renewed', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'R1', tokenType: 'Bearer' });
    replies(
      { status: 401, body: { code: 50014, msg: 'Token expired', data: null } },
      { status: 400, body: { error: 'invalid_grant', error_description: 'Refresh token expired' } },
    );
    await expect(request('/x')).rejects.toMatchObject({ code: 50014 });
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ okText: 'session.relogin' }));
    expect(showError).not.toHaveBeenCalled();
  });

  it('leaves a quiet caller to report a revoked token itself', async () => {
    replies({ status: 401, body: { code: 50012, msg: 'Token revoked', data: null } });
    await expect(request('/x', { quiet: true })).rejects.toMatchObject({ code: 50012 });
    expect(confirm).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('ends the session on code 206', async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    replies({ status: 401, body: { code: 206, msg: 'Your account is disabled', data: null } });
    await expect(request('/x')).rejects.toMatchObject({ code: 206 });
    expect(ended).toHaveBeenCalledOnce();
  });
});
