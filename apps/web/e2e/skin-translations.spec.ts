import { apiAs, listOf } from './support/api';
import { devicesInStock, issue, retireDeviceType } from './support/devices';
import { perAttempt } from './support/names';
import { enterAs, failOnScriptErrors, row } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

failOnScriptErrors();

/** A 1x1 PNG: the analyzer's photo of the journey's own test. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
type Dimension = { id: number; code: string; translations: Record<string, Record<string, string>> };

// What the journey made or changed, put back after it even when it failed.
let made: { typeId?: number; storeId?: number; testId?: number; consumerId?: number; dimension?: Dimension } =
  {};
test.afterEach(async ({ request }) => {
  const api = await apiAs(request);
  if (made.testId) await api('DELETE', `/api/test-record/id/${made.testId}`);
  if (made.consumerId) await api('DELETE', `/api/consumer/id/${made.consumerId}`);
  if (made.typeId) await retireDeviceType(request, made.typeId);
  if (made.storeId) await api('DELETE', `/api/store/id/${made.storeId}`);
  if (made.dimension)
    await api('PATCH', '/api/disease', { id: made.dimension.id, translations: made.dimension.translations });
  made = {};
});

/** A store of the journey's own with an analyzer bound to it, signed in; the device's headers. */
async function analyzerInOwnStore(request: APIRequestContext) {
  const { api, type, devices } = await devicesInStock(request, 1, 'E2E translated reports');
  made.typeId = type.id;
  const [lotus] = await listOf<{ merchantId: number }>(api, '/api/store?name=Lotus%20Beauty%20Xuhui');
  const store = await api<{ id: number }>('POST', '/api/store', {
    name: perAttempt('E2E translated store'),
    merchantId: lotus.merchantId,
    area: 'Shanghai Xuhui',
  });
  made.storeId = store.id;
  await issue(api, type.id, [devices[0].serialNumber], 'East China agent');
  await api('PATCH', '/api/device/bind', { id: devices[0].id, storeId: store.id });
  const { secret } = await api<{ secret: string }>('POST', '/api/device/secret', { id: devices[0].id });
  const token = await request.post('/api/device-api/token', {
    data: { serialNumber: devices[0].serialNumber, secret },
  });
  return { authorization: `Bearer ${(await token.json()).data.access_token}` };
}

test('a German name written for a dimension shows in the list and in a report once the console is in German', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = await apiAs(request);
  const dimension = (await listOf<Dimension>(api, '/api/disease')).find((d) => d.code === 'dark_circles')!;
  made.dimension = dimension;
  const german = perAttempt('Augenschatten');

  await enterAs(page, request, 'admin', '/skin/ai-disease');
  await row(page, 'dark_circles').getByTestId('row-edit').click();
  const translations = page.getByTestId('translations');
  // Chinese and English are the entered names: 13 languages remain, some written by the seed.
  await expect(translations.getByTestId('translations-count')).toContainText('of 13 languages missing');
  await expect(translations.getByTestId('translations-missing-ja')).toBeVisible();
  await translations.getByTestId('translations-language').click();
  await page.getByTestId('translations-option-de').click();
  await translations.getByTestId('translation-name').fill(german);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-de').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(row(page, 'dark_circles')).toContainText(german);

  // A test scored on it now: its report is made, and kept, with the German name.
  const headers = await analyzerInOwnStore(request);
  const upload = await request.post('/api/device-api/test', {
    headers,
    multipart: {
      test: JSON.stringify({
        clientId: perAttempt('e2e-i18n', '-'),
        consumer: { phone: '13912349903', name: 'E2E Übersetzung' },
        facePosition: 'unknown',
        testedAt: new Date().toISOString(),
        scores: [{ code: 'dark_circles', score: 30 }],
        images: [{ indexNo: 1, position: 'unknown', part: 'f' }],
      }),
      f: { name: 'f.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  made.testId = (await upload.json()).data.id as number;
  made.consumerId = (
    await api<{ consumerId: number }>('GET', `/api/test-record/id/${made.testId}`)
  ).consumerId;

  await page.goto(`/testDetails/${made.testId}`);
  const problem = page.getByTestId('report-problem');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText(german);
  await expect(problem).toContainText('Schwer');
  await expect(page.getByTestId('report-image-group')).toContainText('Tageslicht');
});
