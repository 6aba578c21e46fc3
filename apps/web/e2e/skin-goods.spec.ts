import { enterAs, failOnScriptErrors, row, tokenFor } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

failOnScriptErrors();

type Named = { id: number; name: string; ownerId: number | null; shelf?: number };

/** Every goods item and plan a journey makes is named so, and removed after it. */
const PREFIX = 'E2E';
const SERUM = 'E2E Rose serum';
const PLAN = 'E2E Morning routine';
// Seeded demo catalogue (apps/server/src/demo/demo-catalogue.ts).
const PLATFORM_SERUM = '玻尿酸精华 Hyaluronic serum';
const PLATFORM_CLEANSER = '氨基酸洁面乳 Amino acid cleanser';
const PLATFORM_SUNSCREEN = '物理防晒乳 Mineral sunscreen SPF50';
const AGENT1_MASK = '东方草本面膜 Herbal mask';
const AGENT2_TONER = 'Rosa calming toner';

// The smallest valid PNG: one transparent pixel.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const dialog = (page: Page) => page.getByRole('dialog');
const goodsList = (page: Page) => page.getByTestId('list-goods');

/** The admin's API, for reading the catalogue and removing what a journey made. */
async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${(await tokenFor(request, 'admin')).access_token}` };
  return {
    list: async (path: string, name: string) =>
      (await (await request.get(`/api/${path}`, { headers, params: { name, pageSize: 50 } })).json()).data
        .list as Named[],
    remove: (path: string, ids: number[]) => request.delete(`/api/${path}/id/${ids.join(',')}`, { headers }),
  };
}

// Whatever a journey did (and however it ended), the demo catalogue is back as seeded.
test.afterEach(async ({ request }) => {
  const api = await adminApi(request);
  for (const path of ['skin-plan', 'goods']) {
    const ids = (await api.list(path, PREFIX)).filter((r) => r.name.startsWith(PREFIX)).map((r) => r.id);
    if (ids.length) expect((await api.remove(path, ids)).ok()).toBe(true);
  }
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the administrator adds goods with a picture and a price in yuan, opens, shelves off and deletes them', async ({
  page,
  request,
}) => {
  // The longest journey here (a dialog with two refusals, an upload, the detail page and back):
  // about a minute on a busy two-core machine when it opens the run.
  test.setTimeout(120_000);
  await enterAs(page, request, 'admin', '/skin/goods');
  await expect(row(page, PLATFORM_SERUM)).toContainText('¥268.00');
  await page.getByTestId('toolbar-add').click();
  await expect(dialog(page).getByText('Add goods item')).toBeVisible();
  await page.getByTestId('field-name').fill(SERUM);
  await dialog(page).getByRole('radio', { name: 'Product' }).check();
  // The seventeen categories scroll: search for the one wanted.
  await page.getByTestId('field-category').click();
  await page.keyboard.type('Serum');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Serum"]').click();
  await page.getByTestId('field-price').fill('128.00');
  await page.getByTestId('field-crossedPrice').fill('160');
  await page.getByTestId('field-hyperlink').fill('shop.example.com/serum');

  // Refused in the browser before anything is sent: not a JPG or PNG.
  const picture = page.getByTestId('field-iconFileId');
  await picture.locator('input[type="file"]').setInputFiles({
    name: 'serum.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByTestId('picture-error')).toHaveText('The picture must be a JPG or PNG image');
  await picture.locator('input[type="file"]').setInputFiles({
    name: 'serum.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(picture.locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  await expect(page.getByTestId('picture-error')).toBeHidden();

  await page.getByTestId('form-submit').click();
  await expect(dialog(page).locator('.ant-form-item-explain-error')).toHaveText(
    'The link must start with http:// or https://',
  );
  await page.getByTestId('field-hyperlink').fill('https://shop.example.com/serum');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  const added = row(page, SERUM);
  await expect(added).toContainText('¥128.00');
  await expect(added).toContainText('¥160.00');
  await expect(added).toContainText('Serum');
  await expect(added).toContainText('Platform');
  await expect(added.locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  // Stored in cents.
  const api = await adminApi(request);
  const [stored] = await api.list('goods', SERUM);
  expect(stored).toMatchObject({ price: 12800, crossedPrice: 16000, ownerId: null, shelf: 1 });

  // Editing shows the price back in yuan.
  await added.getByTestId('row-edit').click();
  await expect(page.getByTestId('field-price')).toHaveValue('128.00');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  await added.getByTestId('row-details').click();
  await expect(page).toHaveURL(new RegExp(`/goodsDetailsRoot/${stored.id}$`));
  const detail = page.getByTestId('detail');
  await expect(detail).toContainText(SERUM);
  await expect(page.getByTestId('detail-price')).toHaveText('¥128.00');
  await expect(detail.getByRole('link', { name: 'https://shop.example.com/serum' })).toBeVisible();
  const image = page.getByTestId('detail-picture').locator('img').first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByTestId('detail-back').click();
  const shelf = added.getByRole('switch');
  await expect(shelf).toBeChecked();
  await shelf.click();
  await expect(shelf).not.toBeChecked();
  await expect.poll(async () => (await api.list('goods', SERUM))[0]?.shelf).toBe(0);

  await added.getByTestId('row-delete').click();
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.getByText('Deletion succeeded')).toBeVisible();
  await expect(added).toHaveCount(0);
  expect(await api.list('goods', SERUM)).toEqual([]);
});

test('an agent changes only its own goods; the platform’s and other agents’ are not its to change', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'agent1', '/skin/goods');
  const platform = row(page, PLATFORM_SERUM);
  await expect(platform).toContainText('Platform');
  await expect(platform.getByTestId('row-details')).toBeVisible();
  await expect(platform.getByTestId('row-edit')).toHaveCount(0);
  await expect(platform.getByTestId('row-delete')).toHaveCount(0);
  await expect(platform.getByRole('switch')).toHaveCount(0);
  await expect(platform).toContainText('On shelf');

  const own = row(page, AGENT1_MASK);
  await expect(own.getByTestId('row-edit')).toBeVisible();
  await expect(own.getByTestId('row-delete')).toBeVisible();
  await expect(own.getByRole('switch')).toBeChecked();
  await expect(row(page, AGENT2_TONER)).toHaveCount(0);

  // An agent's new goods are its own: no owner to pick.
  await page.getByTestId('toolbar-add').click();
  await expect(dialog(page).getByText('Add goods item')).toBeVisible();
  await expect(page.getByTestId('field-ownerId')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await own.getByTestId('row-details').click();
  await expect(page).toHaveURL(/\/goodsDetailsAgent\/\d+$/);
  await expect(page.getByTestId('detail')).toContainText('¥98.00');

  // Another agent's goods do not exist for agent1.
  const api = await adminApi(request);
  const [foreign] = await api.list('goods', AGENT2_TONER);
  await page.goto(`/goodsDetailsAgent/${foreign.id}`);
  await expect(page.getByTestId('detail-not-found')).toContainText('Goods not found');
});

test('a skin plan linking two goods shows their names and leads to their pages', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'admin', '/skin/skin-plan');
  await page.getByTestId('toolbar-add').click();
  await expect(dialog(page).getByText('Add skin plan')).toBeVisible();
  await page.getByTestId('field-name').fill(PLAN);
  await dialog(page).getByRole('radio', { name: 'Face' }).check();
  await page.getByTestId('field-goodsIds').click();
  for (const name of [PLATFORM_CLEANSER, PLATFORM_SUNSCREEN])
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`).click();
  await dialog(page).getByText('Add skin plan').click();
  await page.getByTestId('field-solution').fill('Cleanse, then sunscreen before going out.');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();

  const added = row(page, PLAN);
  await expect(added).toContainText(`${PLATFORM_CLEANSER}, ${PLATFORM_SUNSCREEN}`);
  await expect(added).toContainText('Face');
  await added.getByTestId('row-details').click();
  await expect(page).toHaveURL(/\/skinPlanDetailsRoot\/\d+$/);
  const links = page.getByTestId('detail-goods').getByRole('link');
  await expect(links).toHaveText([PLATFORM_CLEANSER, PLATFORM_SUNSCREEN]);
  await links.filter({ hasText: PLATFORM_SUNSCREEN }).click();
  await expect(page).toHaveURL(/\/goodsDetails\/\d+$/);
  // The goods' card, not the plan's, which may still be leaving as the route changes.
  await expect(page.getByTestId('detail').filter({ hasText: 'Goods details' })).toContainText(
    PLATFORM_SUNSCREEN,
  );
  await expect(page.getByTestId('detail-price')).toHaveText('¥158.00');
});

