import { type APIRequestContext, expect, type Page, test } from './test';

/** What the token endpoint answers and the console keeps in browser storage. */
export type Token = { access_token: string; refresh_token: string; token_type: string };

/**
 * Makes script errors and CSP violations fail every test of the calling spec file. A refused
 * API call's "Failed to load resource" line is expected (wrong password, 403) and ignored.
 */
export function failOnScriptErrors() {
  let problems: string[] = [];
  test.beforeEach(({ page }) => {
    problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
        problems.push(msg.text());
    });
  });
  test.afterEach(() => {
    expect(problems).toEqual([]);
  });
}

/** Signs a demo user in through the API (demo passwords are the username + 123). */
export async function tokenFor(
  request: APIRequestContext,
  username: string,
  password = `${username}123`,
): Promise<Token> {
  const res = await request.post('/api/oauth/token', {
    params: {
      grant_type: 'password',
      username,
      password,
      scope: 'console',
      client_id: 'console',
      client_secret: 'console-secret',
    },
  });
  return res.json();
}

/**
 * Puts `items` in the console's storage from a document of its origin where the console does not
 * run (its logo). Set on the login page, they could be seen by that page's own start (a render after
 * its language came sends a signed-in visitor home), which then opened the console in that document
 * and, for a dead token, spent it before the test's next navigation.
 */
export async function storeTokens(page: Page, items: Record<string, string>) {
  await page.goto('/logo.svg');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/**
 * Puts a session's tokens where the console keeps them (from its logo: `storeTokens`), then opens
 * `path`; without one, no console has run yet when it returns.
 */
export async function openAs(page: Page, token: Token, path?: string) {
  await storeTokens(page, {
    'skin.accessToken': token.access_token,
    'skin.refreshToken': token.refresh_token,
    'skin.tokenType': token.token_type,
  });
  if (path) await page.goto(path);
}

/** Signs in through the API and leaves the tokens in the browser, without navigating further. */
export async function signInAs(page: Page, request: APIRequestContext, username: string) {
  await openAs(page, await tokenFor(request, username));
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, username: string, password = `${username}123`) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Logs out through the user menu. */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
}

/** A table row holding `text`. */
export const row = (page: Page, text: string) => page.locator('tr.ant-table-row', { hasText: text });

/**
 * Picks an option of an antd select by its label, and waits until the select shows it. A click
 * that lands while the dropdown is still moving in (a loaded machine, a dialog opening) can be
 * lost: the pick is then tried again, but never on an option already chosen, since a second click
 * would take it off a multiple select.
 */
export async function pick(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  const shown = async () => ((await select.textContent()) ?? '').includes(label);
  await expect(async () => {
    if (await shown()) return;
    const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);
    if (!(await option.count())) await select.click();
    await option.click({ timeout: 3_000 });
    await expect(select).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Picks an option of a server-searched picker (`ResourcePicker`): types `typed` (the label unless
 * given) so that the server offers it, then picks it by its label as `pick` does.
 */
export async function pickSearched(page: Page, testId: string, label: string, typed = label) {
  const select = page.getByTestId(testId);
  const shown = async () => ((await select.textContent()) ?? '').includes(label);
  await expect(async () => {
    if (await shown()) return;
    const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);
    if (!(await option.count())) {
      await select.click();
      await page.keyboard.type(typed);
    }
    await option.click({ timeout: 3_000 });
    await expect(select).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Picks an option of a tree select by its label, typing it first to narrow the tree, and checks
 * that the select shows it: as with `pick`, a click on an option still moving in on a loaded
 * machine can be lost, so it is tried again until the choice shows.
 */
export async function pickTree(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  const shown = async () => ((await select.textContent()) ?? '').includes(label);
  await expect(async () => {
    if (await shown()) return;
    const option = page.locator(
      `.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="${label}"]`,
    );
    if (!(await option.count())) {
      await select.click();
      await page.keyboard.type(label);
    }
    await option.click({ timeout: 3_000 });
    await expect(select).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Signs in through the API and opens `path` (the dashboard), for journeys not about signing in. */
export async function enterAs(page: Page, request: APIRequestContext, username: string, path = '/dashboard') {
  await openAs(page, await tokenFor(request, username), path);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
