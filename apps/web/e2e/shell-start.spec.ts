import { failOnScriptErrors, openAs, signIn, signOut, storeTokens, tokenFor } from './support/session';
import { expect, type Page, test } from './support/test';

failOnScriptErrors();

test('a start-up whose code is slow shows a spinner until the code arrives, then only the console', async ({
  page,
}) => {
  // The console's code is held back, as a slow phone network would, until released below.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const spinner = page.locator('#root > .start-splash');
  await expect(spinner).toBeVisible(); // after a second without the code
  await expect(spinner).toHaveAttribute('role', 'status');

  release();
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(spinner).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a signed-in start asks for the screens beside the user info, and builds them once both are in', async ({
  page,
  request,
}) => {
  await openAs(page, await tokenFor(request, 'admin'));
  // The user info is held back until the route list has been asked for: before, the console
  // asked for the routes only once the user info had come, a round trip later.
  let routesAsked!: () => void;
  const asked = new Promise<void>((resolve) => {
    routesAsked = resolve;
  });
  await page.route('**/api/ums-menu/router', async (route) => {
    routesAsked();
    await route.continue();
  });
  await page.route('**/api/ums-user/me', async (route) => {
    await asked;
    await route.continue();
  });

  const asks: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path === '/api/ums-user/me' || path === '/api/ums-menu/router') asks.push(path);
  });

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  // Asked as the shell's code arrives, and not again when the shell renders.
  expect(asks.sort()).toEqual(['/api/ums-menu/router', '/api/ums-user/me']);
});

/** Holds the dashboard screen's code back until `until` settles. */
async function holdDashboardCode(page: Page, until: Promise<unknown>) {
  await page.route(/\/assets\/dashboard-[^/]+\.js$/, async (route) => {
    await until;
    await route.continue();
  });
}

/**
 * Counts the home page's questions from now on; `asked(n)` settles once n of them went out. The
 * dashboard's code is held back until the first two have: before, the screen's own code asked
 * for them, so held back, nothing would ever come.
 */
async function countDashboardAsks(page: Page) {
  const asks: string[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (!path.startsWith('/api/dashboard/')) return;
    asks.push(path);
    for (const w of waiting) if (asks.length >= w.n) w.resolve();
  });
  const asked = (n: number) => new Promise<void>((resolve) => waiting.push({ n, resolve }));
  await holdDashboardCode(page, asked(2));
  return { asks, asked };
}

/**
 * The home page shows its cards and figures, and asks for nothing more: the users' counts and the
 * month's totals, or a store manager's day and week (docs/skin-tests.md, "Dashboards by role").
 */
async function expectWholeDashboard(page: Page) {
  await expect(page.getByTestId('dashboard-total').or(page.getByTestId('store-today-tests'))).toBeVisible();
  await expect(
    page.getByTestId('dashboard-tests-total').or(page.getByTestId('store-week-tests')),
  ).toBeVisible();
  await expect(page.getByTestId('dashboard-refresh')).not.toHaveClass(/ant-btn-loading/);
}

test('a start on the home page asks for its figures beside the session, before its code is in, and once', async ({
  page,
  request,
}) => {
  await openAs(page, await tokenFor(request, 'admin'));
  const { asks } = await countDashboardAsks(page);

  await page.goto('/dashboard');
  await expectWholeDashboard(page);
  expect(asks.sort()).toEqual(['/api/dashboard/scope', '/api/dashboard/stats']);
});

test('a sign-in landing on the home page asks for its figures before its code is in; the next user asks afresh', async ({
  page,
}) => {
  const { asks } = await countDashboardAsks(page);
  await signIn(page, 'admin');
  await expectWholeDashboard(page);
  expect(asks.sort()).toEqual(['/api/dashboard/scope', '/api/dashboard/stats']);

  // Signed out and in as someone else: nothing of the first session's figures is shown or kept.
  await signOut(page);
  await signIn(page, 'manager1');
  await expectWholeDashboard(page);
  await expect(page.getByTestId('dashboard-username')).toHaveText('manager1');
  expect(asks.slice(2).sort()).toEqual(['/api/dashboard/scope', '/api/dashboard/stats']);
});

test('figures that failed as the console opened are asked again by the home page, which shows them', async ({
  page,
  request,
}) => {
  await openAs(page, await tokenFor(request, 'admin'));
  let scopeAsks = 0;
  let firstFailed!: () => void;
  const failed = new Promise<void>((resolve) => {
    firstFailed = resolve;
  });
  await page.route('**/api/dashboard/scope', async (route) => {
    scopeAsks += 1;
    if (scopeAsks > 1) return route.continue();
    await route.fulfill({ status: 503, json: { code: 503, msg: 'Service unavailable', data: null } });
    firstFailed();
  });
  // The screen mounts only after the early question has failed.
  await holdDashboardCode(page, failed);

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-total')).toBeVisible();
  expect(scopeAsks).toBe(2);
  // The early failure was asked quietly and is not reported: the second answer stands.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-error')).toHaveCount(0);
});

test('a dead token on the home page is told once; the sign-in after it shows the home page whole, never an error', async ({
  page,
}) => {
  await storeTokens(page, { 'skin.accessToken': 'not-a-token', 'skin.tokenType': 'Bearer' });
  // Any error card of the home page, however briefly shown, and every error message shown: a
  // message leaves after a few seconds, which a busy machine's wait for the network can outlast.
  await page.addInitScript(() => {
    const told = new WeakSet<Element>();
    new MutationObserver(() => {
      const root = document.documentElement;
      if (document.querySelector('[data-testid="dashboard-error"], [data-testid="dashboard-stats-error"]'))
        root.dataset.dashboardError = 'shown';
      for (const message of document.querySelectorAll('.ant-message-error')) {
        if (told.has(message)) continue;
        told.add(message);
        root.dataset.errorMessages = String(Number(root.dataset.errorMessages ?? 0) + 1);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  // The home page's questions, refused with the session's, add no message and no dialog.
  const errorMessages = () => page.evaluate(() => document.documentElement.dataset.errorMessages ?? '0');
  await expect.poll(errorMessages).toBe('1');
  await page.waitForLoadState('networkidle');
  expect(await errorMessages()).toBe('1');
  await expect(page.locator('.ant-modal')).toHaveCount(0);

  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('admin123');
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectWholeDashboard(page);
  expect(await page.evaluate(() => document.documentElement.dataset.dashboardError ?? 'never')).toBe('never');
});
