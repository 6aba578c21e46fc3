import { Code } from '@skin/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { call } from './endpoint-client';
import { UploadCancelled, uploadFile } from './upload-file';

vi.mock('./i18n', () => ({ t: (key: string) => key }));
vi.mock('./endpoint-client', () => ({ call: vi.fn() }));
vi.mock('./token-storage', () => ({ authorizationHeader: () => 'Bearer T' }));
vi.mock('./server-messages', () => ({ translateFailure: (msg: string) => ({ message: `said: ${msg}` }) }));

const fetchMock = vi.fn();
const reply = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const stored = { id: 'f1', name: 'a.png', mime: 'image/png', size: 1, url: '/api/files/f1' };
const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.clearAllMocks());

describe('an upload', () => {
  it('sends the fields before the file, with the token, and answers the stored file', async () => {
    reply({ code: Code.ok, data: stored });
    const answer = await uploadFile({ path: '/things/upload' }, file, { fields: { model: 'X1' } });
    expect(answer).toEqual(stored);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things/upload');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer T');
    expect([...(init.body as FormData).keys()]).toEqual(['model', 'file']);
  });

  it('renews an expired token once and sends the file again', async () => {
    reply({ code: Code.expiredToken, msg: 'expired' }, 401);
    reply({ code: Code.ok, data: stored });
    expect(await uploadFile({ path: '/things/upload' }, file)).toEqual(stored);
    expect(call).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is refused in the server's words", async () => {
    reply({ code: 400, msg: 'notAnImage' }, 400);
    const refusal = uploadFile({ path: '/things/upload' }, file);
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toThrow('said: notAnImage');
  });

  it('is cancelled by its signal, which is no failure to report', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => {
      controller.abort();
      return Promise.reject(init.signal?.reason);
    });
    await expect(
      uploadFile({ path: '/things/upload' }, file, { signal: controller.signal }),
    ).rejects.toBeInstanceOf(UploadCancelled);
  });
});
