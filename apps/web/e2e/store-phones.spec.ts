import { apiAs, listOf } from './support/api';
import { enterAs, failOnScriptErrors, pickSearched, row } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

failOnScriptErrors();

/** A Spanish mobile as Madrid writes it, and as the list shows it for the Madrid store. */
const TYPED = '612 345 678';
const SHOWN = '612 34 56 78';

/** Erases the consumers a journey registered with the phone, as the platform, whatever it did. */
async function removeConsumers(request: APIRequestContext) {
  const api = await apiAs(request);
  for (const archived of [0, 1])
    for (const c of await listOf<{ id: number; testCount: number }>(
      api,
      `/api/consumer?phone=${encodeURIComponent('+34612345678')}&archived=${archived}`,
    ))
      await api('POST', `/api/consumer/id/${c.id}/erase`, { tests: c.testCount });
}

test.beforeEach(async ({ request }) => removeConsumers(request));
test.afterEach(async ({ request }) => removeConsumers(request));

test('the Madrid store registers a consumer by a Spanish phone as Spain writes it, and lists it', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'manager2', '/store/consumer');
  await page.getByTestId('toolbar-add').click();
  await expect(page.getByTestId('field-storeId')).toContainText('Rosa Skin Madrid');
  await expect(page.getByTestId('phone-hint')).toContainText('Spain');
  await page.getByTestId('field-name').fill('E2E Madrid');
  // No Spanish line starts with 75: the browser refuses it by the server's own rule.
  await page.getByTestId('field-phone').fill('752 345 678');
  await page.getByTestId('form-submit').click();
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: 'phone number format error' }),
  ).toBeVisible();

  await page.getByTestId('field-phone').fill(TYPED);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await expect(row(page, SHOWN)).toContainText('E2E Madrid');
  await expect(row(page, SHOWN)).toContainText('Rosa Skin Madrid');

  // The same number in international form is the same consumer's: refused on the field.
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-name').fill('E2E Madrid twin');
  await page.getByTestId('field-phone').fill('+34 612 345 678');
  await page.getByTestId('form-submit').click();
  await expect(
    page.locator('.ant-form-item-explain-error', {
      hasText: 'This phone number already belongs to a consumer of this store',
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, SHOWN)).toHaveCount(1);

  // Searched by what a user types, with or without the country's code.
  for (const typed of ['+34 612345678', '612345']) {
    await page.getByTestId('filter-phone').fill(typed);
    await page.getByTestId('filter-search').click();
    await expect(row(page, SHOWN)).toContainText('E2E Madrid');
  }

  // Edited as Spain writes it, and saved unchanged.
  await row(page, SHOWN).getByTestId('row-edit').click();
  await expect(page.getByTestId('field-phone')).toHaveValue(SHOWN);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
});

test('stores show their country by name, filter by it, and choose it from a searchable list', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'admin', '/store/list');
  await expect(row(page, 'Rosa Skin Madrid')).toContainText('Spain');
  await expect(row(page, 'Rosa Skin Madrid')).toContainText('Español');
  await expect(row(page, 'Lotus Beauty Xuhui')).toContainText('China');

  await pickSearched(page, 'filter-country', 'Spain');
  await page.getByTestId('filter-search').click();
  await expect(row(page, 'Rosa Skin Madrid')).toBeVisible();
  await expect(row(page, 'Lotus Beauty Xuhui')).toHaveCount(0);

  // A new store is in the mainland unless another country is chosen; the list of countries is searched.
  await page.getByTestId('toolbar-add').click();
  await expect(page.getByTestId('field-country')).toContainText('China');
  await page.getByTestId('field-country').click();
  await page.keyboard.type('Japa');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Japan']);
  await pickSearched(page, 'field-country', 'Japan');
  await page.keyboard.press('Escape');
});
