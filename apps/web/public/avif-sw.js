/*
 * Image cache service worker (registered at /avif-sw.js; see docs/web-shell.md, "Image cache worker").
 *
 * What it does: serves AVIF and WebP images cache-first. A same-origin GET whose path ends in
 * .avif or .webp, or whose response says image/avif or image/webp, is answered from the cache
 * when present; otherwise it goes to the network and a complete (200, same-origin) response that
 * really is such an image (by its content type) is stored for next time. Such images are content-addressed uploads or hashed build
 * assets, so a stale copy is not a concern; a new version of this file bumps CACHE_NAME.
 *
 * What it never does: touch /api/ (API answers are per user and must always be fresh), other
 * origins or non-GET requests (not intercepted at all), or cache any other file type (another
 * image, e.g. PNG, is fetched from the network as it is and never stored).
 *
 * Lifecycle: on activate, caches of earlier versions (any other name starting with CACHE_PREFIX)
 * are deleted.
 */
const CACHE_PREFIX = 'skin-images-';
const CACHE_NAME = `${CACHE_PREFIX}v1`;
const IMAGE_PATH = /\.(avif|webp)$/i;
const IMAGE_TYPE = /^image\/(avif|webp)\b/i;

self.addEventListener('install', () => {
  // Nothing to precache: images are cached as they are first shown.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE_NAME).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

/** Worth intercepting: same origin, GET, not the API, and an image by path or by what it asks for. */
function isCandidate(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return false;
  const accept = request.headers.get('accept') || '';
  return (
    IMAGE_PATH.test(url.pathname) || request.destination === 'image' || /image\/(avif|webp)/.test(accept)
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Judged by what arrived, not by the name: an unknown .webp path gets the console's HTML page.
  const type = response.headers.get('content-type') || '';
  const wanted =
    IMAGE_TYPE.test(type) || (IMAGE_PATH.test(new URL(request.url).pathname) && /^image\//i.test(type));
  if (response.status === 200 && response.type === 'basic' && wanted)
    await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  if (!isCandidate(event.request)) return;
  event.respondWith(cacheFirst(event.request));
});
