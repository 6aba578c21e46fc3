import { failOnScriptErrors, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

failOnScriptErrors();
test.beforeEach(async ({ page, request }) => {
  await signInAs(page, request, 'admin');
});

const tabs = (page: Page) => page.getByTestId('tag');
const tab = (page: Page, title: string) => tabs(page).filter({ hasText: title });

/** Opens Home page, then Devices, Device types and Consumers from the sidebar. */
async function visitFour(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  const menu = page.getByTestId('sidebar-menu');
  await menu.getByText('Device management').click();
  // Each screen loads lazily: wait for its tab before the next click, or a fast click can
  // supersede a navigation that has not rendered yet.
  await menu.getByText('Devices', { exact: true }).click();
  await expect(tab(page, 'Devices')).toHaveCount(1);
  await menu.getByText('Device types').click();
  await expect(tab(page, 'Device types')).toHaveCount(1);
  await menu.getByText('Store management').click();
  // The submenu slides open: a click on its item while it moves can be lost on a loaded machine,
  // so the item is clicked again until the screen opens.
  await expect(async () => {
    await menu.getByText('Consumers').click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/store\/consumer$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(tabs(page)).toHaveText(['Home page', 'Devices', 'Device types', 'Consumers']);
}

/**
 * Opens a tab's context menu and picks an action, once the screen has finished loading. The
 * item is clicked without moving the pointer: while the menu's opening animation runs, a real
 * pointer can land on the screen's filter beneath it, which closes the menu for good.
 */
async function contextMenu(page: Page, title: string, action: string) {
  await page.waitForLoadState('networkidle');
  await tab(page, title).click({ button: 'right' });
  const item = page.getByTestId(`tag-menu-${action}`);
  await expect(item).toBeVisible();
  await item.dispatchEvent('click');
}

test('visited screens get a tab each, once, and the tabs survive a reload', async ({ page }) => {
  await visitFour(page);
  await tab(page, 'Devices').click();
  await expect(page).toHaveURL(/\/device\/list$/);
  await expect(tabs(page)).toHaveCount(4);
  await expect(tab(page, 'Devices')).toHaveAttribute('data-active', 'true');
  await page.reload();
  await expect(tabs(page)).toHaveText(['Home page', 'Devices', 'Device types', 'Consumers']);
});

test('the pinned Home page tab has no close button and cannot be closed', async ({ page }) => {
  await visitFour(page);
  await expect(tab(page, 'Home page').getByTestId('tag-close')).toHaveCount(0);
  await tab(page, 'Home page').click({ button: 'right' });
  await expect(page.locator('.ant-dropdown-menu-item-disabled')).toContainText('Close');
  await page.keyboard.press('Escape');
  await tab(page, 'Home page').click({ button: 'middle' });
  await expect(tab(page, 'Home page')).toHaveCount(1);
});

test('close, middle click, close others and close all', async ({ page }) => {
  await visitFour(page);
  await tab(page, 'Consumers').getByTestId('tag-close').click();
  // Closing the current tab moves to the last one left.
  await expect(page).toHaveURL(/\/device\/type$/);
  await expect(tabs(page)).toHaveText(['Home page', 'Devices', 'Device types']);

  await tab(page, 'Devices').click({ button: 'middle' });
  await expect(tabs(page)).toHaveText(['Home page', 'Device types']);

  // Each screen loads lazily: its tab appears once it rendered; only then the next click.
  await page.getByTestId('sidebar-menu').getByText('Device state').click();
  await expect(tab(page, 'Device state')).toHaveCount(1);
  await page.getByTestId('sidebar-menu').getByText('Stock detail').click();
  await expect(tab(page, 'Stock detail')).toHaveCount(1);
  await contextMenu(page, 'Device state', 'closeOthers');
  await expect(tabs(page)).toHaveText(['Home page', 'Device state']);
  await expect(page).toHaveURL(/\/device\/state$/);

  await contextMenu(page, 'Device state', 'closeAll');
  await expect(tabs(page)).toHaveText(['Home page']);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('close to the left and to the right keep the pinned tab', async ({ page }) => {
  await visitFour(page);
  await contextMenu(page, 'Device types', 'closeRight');
  await expect(tabs(page)).toHaveText(['Home page', 'Devices', 'Device types']);
  await contextMenu(page, 'Device types', 'closeLeft');
  await expect(tabs(page)).toHaveText(['Home page', 'Device types']);
});

test('refresh mounts the screen afresh, which loads its data again', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-counts')).toBeVisible();
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/dashboard/scope')) loads.push(r.url());
  });
  await contextMenu(page, 'Home page', 'refresh');
  await expect.poll(() => loads.length).toBe(1);
  await expect(page.getByTestId('dashboard-counts')).toBeVisible();
});
