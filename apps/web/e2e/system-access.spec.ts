import { apiAs } from './support/api';
import { clickWhenOpen } from './support/dialogs';
import { perAttempt } from './support/names';
import { keepRoleButtons } from './support/restore';
import { enterAs, pickTree, row, signOut } from './support/session';
import { expect, test } from './support/test';
import { type OwnUser, ownUser, removeUsers } from './support/users';

let restoreGrants: (() => Promise<void>) | undefined;
/** Users a journey made for itself (features are granted to its own merchant, not a demo one). */
let made: OwnUser[] = [];
// Even after a failure: the role's grants are back, the admin's preview is stopped (the journeys
// after this one see the admin's own console), and the users a journey made are gone.
test.afterEach(async ({ request }) => {
  await restoreGrants?.();
  restoreGrants = undefined;
  await (await apiAs(request))('DELETE', '/api/ums-role/view-as');
  await removeUsers(request, made);
  made = [];
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('an agent filters and assigns only roles below its own; admin filters by any role and grants features', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'agent1');
  await page.goto('/system/user');
  await expect(row(page, 'merchant1')).toBeVisible();
  // Agents do not hold system:role:query: the role filter offers only the roles they may assign,
  // and nothing asks for the whole role list.
  await expect(page.getByTestId('filter-username')).toBeVisible();
  await page.getByTestId('filter-roleId').click();
  await expect(page.locator('.ant-select-tree-node-content-wrapper[title="Merchant"]')).toBeVisible();
  await expect(page.locator('.ant-select-tree-node-content-wrapper[title="Platform operator"]')).toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByText('Permission required')).toHaveCount(0);
  await signOut(page);

  await enterAs(page, request, 'admin');
  await page.goto('/system/user');
  await pickTree(page, 'filter-roleId', 'Merchant');
  await page.getByTestId('filter-search').click();
  await expect(row(page, 'merchant2')).toBeVisible();
  await expect(row(page, 'agent1')).toHaveCount(0);

  // Features go to a merchant of the journey's own.
  const merchant = await ownUser(request, 'MERCHANT', 'agent1', perAttempt('E2E merchant'));
  made.push(merchant);
  await page.getByTestId('filter-username').fill(merchant.username);
  await page.getByTestId('filter-search').click();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId(`user-more-${merchant.username}`).click();
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: 'Grant features' }).click();
  await expect(page.getByText(`Features of ${merchant.name}`)).toBeVisible();
  await page.getByRole('checkbox', { name: /AI skin report/ }).check();
  await page.getByTestId('features-save').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
});

test('a button permission granted to MERCHANT shows up for a merchant who signs in again', async ({
  page,
  request,
}) => {
  restoreGrants = await keepRoleButtons(request, 'MERCHANT');
  await enterAs(page, request, 'merchant1');
  await page.goto('/system/user');
  await expect(row(page, 'manager1')).toBeVisible();
  await expect(page.getByTestId('toolbar-add')).toBeVisible();
  await expect(page.getByTestId('toolbar-delete')).toHaveCount(0);
  await expect(page.getByTestId('row-delete')).toHaveCount(0);
  await signOut(page);

  await enterAs(page, request, 'admin');
  await page.goto('/system/role');
  await page.getByTestId('role-permissions-MERCHANT').click();
  await page.getByRole('tab', { name: 'Button permissions' }).click();
  const editor = page.getByTestId('grant-editor-buttons');
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r.url());
  });
  // Nothing changed yet: refused here with the no-change message, nothing is sent.
  await page.getByTestId('grant-save-buttons').click();
  await expect(
    page.getByText('The data has not changed, so it is unnecessary to submit for saving'),
  ).toBeVisible();
  expect(puts).toEqual([]);

  await editor
    .locator('.ant-tree-treenode', { hasText: 'system:user:delete' })
    .locator('.ant-tree-checkbox')
    .click();
  await page.getByTestId('grant-save-buttons').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
  expect(puts).toHaveLength(1);
  expect(puts[0]).toMatch(/\/api\/ums-role\/buttons$/);
  // Saving the same set again is the same no-change notice.
  await page.getByTestId('grant-save-buttons').click();
  await expect(
    page.getByText('The data has not changed, so it is unnecessary to submit for saving'),
  ).toBeVisible();
  expect(puts).toHaveLength(1);
  await page.getByRole('tab', { name: 'Menu assignment' }).click();
  // Esc closes the drawer.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('grant-editor-buttons')).toBeHidden();
  await signOut(page);

  await enterAs(page, request, 'merchant1');
  await page.goto('/system/user');
  await expect(row(page, 'manager1')).toBeVisible();
  await expect(page.getByTestId('toolbar-delete')).toBeVisible();
  await expect(row(page, 'manager1').getByTestId('row-delete')).toBeVisible();
});

test('view-as previews the console with the role’s menus, and stopping brings them back', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'admin');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toContainText('Hospital tracking');
  await page.goto('/system/role');
  await page.getByTestId('role-view-as-MERCHANT').click();
  await clickWhenOpen(page.getByRole('dialog'), page.getByRole('dialog').getByRole('button', { name: 'OK' }));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('view-as-banner')).toContainText('Merchant');
  await expect(sidebar).toContainText('Store management');
  await expect(sidebar).not.toContainText('Hospital tracking');
  await expect(page.getByTestId('tags-view')).not.toContainText('Roles');
  await page.getByTestId('view-as-stop').click();
  await expect(page.getByTestId('view-as-banner')).toHaveCount(0);
  await expect(sidebar).toContainText('Hospital tracking');
});
