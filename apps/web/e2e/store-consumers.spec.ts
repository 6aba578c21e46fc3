import { enterAs, failOnScriptErrors, row, tokenFor } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

failOnScriptErrors();

const PHONE = '13977770001';

/** Deletes the consumers a journey registered, as the platform, whatever the journey did. */
async function removeConsumers(request: APIRequestContext, phone: string) {
  const { access_token } = await tokenFor(request, 'admin');
  const headers = { authorization: `Bearer ${access_token}` };
  const found = await (await request.get(`/api/consumer?phone=${phone}`, { headers })).json();
  const ids = (found.data.list as { id: number }[]).map((c) => c.id);
  if (ids.length) await request.delete(`/api/consumer/id/${ids.join(',')}`, { headers });
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
  await expect(row(page, PHONE)).toContainText('E2E Consumer');
  await expect(row(page, PHONE)).toContainText('Lotus Beauty Xuhui');

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
  await expect(row(page, PHONE)).toHaveCount(1);
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
  await page.getByTestId('score-trend').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('score-trend')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('score-trend').locator('canvas')).toHaveCount(1);
  // The first and the latest visit, each with its photos.
  for (const side of ['left', 'right'])
    await expect(page.getByTestId(`compare-${side}`).getByTestId('report-image-group').first()).toBeVisible();
  // A test of the history opens its report.
  await page.locator('.ant-timeline-item a').first().click();
  await expect(page).toHaveURL(/\/testDetails\/\d+$/);
  await expect(page.getByTestId('test-report')).toContainText('Chen Jing');
});
