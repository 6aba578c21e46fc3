import { enterAs, pick } from './support/session';
import { expect, type Page, test } from './support/test';

const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

/** The text of one column in every row of the table. */
async function column(page: Page, title: string) {
  const headers = await page.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === title);
  return page
    .locator('tr.ant-table-row')
    .evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement).innerText.trim()), index);
}

test.beforeEach(async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
});

test('the agent -> merchant -> store filters narrow each other', async ({ page }) => {
  await page.goto('/device/list');
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();

  await pick(page, 'filter-agentId', 'Europe agent');
  await page.getByTestId('filter-merchantId').click();
  // One merchant below the chosen agent, shown with the agent above it.
  await expect(options(page)).toHaveText(['Rosa Skin merchantEurope agent']);
  await page.keyboard.press('Escape');
  await page.getByTestId('filter-storeId').click();
  await expect(options(page).filter({ hasText: 'Rosa Skin Madrid' })).toHaveCount(1);
  await expect(options(page).filter({ hasText: 'Lotus Beauty' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('filter-search').click();
  await expect.poll(() => column(page, 'Agent')).toEqual(expect.arrayContaining(['Europe agent']));
  expect(new Set(await column(page, 'Agent'))).toEqual(new Set(['Europe agent']));

  // Another agent: the merchant and store chosen below the old one are cleared.
  await pick(page, 'filter-agentId', 'East China agent');
  await pick(page, 'filter-merchantId', 'Lotus Beauty merchant');
  await page.getByTestId('filter-storeId').click();
  // Other specs may add stores to this merchant; none of another merchant's may show.
  await expect(options(page).filter({ hasText: 'Lotus Beauty Xuhui' })).toHaveCount(1);
  await expect(options(page).filter({ hasText: 'Rosa Skin Madrid' })).toHaveCount(0);
  await options(page).filter({ hasText: 'Lotus Beauty Xuhui' }).click();
  await pick(page, 'filter-agentId', 'Europe agent');
  await expect(page.getByTestId('filter-merchantId')).not.toContainText('Lotus Beauty merchant');
  await expect(page.getByTestId('filter-storeId')).not.toContainText('Lotus Beauty Xuhui');

  // A store alone narrows the list to that store's devices.
  await page.getByRole('button', { name: 'Reset' }).click();
  await pick(page, 'filter-storeId', 'Lotus Beauty Xuhui');
  await page.getByTestId('filter-search').click();
  await expect.poll(() => column(page, 'Store')).toEqual(expect.arrayContaining(['Lotus Beauty Xuhui']));
  expect(new Set(await column(page, 'Store'))).toEqual(new Set(['Lotus Beauty Xuhui']));
});

test("the merchant filter narrows the list to the merchant's devices", async ({ page }) => {
  await page.goto('/device/list');
  await pick(page, 'filter-merchantId', 'Lotus Beauty merchant');
  await page.getByTestId('filter-search').click();
  await expect
    .poll(() => column(page, 'Merchant'))
    .toEqual(expect.arrayContaining(['Lotus Beauty merchant']));
  expect(new Set(await column(page, 'Merchant'))).toEqual(new Set(['Lotus Beauty merchant']));
});

test('the device state screen counts devices per state and filters by one', async ({ page }) => {
  await page.goto('/device/state');
  const all = page.getByTestId('state-count-all');
  await expect(all).toContainText(/\d+/);
  await page.getByTestId('state-count-in_stock').click();
  await expect.poll(() => column(page, 'State')).toEqual(expect.arrayContaining(['In stock']));
  expect(new Set(await column(page, 'State'))).toEqual(new Set(['In stock']));
  const count = Number((await page.getByTestId('state-count-in_stock').innerText()).replace(/\D/g, ''));
  await expect(page.getByText(`Total: ${count}`)).toBeVisible();
});

test('a merchant sees only its own devices, with no agent filter and no edit', async ({
  browser,
  request,
}) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await enterAs(page, request, 'merchant1');
  await page.goto('/device/list');
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('filter-agentId')).toHaveCount(0);
  expect(new Set(await column(page, 'Merchant'))).toEqual(new Set(['Lotus Beauty merchant']));
  await expect(page.getByTestId('row-edit')).toHaveCount(0);
  await page.close();
});
