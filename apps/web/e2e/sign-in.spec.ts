import { failOnScriptErrors } from './support/session';
import { expect, type Page, test } from './support/test';

const ACCESS_TOKEN_KEY = 'skin.accessToken';

/** Signs in through the form; Enter in the password field submits. */
async function signIn(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
}

failOnScriptErrors();

const storedToken = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_KEY);

test('a signed-out visit to /dashboard lands on the login page with a redirect back', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page).toHaveTitle('AI skin analyzer');
  await expect(page.getByRole('heading', { name: 'AI skin analyzer' })).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('a wrong password shows the server message and keeps the user signed out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'wrong123');
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('a badly formed password shows the rule and sends nothing', async ({ page }) => {
  let tokenRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/oauth/token')) tokenRequests += 1;
  });
  await page.goto('/login');
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('ab');
  await page.getByTestId('login-submit').click();
  await expect(
    page.getByText('The password must be 6-16 English letters and digits (case sensitive)'),
  ).toBeVisible();
  await page.getByTestId('login-password').fill('bad-chars!');
  await page.getByTestId('login-submit').click();
  await expect(
    page.getByText('The password must be 6-16 English letters and digits (case sensitive)'),
  ).toBeVisible();
  expect(tokenRequests).toBe(0);
});

test('admin signs in, lands on the redirect target and sees who they are', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome, Administrator');
  await expect(page.getByTestId('dashboard-username')).toHaveText('admin');
  await expect(page.getByTestId('dashboard-roles')).toContainText('ADMIN');
  // Tokens are kept, the password never is.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).toContain('skin.accessToken');
  expect(stored).not.toContain('admin123');
});

test('visiting /login while signed in goes home, which is the dashboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/$|\/dashboard$/);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  const visited: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(visited).toEqual(expect.arrayContaining(['/login', '/', '/dashboard']));
});

test('an unsafe redirect target is ignored', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fx');
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
});

test('an unknown path while signed in shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage$/);
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('log out returns to /login, forgets the token and ends the server session', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();

  const me = await request.get('/api/ums-user/me', { headers: { Authorization: `Bearer ${token}` } });
  expect((await me.json()).code).not.toBe(200);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('an agent signs in too', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'agent1', 'agent1123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome, East China agent');
  await expect(page.getByTestId('dashboard-username')).toHaveText('agent1');
  await expect(page.getByTestId('dashboard-roles')).toContainText('AGENT');
});

test('the chosen language applies at once and is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Anmelden');
  await page.reload();
  await expect(page.getByTestId('login-submit')).toHaveText('Anmelden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