test('a merchant reads its agent’s goods and the platform’s, and changes none', async ({ page, request }) => {
  await enterAs(page, request, 'merchant1', '/skin/goods');
  await expect(row(page, AGENT1_MASK)).toContainText('¥98.00');
  await expect(row(page, PLATFORM_SERUM)).toBeVisible();
  await expect(row(page, AGENT2_TONER)).toHaveCount(0);
  await expect(page.getByTestId('toolbar-add')).toHaveCount(0);
  await expect(goodsList(page).getByTestId('row-edit')).toHaveCount(0);
  await expect(goodsList(page).getByTestId('row-delete')).toHaveCount(0);
  await expect(goodsList(page).getByRole('switch')).toHaveCount(0);
  await expect(goodsList(page).getByTestId('row-details').first()).toBeVisible();
});

test('an agent reads custom diseases, changes only its own, and opens one’s advice', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'agent1', '/skin/custom-disease');
  const platform = row(page, '口周干纹 Dry lines around the mouth');
  await expect(platform).toContainText('Platform');
  await expect(platform.getByTestId('row-edit')).toHaveCount(0);
  await expect(platform.getByTestId('row-delete')).toHaveCount(0);
  const own = row(page, '季节性泛红 Seasonal redness');
  await expect(own.getByTestId('row-edit')).toBeVisible();
  await expect(row(page, 'Winter dryness')).toHaveCount(0);
  await own.getByTestId('row-details').click();
  await expect(page).toHaveURL(/\/customDetails\/\d+$/);
  await expect(page.getByTestId('detail')).toContainText('Exfoliate less when seasons change.');
});
