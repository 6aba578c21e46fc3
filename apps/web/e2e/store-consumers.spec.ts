import { enterAs, failOnScriptErrors, pick, row, tokenFor } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

failOnScriptErrors();

const PHONE = '13977770001';
/** The phone as the list shows it for a mainland store: its national format. */
const SHOWN = '139 7777 0001';

/** Deletes the consumers a journey registered, as the platform, whatever the journey did. */
async function removeConsumers(request: APIRequestContext, phone: string) {
  const { access_token } = await tokenFor(request, 'admin');
  const headers = { authorization: `Bearer ${access_token}` };
  const found = await (await request.get(`/api/consumer?phone=${phone}`, { headers })).json();
  // Erased with whatever tests they have, archived or not.
  const archived = await (await request.get(`/api/consumer?phone=${phone}&archived=1`, { headers })).json();
  for (const c of [...found.data.list, ...archived.data.list] as { id: number; testCount: number }[])
    await request.post(`/api/consumer/id/${c.id}/erase`, { headers, data: { tests: c.testCount } });
}

test.afterEach(async ({ request }) => {
  await removeConsumers(request, PHONE);
});

test('a store manager registers a consumer: name and phone required, the phone checked and unique', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'manager1', '/store/consumer');
  await page.getByTestId('toolbar-add').click();
  // A manager of one store registers consumers of that store: it is chosen already.
  await expect(page.getByTestId('field-storeId')).toContainText('Lotus Beauty Xuhui');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Please enter Name')).toBeVisible();
  await expect(page.getByText('Please enter Phone')).toBeVisible();

  await page.getByTestId('field-name').fill('E2E Consumer');
  // The phone box takes at most 11 characters.
  await page.getByTestId('field-phone').fill('23456789012345');
  await expect(page.getByTestId('field-phone')).toHaveValue('23456789012');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('phone number format error')).toBeVisible();

  await page.getByTestId('field-phone').fill(PHONE);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await expect(row(page, SHOWN)).toContainText('E2E Consumer');
  await expect(row(page, SHOWN)).toContainText('Lotus Beauty Xuhui');

  // The same phone twice in one store is refused on the field, and nothing is added.
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-name').fill('E2E Twin');
  await page.getByTestId('field-phone').fill(PHONE);
  await page.getByTestId('form-submit').click();
  await expect(
    page.locator('.ant-form-item-explain-error', {
      hasText: 'This phone number already belongs to a consumer of this store',
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, SHOWN)).toHaveCount(1);
});

test('a consumer is archived and restored by the store, and erased on purpose by the platform', async ({
  page,
  request,
}) => {
  const { access_token } = await tokenFor(request, 'manager1');
  const headers = { authorization: `Bearer ${access_token}` };
  const stores = await (await request.get('/api/store', { headers })).json();
  const made = await request.post('/api/consumer', {
    headers,
    data: { storeId: stores.data.list[0].id, name: 'E2E Archived', phone: PHONE },
  });
  expect(made.ok()).toBe(true);
  const id = (await made.json()).data.id as number;

  await enterAs(page, request, 'manager1', '/store/consumer');
  await page.getByTestId(`consumer-archive-${id}`).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Archive E2E Archived?');
  await page.getByTestId('confirm-archive-ok').click();
  await expect(row(page, SHOWN)).toHaveCount(0);
  // The store manager may not erase anyone.
  await expect(page.getByTestId(/^consumer-erase-/)).toHaveCount(0);

  await pick(page, 'filter-archived', 'Archived');
  await page.getByTestId('filter-search').click();
  await expect(row(page, SHOWN)).toContainText('E2E Archived');
  await page.getByTestId(`consumer-restore-${id}`).click();
  await expect(row(page, SHOWN)).toHaveCount(0);
  await pick(page, 'filter-archived', 'In use');
  await page.getByTestId('filter-search').click();
  await expect(row(page, SHOWN)).toContainText('E2E Archived');

  await enterAs(page, request, 'admin', '/store/consumer');
  await page.getByTestId(`consumer-erase-${id}`).click();
  await expect(page.locator('.ant-modal-confirm-content')).toContainText(
    'This erases the consumer with 0 tests',
  );
  await page.getByTestId('confirm-erase-ok').click();
  await expect(page.getByTestId(`consumer-erase-${id}`)).toHaveCount(0);
  expect((await request.get(`/api/consumer/id/${id}`, { headers })).status()).toBe(404);
});

test("a consumer's detail shows the profile, the test history, score trends and two visits side by side", async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'manager1', '/store/consumer');
  await row(page, 'Chen Jing').getByRole('button', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/consumerDetails\/\d+$/);
  await expect(page.getByText('Consumer detail: Chen Jing')).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText('Lotus Beauty Xuhui')).toBeVisible();
  // One chart per dimension picked (store-consumer-trends.spec.ts follows them closely).
  const trend = page.getByRole('img', { name: /over time$/ }).first();
  await trend.scrollIntoViewIfNeeded();
  await expect(trend).toHaveAttribute('data-ready', 'true');
  await expect(trend.locator('canvas')).toHaveCount(1);
  // The first and the latest visit, each with its photos.
  for (const side of ['left', 'right'])
    await expect(page.getByTestId(`compare-${side}`).getByTestId('report-image-group').first()).toBeVisible();
  // A test of the history opens its report.
  await page.locator('.ant-timeline-item a').first().click();
  await expect(page).toHaveURL(/\/testDetails\/\d+$/);
  await expect(page.getByTestId('test-report')).toContainText('Chen Jing');
});
