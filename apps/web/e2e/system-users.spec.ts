import ExcelJS from 'exceljs';
import { clickWhenOpen } from './support/dialogs';
import { deleteUser } from './support/restore';
import { enterAs, pickSearched, pickTree, row, signIn } from './support/session';
import { expect, type Page, test } from './support/test';
import { type OwnUser, ownUser, removeUsers } from './support/users';

const dialog = (page: Page) => page.getByRole('dialog');

/** Users a journey made through the API for itself (no demo user's password is changed). */
let made: OwnUser[] = [];
// Whatever a journey did (and however it ended), the users it made are gone.
test.afterEach(async ({ request }) => {
  await deleteUser(request, 'e2e.clerk');
  await removeUsers(request, made);
  made = [];
});

test.beforeEach(async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
  await page.goto('/system/user');
  await expect(row(page, 'merchant1')).toBeVisible();
});

test('a user is created below another, edited, disabled and enabled, and deleted', async ({ page }) => {
  await page.getByTestId('toolbar-add').click();
  await expect(dialog(page).getByText('Add user')).toBeVisible();
  await pickSearched(page, 'field-parentId', 'Lotus Beauty merchant');
  await page.getByTestId('field-username').fill('e2e.clerk');
  await page.getByTestId('field-password').fill('clerk123');
  await pickTree(page, 'field-roleId', 'Store manager');
  await page.getByTestId('field-email').fill('clerk@example.com');
  // Enter in a field submits the dialog, like its OK button.
  await page.getByTestId('field-name').fill('E2E clerk');
  await page.getByTestId('field-name').press('Enter');
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(row(page, 'e2e.clerk')).toContainText('Lotus Beauty merchant');
  await expect(row(page, 'e2e.clerk')).toContainText('Store manager');

  await row(page, 'e2e.clerk').getByTestId('row-edit').click();
  await expect(page.getByTestId('field-username')).toHaveCount(0);
  await page.getByTestId('field-name').fill('E2E clerk renamed');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
  await expect(row(page, 'e2e.clerk')).toContainText('E2E clerk renamed');

  const toggle = page.getByTestId('user-state-e2e.clerk');
  // Each confirmation answered in its own box: the one before may still be fading out.
  const confirm = (title: string) => page.locator('.ant-modal-confirm', { hasText: title });
  const answer = (title: string) =>
    clickWhenOpen(confirm(title), confirm(title).getByRole('button', { name: 'OK' }));
  await toggle.click();
  await answer('Disable E2E clerk renamed?');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(confirm('Disable E2E clerk renamed?')).toHaveCount(0);
  await toggle.click();
  await answer('Enable E2E clerk renamed?');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await row(page, 'e2e.clerk').getByTestId('row-delete').click();
  await expect(dialog(page).getByText('Are you sure to delete the selected data item?')).toBeVisible();
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.getByText('Deletion succeeded')).toBeVisible();
  await expect(row(page, 'e2e.clerk')).toHaveCount(0);
});

test('a reset password signs the user in, and the old one no longer does', async ({
  page,
  browser,
  request,
}) => {
  const seller = await ownUser(request, 'SALESMAN', 'agent2', 'E2E seller');
  made.push(seller);
  await page.getByTestId('filter-username').fill(seller.username);
  await page.getByTestId('filter-search').click();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId(`user-more-${seller.username}`).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  await page.getByTestId('field-password').fill('ab');
  await page.getByTestId('reset-password-submit').click();
  await expect(
    page.getByText('The password must be 6-16 English letters and digits (case sensitive)'),
  ).toBeVisible();
  await page.getByTestId('field-password').fill('Fresh2026');
  await page.getByTestId('field-password').press('Enter');
  await expect(page.getByText('Update succeeded')).toBeVisible();

  const other = await browser.newPage();
  await other.goto('/login');
  await other.getByTestId('login-username').fill(seller.username);
  await other.getByTestId('login-password').fill(`${seller.username}123`);
  await other.getByTestId('login-password').press('Enter');
  await expect(other.getByText('Incorrect username or password')).toBeVisible();
  await signIn(other, seller.username, 'Fresh2026');
  await other.close();
});

test('the server refusing a field marks that field', async ({ page }) => {
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-username').fill('agent1');
  await page.getByTestId('field-password').fill('secret123');
  await page.getByTestId('field-name').fill('Duplicate');
  await pickTree(page, 'field-roleId', 'Salesperson');
  await page.getByTestId('form-submit').click();
  await expect(
    dialog(page).locator('.ant-form-item-explain-error', { hasText: 'Username already exists' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('the list exports to excel-list.xlsx after a please-wait notice', async ({ page }) => {
  // The export's pages are held back until the notice has been seen, however long that takes.
  let release!: () => void;
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/ums-user\?.*pageSize=500/, async (route) => {
    await seen;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('toolbar-export').click();
  await expect(page.getByText('Exporting to Excel, please wait...')).toBeVisible();
  release();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('excel-list.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('Username');
  const usernames = sheet.getColumn(1).values.slice(2);
  expect(usernames).toEqual(expect.arrayContaining(['admin', 'agent1', 'merchant1', 'manager2']));
});
