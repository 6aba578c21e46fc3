import { type APIRequestContext, expect } from '@playwright/test';
import { tokenFor } from './session';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A user's API (the admin's unless named), for making a journey's own data and removing it again:
 * `call` answers the envelope's data, and fails the journey on any refusal, so setup that went
 * wrong never passes for the journey's own failure.
 */
export async function apiAs(request: APIRequestContext, username = 'admin', password?: string) {
  const { access_token } = await tokenFor(request, username, password);
  const headers = { authorization: `Bearer ${access_token}` };
  return async function call<T = unknown>(method: Method, url: string, data?: object): Promise<T> {
    const res = await request.fetch(url, { method, headers, data });
    const body = await res.json();
    expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
    return body.data as T;
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** A list endpoint's rows (the largest page the API gives). */
export async function listOf<T>(api: Api, url: string): Promise<T[]> {
  const page = await api<{ list: T[] }>('GET', `${url}${url.includes('?') ? '&' : '?'}pageSize=500`);
  return page.list;
}
