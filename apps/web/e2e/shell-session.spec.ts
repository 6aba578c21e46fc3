import { apiAs } from './support/api';
import { clickWhenOpen } from './support/dialogs';
import { failOnScriptErrors, openAs, tokenFor } from './support/session';
import { expect, type Request, test } from './support/test';
import { type OwnUser, ownUser, removeUsers } from './support/users';

failOnScriptErrors();

/** Users a journey made for itself (no demo user is disabled). */
let made: OwnUser[] = [];
// Runs even when a journey fails or times out (a `finally` would not: the request context is
// closed by then): the admin's preview is stopped, so the journeys after this one see the
// admin's own console, and the users a journey made are gone.
test.afterEach(async ({ request }) => {
  await (await apiAs(request))('DELETE', '/api/ums-role/view-as');
  await removeUsers(request, made);
  made = [];
});

test('personal info is offered to admin, not to an agent; change password opens its route', async ({
  page,
  request,
}) => {
  await openAs(page, await tokenFor(request, 'admin'), '/dashboard');
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-info')).toBeVisible();
  await expect(page.getByTestId('user-menu-password')).toBeVisible();

  await openAs(page, await tokenFor(request, 'agent1'), '/dashboard');
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-password')).toBeVisible();
  await expect(page.getByTestId('user-menu-info')).toHaveCount(0);
  await page.getByTestId('user-menu-password').click();
  await expect(page).toHaveURL(/\/profile\/password$/);
  await expect(page.getByTestId('breadcrumbs')).toHaveText('Home page/Profile/Change password');
});

test('a view-as preview shows a banner; stopping it restores the own role, routes and tabs', async ({
  page,
  request,
}) => {
  const admin = await tokenFor(request, 'admin');
  const headers = { Authorization: `Bearer ${admin.access_token}` };
  const roles = await (await request.get('/api/ums-role', { headers, params: { pageSize: 50 } })).json();
  const agent = roles.data.list.find((r: { code: string }) => r.code === 'AGENT');
  const started = await request.post('/api/ums-role/view-as', { headers, data: { roleId: agent.id } });
  expect((await started.json()).code).toBe(200);

  await openAs(page, admin, '/store/list');
  await expect(page.getByTestId('view-as-banner')).toContainText('Agent');
  // The agent's menu: no role screens, no personal info.
  await expect(page.getByTestId('sidebar-menu')).not.toContainText('Hospital tracking');
  await expect(page.getByTestId('tag')).toHaveCount(2);

  await page.getByTestId('view-as-stop').click();
  await expect(page.getByTestId('view-as-banner')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-menu')).toContainText('Hospital tracking');
  await expect(page.getByTestId('tag')).toHaveCount(1);
  const me = await (await request.get('/api/ums-user/me', { headers })).json();
  expect(me.data.viewingAs).toBeNull();
});

test('a session the server ends (206) logs out and closes all tabs', async ({ page, request }) => {
  // A salesperson of the journey's own, disabled half-way.
  const seller = await ownUser(request, 'SALESMAN', 'agent2', 'E2E seller');
  made.push(seller);
  // Every API call the page makes, until it has been answered.
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) pending.add(r);
  });
  const answered = (r: Request) => pending.delete(r);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);

  await openAs(page, await tokenFor(request, seller.username), '/dashboard');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  // The screen has its list and its device types before the account is disabled: asked after it,
  // they would be refused, and the session would end before the click below.
  const answer = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path);
  const loaded = Promise.all([answer('/api/output-order'), answer('/api/device-type/all')]);
  await page.goto('/device/output-order');
  await expect(page.getByTestId('tag')).toHaveCount(2);
  for (const res of await loaded) expect(res.status()).toBe(200);

  const admin = await apiAs(request);
  await admin('PATCH', '/api/ums-user/enable', { id: seller.id, state: 0 });
  // Back on the home page its overview is fetched again, and the server answers 206. The
  // click is dispatched as is: whatever the dead session shows meanwhile cannot swallow it.
  await page.getByTestId('tag').filter({ hasText: 'Home page' }).dispatchEvent('click');
  // The login page, reached once: the departure owns the navigation, the session guard stays out.
  await expect(page).toHaveURL(/\/login$/);
  // However many calls the ended session refused, it says so, and never twice alike.
  await expect(page.locator('.ant-message-notice').first()).toBeVisible();
  // Counted once every call the page made has been answered and the page has since been idle, so
  // what those answers had to say is on screen.
  await expect.poll(() => pending.size).toBe(0);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
  );
  const said = await page.locator('.ant-message-notice').allInnerTexts();
  expect(said.length).toBeGreaterThan(0);
  expect(new Set(said).size).toBe(said.length);
  const tabs = await page.evaluate(() => JSON.parse(sessionStorage.getItem('skin.tagsView') ?? '{}'));
  expect(tabs.state.visitedViews.map((v: { path: string }) => v.path)).toEqual(['/dashboard']);
  expect(await page.evaluate(() => localStorage.getItem('skin.accessToken'))).toBeNull();
});

test('a preview started from Roles leaves the screen first: no refusal, no toast, no denied audit row', async ({
  page,
  request,
}) => {
  const admin = await tokenFor(request, 'admin');
  const headers = { Authorization: `Bearer ${admin.access_token}` };
  const denied = async () =>
    (
      await (
        await request.get('/api/audit-log', {
          headers,
          params: { outcome: 'denied', actorName: 'admin', pageSize: 50 },
        })
      ).json()
    ).data.total as number;
  const deniedBefore = await denied();
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403) refused.push(res.url());
  });
  await openAs(page, admin, '/system/role');
  await page.getByTestId('role-view-as-AGENT').click();
  const dialog = page.locator('.ant-modal-confirm');
  await clickWhenOpen(dialog, dialog.locator('.ant-btn-primary'));
  await expect(page.getByTestId('view-as-banner')).toContainText('Agent');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
  expect(refused).toEqual([]);
  expect(await denied()).toBe(deniedBefore);
});
