import { expect, type Page, test } from '@playwright/test';

let problems: string[] = [];
test.beforeEach(async ({ page, request }) => {
  problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
      problems.push(msg.text());
  });
  const res = await request.post('/api/oauth/token', {
    params: {
      grant_type: 'password',
      username: 'admin',
      password: 'admin123',
      scope: 'console',
      client_id: 'console',
      client_secret: 'console-secret',
    },
  });
  const token = await res.json();
  await page.goto('/login');
  await page.evaluate((t) => {
    localStorage.setItem('skin.accessToken', t.access_token);
    localStorage.setItem('skin.refreshToken', t.refresh_token);
    localStorage.setItem('skin.tokenType', t.token_type);
  }, token);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
});
test.afterEach(() => {
  expect(problems).toEqual([]);
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
