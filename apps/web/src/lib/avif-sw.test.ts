import { beforeEach, describe, expect, it, vi } from 'vitest';
import workerSource from '../../public/avif-sw.js?raw';

const ORIGIN = 'https://console.example';
type Listener = (event: unknown) => void;

// A tiny service-worker world: the script runs against these instead of a browser's.
let listeners: Record<string, Listener>;
let stores: Map<string, Map<string, Response>>;
const network = vi.fn<(request: Request) => Promise<Response>>();

const cacheOf = (name: string) => {
  if (!stores.has(name)) stores.set(name, new Map());
  const store = stores.get(name)!;
  return {
    match: async (r: Request) => store.get(r.url)?.clone(),
    put: async (r: Request, res: Response) => void store.set(r.url, res),
  };
};

beforeEach(() => {
  listeners = {};
  stores = new Map();
  network.mockReset();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => {
      listeners[type] = fn;
    },
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  const caches = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  new Function('self', 'caches', 'fetch', workerSource)(self, caches, network);
});

/** What the worker does with a request: undefined when it leaves it alone. */
function dispatch(url: string, init?: RequestInit): Promise<Response> | undefined {
  let answer: Promise<Response> | undefined;
  listeners.fetch({
    request: new Request(url, init),
    respondWith: (p: Promise<Response>) => {
      answer = p;
    },
  });
  return answer;
}
// A same-origin answer: a Response made in a test has type 'default', the browser's is 'basic'.
const reply = (body: string, type: string, status = 200) => {
  const res = new Response(body, { status, headers: { 'content-type': type } });
  Object.defineProperty(res, 'type', { value: 'basic' });
  return res;
};

describe('avif-sw.js', () => {
  it('serves a WebP image from the cache after the first download', async () => {
    network.mockResolvedValueOnce(reply('webp-bytes', 'image/webp'));
    expect(await (await dispatch(`${ORIGIN}/img/face.webp`))!.text()).toBe('webp-bytes');
    expect(await (await dispatch(`${ORIGIN}/img/face.webp`))!.text()).toBe('webp-bytes');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('caches an AVIF response whatever its path', async () => {
    network.mockResolvedValueOnce(reply('avif-bytes', 'image/avif'));
    await dispatch(`${ORIGIN}/thumb?id=3`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(stores.get('skin-images-v1')?.has(`${ORIGIN}/thumb?id=3`)).toBe(true);
  });

  it.each([
    [`${ORIGIN}/api/files/7.webp`, {}],
    [`${ORIGIN}/img/face.webp`, { method: 'POST' }],
    ['https://elsewhere.example/face.webp', {}],
    [`${ORIGIN}/assets/index.js`, {}],
  ])('leaves %s alone', (url, init) => {
    expect(dispatch(url, init)).toBeUndefined();
  });

  it('never stores what is not an AVIF or WebP image', async () => {
    network
      .mockResolvedValueOnce(reply('<html>', 'text/html'))
      .mockResolvedValueOnce(reply('png', 'image/png'))
      .mockResolvedValueOnce(reply('gone', 'image/webp', 404));
    await dispatch(`${ORIGIN}/missing.webp`);
    await dispatch(`${ORIGIN}/logo.png`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    await dispatch(`${ORIGIN}/old.webp`);
    expect([...(stores.get('skin-images-v1')?.keys() ?? [])]).toEqual([]);
  });

  it('deletes the caches of older versions on activate, and only those', async () => {
    stores.set('skin-images-v0', new Map());
    stores.set('someone-else', new Map());
    stores.set('skin-images-v1', new Map());
    let done: Promise<unknown> = Promise.resolve();
    listeners.activate({
      waitUntil: (p: Promise<unknown>) => {
        done = p;
      },
    });
    await done;
    expect([...stores.keys()].sort()).toEqual(['skin-images-v1', 'someone-else']);
  });
});
