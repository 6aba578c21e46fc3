import { apiAs } from './support/api';
import { devicesInStock, issue, retireDeviceType } from './support/devices';
import { perAttempt } from './support/names';
import { failOnScriptErrors, openAs, pick, pickSearched, row, tokenFor } from './support/session';
import { type APIRequestContext, expect, type Page, type Request, test } from './support/test';
import { type OwnUser, ownUser, removeUsers } from './support/users';

failOnScriptErrors();

type RouteNode = { path: string; component: string; meta: { hidden: boolean }; children?: RouteNode[] };

/** The screens a user's menu offers: leaf routes with their full paths. */
async function menuScreens(request: APIRequestContext, accessToken: string) {
  const res = await request.get('/api/ums-menu/router', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const walk = (nodes: RouteNode[], prefix: string): string[] =>
    nodes.flatMap((n) => {
      const path = n.path.startsWith('/') ? n.path : `${prefix}/${n.path}`;
      if (n.children?.length) return walk(n.children, path);
      return n.meta.hidden || n.component === 'Layout' ? [] : [path];
    });
  return walk((await res.json()).data, '');
}

const ERRORS_KEY = 'e2e.errorMessages';

/**
 * Follows a console through its screens: every API call is put down against the screen that made
 * it, so a refusal that answers late still counts for its screen, and every error message shown
 * is written down in the tab's storage as it appears, however soon it leaves or the page reloads.
 */
async function followScreens(page: Page) {
  let screen = '';
  const madeOn = new Map<Request, string>();
  const refused: string[] = [];
  const isApi = (req: Request) => new URL(req.url()).pathname.startsWith('/api/');
  page.on('request', (req) => {
    if (isApi(req)) madeOn.set(req, screen);
  });
  page.on('response', (res) => {
    if (res.status() === 403 && madeOn.has(res.request()))
      refused.push(`${madeOn.get(res.request())}: refused ${res.url()}`);
  });
  const answered = (req: Request) => madeOn.delete(req);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  await page.addInitScript((key) => {
    const told = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const message of document.querySelectorAll('.ant-message-error')) {
        if (told.has(message)) continue;
        told.add(message);
        const said = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        said.push(`${location.pathname}: error message "${message.textContent}"`);
        sessionStorage.setItem(key, JSON.stringify(said));
      }
    }).observe(document, { childList: true, subtree: true });
  }, ERRORS_KEY);

  return {
    /** Opens a screen and waits until it has rendered and every call it made has been answered. */
    async visit(path: string) {
      screen = path;
      await page.goto(path);
      await expect(page.getByTestId('shell-header')).toBeVisible();
      await expect(page.locator(`[data-testid="tag"][data-path="${path}"]`)).toHaveAttribute(
        'data-active',
        'true',
      );
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect.poll(() => madeOn.size).toBe(0);
    },
    /** The refusals and error messages of every screen visited, once every call has been answered. */
    async problems() {
      await expect.poll(() => madeOn.size).toBe(0);
      const said = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), ERRORS_KEY);
      return [...refused, ...(said as string[])];
    },
  };
}

for (const username of ['operator', 'agent1', 'merchant1', 'manager1', 'sales1'])
  test(`${username} opens every screen of its menu with no refusal and no error message`, async ({
    page,
    request,
  }) => {
    // The operator's menu has some thirty screens, each a full start of the console: several
    // minutes on a loaded machine. The journey is about what each screen says, not its speed.
    test.setTimeout(420_000);
    const token = await tokenFor(request, username);
    const screens = await menuScreens(request, token.access_token);
    expect(screens.length).toBeGreaterThan(2);
    const tour = await followScreens(page);
    await openAs(page, token);
    const problems: string[] = [];
    for (const path of screens) {
      await tour.visit(path);
      if (await page.getByTestId('screen-unavailable').count())
        problems.push(`${path}: screen not available`);
      if (await page.getByTestId('screen-error').count()) problems.push(`${path}: screen failed`);
    }
    problems.push(...(await tour.problems()));
    expect(problems).toEqual([]);
  });

/** A store of the journey's own, with one device of its own bound to it. */
async function storeWithDevice(request: APIRequestContext, merchant: OwnUser, manager?: OwnUser) {
  const { api, type, devices } = await devicesInStock(request, 1, 'E2E moved store');
  const name = perAttempt('E2E moved store');
  const store = await api<{ id: number }>('POST', '/api/store', {
    name,
    merchantId: merchant.id,
    managerId: manager?.id ?? null,
    area: 'Shanghai Pudong',
  });
  await issue(api, type.id, [devices[0].serialNumber], 'East China agent');
  await api('PATCH', '/api/device/bind', { id: devices[0].id, storeId: store.id });
  return { typeId: type.id, storeId: store.id, name };
}

