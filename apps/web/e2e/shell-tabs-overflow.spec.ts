import { enterAs, failOnScriptErrors, type Token, tokenFor } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

failOnScriptErrors();

type RouteNode = { path: string; component: string; meta: { hidden: boolean }; children?: RouteNode[] };

/** The screens the admin's menu shows, as absolute paths, from the server's route list. */
async function screenPaths(request: APIRequestContext, token: Token): Promise<string[]> {
  const res = await request.get('/api/ums-menu/router', {
    headers: { Authorization: `Bearer ${token.access_token}` },
  });
  const nodes: RouteNode[] = (await res.json()).data;
  const walk = (list: RouteNode[], base: string): string[] =>
    list.flatMap((n) => {
      if (n.meta.hidden) return [];
      const path = n.path.startsWith('/') ? n.path : `${base}/${n.path}`;
      if (n.children?.length) return walk(n.children, path);
      return ['Layout', 'ParentView'].includes(n.component) ? [] : [path];
    });
  return walk(nodes, '').filter((p) => !p.includes(':') && p !== '/dashboard');
}

/** Signs the admin in and opens `count` screens one after another, each by its address. */
async function openScreens(page: Page, request: APIRequestContext, count: number): Promise<string[]> {
  const token = await tokenFor(request, 'admin');
  const paths = (await screenPaths(request, token)).slice(0, count);
  expect(paths).toHaveLength(count);
  await enterAs(page, request, 'admin');
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator(`[data-testid="tag"][data-path="${path}"]`)).toHaveAttribute(
      'data-active',
      'true',
    );
  }
  await expect(tabs(page)).toHaveCount(count + 1); // and the pinned Home page
  return paths;
}

const tabs = (page: Page) => page.getByTestId('tag');
const strip = (page: Page) => page.getByTestId('tags-strip');
const scrollLeft = (page: Page) => strip(page).evaluate((el) => el.scrollLeft);

/** The active tab lies wholly inside the strip, and the strip inside the window (once any glide ends). */
async function expectActiveInView(page: Page) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = await strip(page).boundingBox();
      const tab = await page.locator('[data-testid="tag"][data-active="true"]').boundingBox();
      if (!box || !tab) return 'missing';
      const inStrip = tab.x >= box.x - 0.5 && tab.x + tab.width <= box.x + box.width + 0.5;
      return inStrip && box.x + box.width <= width ? 'in view' : `tab ${tab.x}..${tab.x + tab.width}`;
    })
    .toBe('in view');
}

