import { failOnScriptErrors, openAs, tokenFor } from './support/session';
import { expect, type Page, test } from './support/test';

failOnScriptErrors();

const sidebarCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value;

test('the sidebar is 239 px, collapses, and remembers it in the sidebarStatus cookie', async ({
  page,
  request,
}) => {
  await openAs(page, await tokenFor(request, 'admin'), '/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveCSS('width', '239px');
  expect(await sidebarCookie(page)).toBeUndefined();

  await page.getByTestId('hamburger').click();
  await expect(sidebar).toHaveCSS('width', '54px');
  expect(await sidebarCookie(page)).toBe('0');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '54px');

  await page.getByTestId('hamburger').click();
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '239px');
  expect(await sidebarCookie(page)).toBe('1');
});

test.describe('below 992 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the sidebar is a closed drawer that overlays the page and closes on navigation', async ({
    page,
    request,
  }) => {
    await openAs(page, await tokenFor(request, 'admin'), '/dashboard');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-drawer')).toBeHidden();

    await page.getByTestId('hamburger').click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer).toBeVisible();
    // An overlay: the page underneath keeps its full width.
    const content = await page.locator('.ant-layout-content').boundingBox();
    expect(content?.x).toBe(0);
    expect(content?.width).toBe(800);

    await drawer.getByText('System management').click();
    await drawer.getByText('Roles').click();
    await expect(page).toHaveURL(/\/system\/role$/);
    await expect(page.getByTestId('sidebar-drawer')).toBeHidden();
  });
});

test('the size switch sets the size of antd components, and it is kept', async ({ page, request }) => {
  await openAs(page, await tokenFor(request, 'admin'), '/dashboard');
  const button = page.getByTestId('dashboard-refresh');
  await expect(button).not.toHaveClass(/ant-btn-(lg|sm)/);

  await page.getByTestId('size-switch').click();
  await page.getByTestId('size-default').click();
  await expect(button).toHaveClass(/ant-btn-lg/);

  await page.getByTestId('size-switch').click();
  await page.getByTestId('size-small').click();
  await expect(button).toHaveClass(/ant-btn-sm/);
  await page.reload();
  await expect(page.getByTestId('dashboard-refresh')).toHaveClass(/ant-btn-sm/);
});

test('a browser without full screen gets the warning', async ({ page, request }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
  });
  await openAs(page, await tokenFor(request, 'admin'), '/dashboard');
  await page.getByTestId('fullscreen-toggle').click();
  await expect(page.locator('.ant-message-warning')).toHaveText('you browser can not work');
});

test('the settings panel switches tabs, fixed header and logo, and keeps the choices', async ({
  page,
  request,
}) => {
  await openAs(page, await tokenFor(request, 'admin'), '/dashboard');
  await expect(page.getByTestId('tags-view')).toBeVisible();
  await expect(page.getByTestId('sidebar-logo')).toContainText('AI skin analyzer');
  await expect(page.getByTestId('shell-header')).not.toHaveCSS('position', 'sticky');

  await page.getByTestId('settings-open').click();
  const panel = page.getByTestId('settings-panel');
  // Pinyin search is for Chinese only.
  await expect(panel.getByTestId('setting-pinyin')).toHaveCount(0);
  await panel.getByTestId('setting-tags-view').click();
  await panel.getByTestId('setting-fixed-header').click();
  await panel.getByTestId('setting-sidebar-logo').click();
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
  await expect(page.getByTestId('shell-header')).toHaveCSS('position', 'sticky');

  await page.reload();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
  await expect(page.getByTestId('shell-header')).toHaveCSS('position', 'sticky');
});
