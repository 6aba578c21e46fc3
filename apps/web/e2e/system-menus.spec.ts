import { apiAs, listOf } from './support/api';
import { enterAs, pickTree, row } from './support/session';
import { expect, test } from './support/test';

test.beforeEach(async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
});

const DICTS = '/api/youlai-admin/api.admin/v1/dicts';

// The journeys delete what they add; should one fail half-way, the menu (in everyone's sidebar
// and route list) and the dictionary entries go all the same.
test.afterEach(async ({ request }) => {
  const api = await apiAs(request);
  const menus = await listOf<{ id: number; component: string }>(api, '/api/ums-menu?title=reports');
  for (const menu of menus.filter((m) => m.component === 'system/Reports'))
    await api('DELETE', `/api/ums-menu/id/${menu.id}`);
  const entries = await listOf<{ id: number; typeCode: string }>(api, `${DICTS}?typeCode=skin_tone`);
  for (const entry of entries.filter((e) => e.typeCode === 'skin_tone'))
    await api('DELETE', `${DICTS}/id/${entry.id}`);
});

test('a menu needs its parent chosen, hints its path by level, and takes an icon', async ({ page }) => {
  await page.goto('/system/menu');
  await expect(row(page, 'DeviceList')).toBeVisible();
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-title').fill('reports');
  await page.getByTestId('field-name').fill('Reports');
  await page.getByTestId('field-component').fill('system/Reports');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Please select Parent menu')).toBeVisible();

  await pickTree(page, 'field-parentId', 'Top level');
  await expect(page.getByTestId('field-path')).toHaveAttribute('placeholder', '/admin');
  await pickTree(page, 'field-parentId', 'System management');
  await expect(page.getByTestId('field-path')).toHaveAttribute('placeholder', 'user');
  await page.getByTestId('field-path').fill('reports');
  await page.getByTestId('field-icon').click();
  await page.keyboard.type('BarChart');
  await page.keyboard.press('Enter');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await expect(row(page, 'system/Reports')).toContainText('Reports');
  // The sidebar follows at once, no reload needed.
  await expect(page.getByTestId('sidebar-menu')).toContainText('reports');

  await row(page, 'system/Reports').getByTestId('row-delete').click();
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.getByText('Deletion succeeded')).toBeVisible();
  await expect(row(page, 'system/Reports')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-menu')).not.toContainText('reports');
});

test('a dictionary entry is added, found by its type code and deleted with the kit', async ({ page }) => {
  await page.goto('/system/dict');
  await expect(row(page, 'marital_status').first()).toBeVisible();
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-typeCode').fill('Skin Tone');
  await page.getByTestId('field-name').fill('Fair');
  await page.getByTestId('field-value').fill('1');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Lower-case letters, digits and _, starting with a letter')).toBeVisible();
  await page.getByTestId('field-typeCode').fill('skin_tone');
  await page.getByTestId('field-value').press('Enter');
  await expect(page.getByText('Add succeeded')).toBeVisible();
  // The same entry twice is refused on its field, and nothing is added.
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-typeCode').fill('skin_tone');
  await page.getByTestId('field-name').fill('Fair');
  await page.getByTestId('field-value').fill('1');
  await page.getByTestId('form-submit').click();
  await expect(
    page.locator('.ant-form-item-explain-error', {
      hasText: 'This type already has an entry with this name or value',
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('filter-typeCode').fill('skin_tone');
  await page.getByTestId('filter-typeCode').press('Enter');
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, 'skin_tone')).toContainText('Fair');
  await row(page, 'skin_tone').locator('input[type="checkbox"]').check();
  await page.getByTestId('toolbar-delete').click();
  await expect(page.getByText('Are you sure to delete the selected data item?')).toBeVisible();
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.getByText('Deletion succeeded')).toBeVisible();
  await expect(page.locator('.ant-empty')).toBeVisible();
});