test('with 17 tabs at 1440 px the active tab stays in view; wheel, arrows and the all-tabs menu', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const paths = await openScreens(page, request, 17);
  await expectActiveInView(page);

  await test.step('the arrows scroll by about a strip-width', async () => {
    const left = page.getByRole('button', { name: 'Scroll tabs left' });
    const right = page.getByRole('button', { name: 'Scroll tabs right' });
    await expect(left).toBeVisible();
    await expect(right).toBeDisabled(); // the last tab is active: the strip is at its end
    const end = await scrollLeft(page);
    await left.click();
    await expect.poll(() => scrollLeft(page)).toBeLessThan(end - 300);
    await right.click();
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(end - 5);
  });

  await test.step('the all-tabs menu lists every tab and goes to the one chosen', async () => {
    await page.getByRole('button', { name: 'All tabs' }).click();
    const items = page.getByTestId('all-tabs-item');
    await expect(items).toHaveText(await tabs(page).allTextContents());
    await expect(page.locator('[data-testid="all-tabs-item"][data-active="true"]')).toHaveAttribute(
      'data-path',
      paths[16],
    );
    // The pinned Home page cannot be closed; the others can.
    await expect(items.first().getByTestId('all-tabs-close')).toHaveCount(0);
    await expect(page.getByTestId('all-tabs-close')).toHaveCount(17);
    await items.first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tabs(page).first()).toHaveAttribute('data-active', 'true');
    await expectActiveInView(page);
    await expect.poll(() => scrollLeft(page)).toBe(0);
    await expect(page.getByRole('button', { name: 'Scroll tabs left' })).toBeDisabled();
  });

  await test.step('the mouse wheel scrolls the strip sideways', async () => {
    await strip(page).hover();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(100);
    const scrolled = await scrollLeft(page);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => scrollLeft(page)).toBeLessThan(scrolled);
  });

  await test.step('closing from the menu keeps it open; the chosen tab comes into view', async () => {
    await page.getByRole('button', { name: 'All tabs' }).click();
    const item = (path: string) => page.locator(`[data-testid="all-tabs-item"][data-path="${path}"]`);
    await item(paths[15]).getByTestId('all-tabs-close').click();
    await expect(tabs(page)).toHaveCount(17);
    await expect(item(paths[15])).toHaveCount(0);
    await item(paths[12]).click();
    await expect(page).toHaveURL(new RegExp(`${paths[12]}$`));
    await expectActiveInView(page);
  });

  await test.step('closing the current tab moves to the last one, in view', async () => {
    await page.locator('[data-testid="tag"][data-active="true"]').getByTestId('tag-close').click();
    await expect(page).toHaveURL(new RegExp(`${paths[16]}$`));
    await expectActiveInView(page);
  });

  await test.step('once the tabs fit, the arrows and the menu go', async () => {
    await page.waitForLoadState('networkidle');
    await tabs(page).first().click({ button: 'right' });
    await page.getByTestId('tag-menu-closeAll').dispatchEvent('click');
    await expect(tabs(page)).toHaveCount(1);
    await expect(page.getByTestId('tags-all')).toHaveCount(0);
    await expect(page.getByTestId('tags-scroll-left')).toHaveCount(0);
    await expect(page.getByTestId('tags-scroll-right')).toHaveCount(0);
  });
});

/** Picks the n-th tab from the "all tabs" menu: it becomes active and is scrolled into view. */
async function switchThroughAllTabs(page: Page, n: number) {
  await page.getByRole('button', { name: 'All tabs' }).click();
  await page.getByTestId('all-tabs-item').nth(n).click();
  await expect(tabs(page).nth(n)).toHaveAttribute('data-active', 'true');
  await expectActiveInView(page);
}

test('at phone width the active tab is in view', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openScreens(page, request, 8);
  await expectActiveInView(page);
  await switchThroughAllTabs(page, 3);
});

for (const width of [1280, 1920])
  test(`at ${width} px, with 20 tabs, the active tab is in view, also after going back to the first`, async ({
    page,
    request,
  }) => {
    // Twenty full loads of the console, one per address: on a 2-core machine running two suites
    // side by side, up to two minutes.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await openScreens(page, request, 20);
    await expectActiveInView(page);
    await switchThroughAllTabs(page, 1);
  });

test('Ctrl+K opens the header search from anywhere, instead of the browser search; Escape closes it', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'admin', '/system/user');
  const input = page.getByTestId('header-search-select').locator('input');
  await expect(page.getByTestId('header-search')).toHaveAttribute('title', 'Search the menu (Ctrl K)');
  // Listening after the shell: sees whether the shortcut kept the browser from acting on it.
  await page.evaluate(() => {
    window.addEventListener('keydown', (e) => {
      if (e.key.toLowerCase() === 'k') document.body.dataset.kPrevented = String(e.defaultPrevented);
    });
  });

  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await expect(page.getByTestId('header-search-select')).toContainText('Search the menu (Ctrl K)');
  await expect(page.locator('body')).toHaveAttribute('data-k-prevented', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-search-select')).toHaveCount(0);
  await expect(page.getByTestId('header-search')).toBeVisible();

  // From inside another field too; Escape gives the focus back to that field.
  const field = page.locator('main input[type="text"], main input:not([type])').first();
  await field.click();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await input.fill('users');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-search-select')).toHaveCount(0);
  await expect(field).toBeFocused();

  // ⌘+K as well (the macOS habit).
  await page.keyboard.press('Meta+k');
  await expect(input).toBeFocused();
});
