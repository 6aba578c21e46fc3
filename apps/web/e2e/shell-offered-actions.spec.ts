import { enterAs, failOnScriptErrors, row } from './support/session';
import { expect, test } from './support/test';

failOnScriptErrors();

test('the own row in Users offers nothing that would fail; other rows keep their actions', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'operator', '/system/user');
  const own = row(page, 'operator').first();
  await expect(own).toBeVisible();
  await expect(own.getByTestId('row-edit')).toHaveCount(0);
  await expect(own.getByTestId('row-delete')).toHaveCount(0);
  await expect(own.getByTestId('user-more-operator')).toHaveCount(0);
  await expect(own.locator('input[type="checkbox"]')).toBeDisabled();
  await expect(own.getByTestId('user-state-operator')).toBeDisabled();
  const other = row(page, 'agent1').first();
  await expect(other.getByTestId('row-edit')).toBeVisible();
  await expect(other.getByTestId('user-more-agent1')).toBeVisible();
});

test('a screen hidden from a role does not open by its address either', async ({ page, request }) => {
  await enterAs(page, request, 'agent1', '/profile/info');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-info')).toHaveCount(0);
  await expect(page.getByTestId('user-menu-password')).toBeVisible();
});

test('export stays in its place, greyed, when a filter finds nothing; no "No data" under the spinner', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'admin', '/system/user');
  await expect(page.getByTestId('toolbar-export')).toBeEnabled();
  const before = await page.getByTestId('toolbar-refresh').boundingBox();
  // The next page is held back, to look at the table while it loads, until that has been seen.
  let release!: () => void;
  const looked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/ums-user\?.*username=nobody-here/, async (route) => {
    await looked;
    await route.continue();
  });
  await page.getByTestId('filter-username').fill('nobody-here');
  await page.getByTestId('filter-search').click();
  await expect(page.locator('.ant-spin-spinning')).toBeVisible();
  await expect(page.locator('.ant-empty')).toHaveCount(0);
  release();
  await expect(page.getByTestId('toolbar-export')).toBeDisabled();
  await expect(page.locator('.ant-table .ant-empty')).toBeVisible();
  expect(await page.getByTestId('toolbar-refresh').boundingBox()).toEqual(before);
});
