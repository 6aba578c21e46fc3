import { expect, test } from './support/test';

test('the image cache worker is registered at /avif-sw.js and leaves API calls alone', async ({ page }) => {
  await page.goto('/login');
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/avif-sw\.js$/);

  // Once the page is controlled by the worker, an API answer still comes from the network.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const health = page.waitForResponse((r) => r.url().endsWith('/api/health'));
  await page.evaluate(() => fetch('/api/health'));
  expect((await health).fromServiceWorker()).toBe(false);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(
      names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)),
    );
    return urls.flat();
  });
  expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);
});
