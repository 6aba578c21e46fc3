/** Where the image cache worker is served (docs/web-shell.md, "Image cache worker"): public/avif-sw.js. */
export const SERVICE_WORKER_URL = '/avif-sw.js';

/**
 * Registers the image cache worker (see public/avif-sw.js and docs/web-shell.md) in production
 * builds only: in development it would serve stale images while one edits them.
 */
export function registerImageCache(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((err: unknown) => {
      // Only a cache: the console works the same without it.
      console.warn('Image cache worker not registered', err);
    });
  });
}
