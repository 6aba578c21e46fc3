import { failOnScriptErrors, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

failOnScriptErrors();
test.beforeEach(async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
});

const options = (page: Page) => page.getByTestId('header-search-option');

/** Opens the search box (closed: Escape closes it) and types. */
async function search(page: Page, text: string) {
  await page.getByTestId('header-search').click();
  await page.getByTestId('header-search-select').locator('input').fill(text);
}

/** Closes the settings panel and waits until it has handed the focus back. */
async function closeSettings(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-panel')).toBeHidden();
}

async function closeSearch(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-search')).toBeVisible();
}

test('finds menu titles fuzzily in English and opens the choice', async ({ page }) => {
  await search(page, 'devics');
  await expect(options(page).filter({ hasText: 'Device management > Devices' })).toHaveCount(1);
  await closeSearch(page);
  await search(page, 'users');
  await expect(options(page).first()).toHaveText('System management > Users');
  await options(page).first().click();
  await expect(page).toHaveURL(/\/system\/user$/);
  // Pinyin does not apply outside Chinese.
  await search(page, 'sbgl');
  await expect(options(page)).toHaveCount(0);
  await expect(page.getByText('No matching menu')).toBeVisible();
});

test('in Chinese with the pinyin setting on, initials find 设备管理', async ({ page }) => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-zh-CN').click();
  await expect(page.getByTestId('dashboard-welcome')).toHaveText('欢迎，Administrator');

  await page.getByTestId('settings-open').click();
  const pinyin = page.getByTestId('setting-pinyin');
  await expect(pinyin).toBeVisible();
  // Off first: the initials match nothing.
  if ((await pinyin.getAttribute('aria-checked')) === 'true') await pinyin.click();
  await expect(pinyin).toHaveAttribute('aria-checked', 'false');
  await closeSettings(page);
  await search(page, 'sbgl');
  await expect(page.getByText('没有匹配的菜单')).toBeVisible();
  await expect(options(page)).toHaveCount(0);
  await closeSearch(page);

  await page.getByTestId('settings-open').click();
  await pinyin.click();
  await expect(pinyin).toHaveAttribute('aria-checked', 'true');
  await closeSettings(page);
  await search(page, 'sbgl');
  await expect(options(page).first()).toContainText('设备管理');
  await expect(options(page).filter({ hasText: '设备管理 > 设备列表' })).toHaveCount(1);
  await options(page).filter({ hasText: '设备管理 > 设备列表' }).click();
  await expect(page).toHaveURL(/\/device\/list$/);

  await expect(page.getByTestId('header-search')).toBeVisible();
  await search(page, 'yonghu');
  await expect(options(page).first()).toHaveText('系统管理 > 用户管理');
});