// What the journeys made for themselves, removed after each even when it failed: the devices go
// back to the factory, then the store, then the users (below their parents first).
let made: { typeId?: number; storeId?: number; users: OwnUser[] } = { users: [] };
test.afterEach(async ({ request }) => {
  if (made.typeId) await retireDeviceType(request, made.typeId);
  if (made.storeId) await (await apiAs(request))('DELETE', `/api/store/id/${made.storeId}`);
  await removeUsers(request, made.users.reverse());
  made = { users: [] };
});

test('a store moved to another merchant takes its devices along at once, seen in the console', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Two merchants of the journey's own, each with its store manager; the store is the first's.
  const first = await ownUser(request, 'MERCHANT', 'agent1', perAttempt('E2E first merchant'));
  made.users.push(first);
  const firstManager = await ownUser(request, 'STORE_MANAGER', first.username, 'E2E first manager');
  made.users.push(firstManager);
  const second = await ownUser(request, 'MERCHANT', 'agent2', perAttempt('E2E second merchant'));
  made.users.push(second);
  const secondManager = await ownUser(request, 'STORE_MANAGER', second.username, 'E2E second manager');
  made.users.push(secondManager);
  const store = await storeWithDevice(request, first, firstManager);
  Object.assign(made, store);

  const merchant = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const manager = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const empty = (page: Page) => page.locator('.ant-table-placeholder .ant-empty');
  await openAs(merchant, await tokenFor(request, second.username), '/device/list');
  await openAs(manager, await tokenFor(request, firstManager.username), '/device/list');
  // Two consoles start at once on one embedded database: on a loaded machine a list can take
  // longer than the usual ten seconds. The journey is about whose rows they are, not speed.
  await expect(row(manager, store.name).first()).toBeVisible({ timeout: 30_000 });
  // The second merchant's list, once loaded, has no devices at all.
  await expect(empty(merchant)).toBeVisible({ timeout: 30_000 });

  // Platform staff move the store in its edit form: another merchant, that merchant's manager.
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openAs(page, await tokenFor(request, 'admin'), '/store/list');
  await page.getByTestId('filter-name').fill(store.name);
  await page.getByTestId('filter-search').click();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await row(page, store.name).getByTestId('row-edit').click();
  await pick(page, 'field-merchantId', second.name);
  await pick(page, 'store-manager-account', secondManager.name);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
  await expect(row(page, store.name)).toContainText(second.name);
  await page.close();

  await merchant.reload();
  await expect(row(merchant, store.name).first()).toBeVisible();
  // The first manager's list, once loaded, is empty: the store and its device are no longer its.
  await manager.reload();
  await expect(empty(manager)).toBeVisible();
  await expect(row(manager, store.name)).toHaveCount(0);
  await merchant.close();
  await manager.close();
});

test('a merchant moved under another agent takes its stores and devices along, seen in the console', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A merchant of the journey's own below the East China agent, with its store and device.
  const moved = await ownUser(request, 'MERCHANT', 'agent1', perAttempt('E2E moved merchant'));
  made.users.push(moved);
  const store = await storeWithDevice(request, moved);
  Object.assign(made, store);

  const oldAgent = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const newAgent = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openAs(oldAgent, await tokenFor(request, 'agent1'), '/store/list');
  await openAs(newAgent, await tokenFor(request, 'agent2'), '/store/list');
  await expect(row(oldAgent, store.name)).toBeVisible({ timeout: 30_000 });
  // The Europe agent's list, once loaded (its own merchant's stores), does not have it.
  await expect(newAgent.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(row(newAgent, store.name)).toHaveCount(0);

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openAs(page, await tokenFor(request, 'admin'), '/system/user');
  await page.getByTestId('filter-username').fill(moved.username);
  await page.getByTestId('filter-search').click();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await row(page, moved.username).getByTestId('row-edit').click();
  await pickSearched(page, 'field-parentId', 'Europe agent');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
  await expect(row(page, moved.username)).toContainText('Europe agent');
  await page.close();

  await newAgent.reload();
  await expect(row(newAgent, store.name)).toBeVisible();
  await newAgent.goto('/device/list');
  await expect(row(newAgent, store.name).first()).toBeVisible();
  // The East China agent's list, once loaded (its other merchants' stores), no longer has it.
  await oldAgent.reload();
  await expect(oldAgent.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(row(oldAgent, store.name)).toHaveCount(0);
  await oldAgent.close();
  await newAgent.close();
});
