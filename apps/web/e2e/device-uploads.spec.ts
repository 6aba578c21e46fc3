import { type APIRequestContext, expect, test } from './support/test';

/** Signs in through the API and returns the bearer header. */
async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/oauth/token', {
    params: {
      username: 'admin',
      password: 'admin123',
      grant_type: 'password',
      client_id: 'console',
      client_secret: 'console-secret',
    },
  });
  return `Bearer ${(await res.json()).access_token}`;
}

const SCRIPTED_HTML = `<h1>User agreement</h1>
<script>window.__pwned = 'script'; document.title = 'pwned'</script>
<img src="x" onerror="window.__pwned = 'onerror'">
<svg onload="window.__pwned = 'svg'"><script>window.__pwned = 'svg-script'</script></svg>
<iframe srcdoc="<script>parent.__pwned = 'iframe'</script>"></iframe>
<p onclick="window.__pwned = 'click'">Terms of use</p>`;

test('script-bearing agreement HTML never runs in the console origin', async ({ page, request }) => {
  const authorization = await bearer(request);
  const upload = await request.post('/api/device-type/file/userAgreement', {
    headers: { authorization },
    multipart: {
      hardwareModel: 'SA-E2E-1',
      file: { name: 'agreement.html', mimeType: 'text/html', buffer: Buffer.from(SCRIPTED_HTML) },
    },
  });
  expect(upload.status()).toBe(200);
  const { url } = (await upload.json()).data;
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toMatch(/^sandbox/);
  await expect(page.getByRole('heading', { name: 'User agreement' })).toBeVisible();
  await page.getByText('Terms of use').click();
  expect(await page.title()).not.toBe('pwned');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The page is sandboxed into an opaque origin: it cannot read the console's storage.
  expect(await page.evaluate(() => window.origin)).toBe('null');
});

test('an SVG renamed to .png is refused, and no SVG is ever served as an image', async ({ request }) => {
  const authorization = await bearer(request);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  );
  const res = await request.post('/api/device-type/file/mainLogo', {
    headers: { authorization },
    multipart: { hardwareModel: 'SA-E2E-1', file: { name: 'logo.png', mimeType: 'image/png', buffer: svg } },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).msg).toMatch(/not a JPG, PNG, GIF or WebP image/);
});
