import { enterAs } from './support/session';
import { expect, test } from './support/test';

test('the console is sent compressed to browsers that accept it, and plain to those that do not', async ({
  request,
}) => {
  const page = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers().vary).toMatch(/accept-encoding/i);
  const html = await page.text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/.+\.js$/);

  const br = await request.get(entry!, { headers: { 'accept-encoding': 'br' } });
  const gzip = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
  const plain = await request.get(entry!, { headers: { 'accept-encoding': 'identity' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Each arrives as the same script (the client decodes what it was sent).
  expect(await br.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
  expect(Number(br.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']));
  expect(plain.headers()['cache-control']).toContain('immutable');
});

test("the API's lists reach the browser compressed, and the screen reads them", async ({ page, request }) => {
  await enterAs(page, request, 'admin');
  const list = page.waitForResponse((r) => /\/api\/device\?/.test(r.url()) && r.request().method() === 'GET');
  await page.goto('/device/list');
  const response = await list;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect((await response.json()).data.list.length).toBeGreaterThan(0);
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
});
