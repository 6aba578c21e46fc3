import { type Api, apiAs, listOf } from './support/api';
import { devicesInStock, issue, retireDeviceType } from './support/devices';
import { perAttempt } from './support/names';
import { enterAs, failOnScriptErrors } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { type OwnUser, ownUser, removeUsers } from './support/users';

failOnScriptErrors();

const DAY = 86_400_000;

/** The page's own answer of `GET /dashboard/stats`, as it arrives. */
const statsAnswer = (page: Page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/stats' && r.status() === 200)
    .then(async (r) => (await r.json()).data);

/** The page fits its width: nothing runs off to the side to be scrolled to. */
async function expectNoSideScroll(page: Page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over).toBeLessThanOrEqual(0);
}

/** Each element's panel lies within the width of the welcome panel above them, both edges. */
async function expectWithinScreen(page: Page, testIds: string[]) {
  const welcome = (await page
    .getByTestId('dashboard-welcome')
    .locator('xpath=ancestor::div[contains(@style, "border-radius")][1]')
    .boundingBox())!;
  for (const id of testIds) {
    const panel = (await page
      .getByTestId(id)
      .locator('xpath=ancestor::div[parent::div[contains(@class, "panel-grid-cell")]][1]')
      .boundingBox())!;
    expect(panel.x, id).toBeGreaterThanOrEqual(welcome.x - 0.5);
    expect(panel.x + panel.width, id).toBeLessThanOrEqual(welcome.x + welcome.width + 0.5);
  }
}

const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).split('\n').at(1)?.replace(/\D/g, ''));

test("the demo store manager's dashboard: its day and week, follow-ups, no users' counts", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const answer = statsAnswer(page);
  await enterAs(page, request, 'manager1');
  const { store, shape } = await answer;
  expect(shape).toBe('store');
  await expect(page.getByTestId('store-periods')).toBeVisible();
  expect(await figure(page, 'store-week-tests')).toBe(store.week.tests.count);
  expect(await figure(page, 'store-today-consumers')).toBe(store.today.consumers.count);
  await expect(page.getByTestId('store-week-split')).toHaveText(
    `${store.week.newConsumers.count} new · ${store.week.returningConsumers.count} returning`,
  );
  await expect(page.getByTestId('follow-up-rule')).toHaveText(
    'Last test more than 30 days ago, with a score below 60',
  );
  // A store manager manages no users: the users' counts of the other dashboards are not shown.
  await expect(page.getByTestId('dashboard-counts')).toHaveCount(0);
  // Its store's month and score spread, no ranking of a single store.
  await page.getByTestId('chart-scores').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('chart-scores')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('chart-top-stores')).toHaveCount(0);
  // Four across a desktop.
  const boxes = await Promise.all(
    ['store-today-tests', 'store-week-tests', 'store-today-consumers', 'store-week-consumers'].map(
      async (id) => (await page.getByTestId(id).boundingBox())!,
    ),
  );
  for (const box of boxes) expect(box.y).toBeCloseTo(boxes[0]!.y, 0);
  await expectNoSideScroll(page);

  // On a phone the cards go two by two, the tests above the consumers, all within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    const [today, week, consumers] = await Promise.all(
      ['store-today-tests', 'store-week-tests', 'store-today-consumers'].map(
        async (id) => (await page.getByTestId(id).boundingBox())!,
      ),
    );
    expect(week.y).toBeCloseTo(today.y, 0);
    expect(week.x).toBeGreaterThan(today.x + today.width);
    expect(consumers.y).toBeGreaterThan(today.y + today.height);
  }).toPass();
  await expectNoSideScroll(page);
  await expectWithinScreen(page, ['store-week-tests', 'store-week-consumers', 'follow-up']);
});

/** A store of the journey's own under merchant1, run by a manager of its own, with an analyzer. */
async function ownStore(request: APIRequestContext, api: Api, manager: OwnUser) {
  const [merchant] = await listOf<{ id: number; username: string }>(api, '/api/ums-user?username=merchant1');
  const name = perAttempt('E2E dashboard store');
  const store = await api<{ id: number }>('POST', '/api/store', {
    name,
    merchantId: merchant!.id,
    managerId: manager.id,
    area: 'Shanghai',
  });
  const { type, devices } = await devicesInStock(request, 1, 'E2E dashboard analyzer');
  const device = devices[0]!;
  await issue(api, type.id, [device.serialNumber]);
  await api('PATCH', '/api/device/bind', { id: device.id, storeId: store.id });
  const { secret } = await api<{ secret: string }>('POST', '/api/device/secret', { id: device.id });
  const signedIn = await (
    await request.post('/api/device-api/token', { data: { serialNumber: device.serialNumber, secret } })
  ).json();
  const headers = { authorization: `Bearer ${signedIn.data.access_token}` };
  let n = 0;
  /** A test the analyzer takes of a consumer (by phone) at a time, every dimension scored alike. */
  const upload = async (phone: string, consumer: string, testedAt: Date, score: number) => {
    n += 1;
    const res = await request.post('/api/device-api/test', {
      headers,
      multipart: {
        test: JSON.stringify({
          clientId: perAttempt(`e2e-dash-${n}`, '-'),
          consumer: { phone, name: consumer },
          facePosition: 'front',
          testedAt: testedAt.toISOString(),
          scores: ['pores', 'acne', 'spots'].map((code) => ({ code, score })),
          images: [],
        }),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { id: store.id, name, typeId: type.id, upload };
}

test.describe('a store manager of its own', () => {
  const made: { users: OwnUser[]; storeId?: number; typeId?: number } = { users: [] };

  test.afterEach(async ({ request }) => {
    const api = await apiAs(request);
    if (made.storeId) {
      // The consumers go with their tests, as a person's right to be forgotten erases them.
      const consumers = await listOf<{ id: number; testCount: number }>(
        api,
        `/api/consumer?storeId=${made.storeId}`,
      );
      for (const c of consumers) await api('POST', `/api/consumer/id/${c.id}/erase`, { tests: c.testCount });
    }
    if (made.typeId) await retireDeviceType(request, made.typeId);
    if (made.storeId) await api('DELETE', `/api/store/id/${made.storeId}`);
    await removeUsers(request, made.users);
  });

  test('sees a newcomer of today and the consumer due for a follow-up, and opens that consumer', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request);
    const manager = await ownUser(request, 'STORE_MANAGER', 'merchant1', 'E2E dashboard manager');
    made.users = [manager];
    const store = await ownStore(request, api, manager);
    made.storeId = store.id;
    made.typeId = store.typeId;
    // A newcomer tested a moment ago; a regular first seen 40 days ago with a poor score, and not since.
    await store.upload('13966660001', 'E2E Newcomer', new Date(Date.now() - 60_000), 82);
    await store.upload('13966660002', 'E2E Overdue', new Date(Date.now() - 40 * DAY), 41);

    await enterAs(page, request, manager.username);
    await expect(page.getByTestId('store-today-tests')).toContainText('1');
    await expect(page.getByTestId('store-today-split')).toHaveText('1 new · 0 returning');
    await expect(page.getByTestId('store-week-split')).toHaveText('1 new · 0 returning');
    const due = page.getByTestId('follow-up-consumer');
    await expect(due).toHaveCount(1);
    await expect(due).toContainText('E2E Overdue');
    await expect(due).toContainText('Score 41');
    await expect(due).toContainText('40 days ago');
    await expect(page.getByTestId('follow-up-due')).toContainText('Showing 1 of 1 due');
    await due.getByRole('link', { name: 'E2E Overdue' }).click();
    await expect(page).toHaveURL(/\/consumerDetails\/\d+$/);
    await expect(page.getByText('Consumer detail: E2E Overdue')).toBeVisible();
  });
});

test.describe('a salesperson', () => {
  const made: { users: OwnUser[]; shipperId?: number; orderId?: number; typeId?: number } = { users: [] };

  test.afterEach(async ({ request }) => {
    const api = await apiAs(request);
    if (made.orderId) await api('DELETE', `/api/output-order/id/${made.orderId}`);
    if (made.shipperId) await api('DELETE', `/api/shipper/id/${made.shipperId}`);
    if (made.typeId) await retireDeviceType(request, made.typeId);
    await removeUsers(request, made.users);
  });

  test('the demo salesperson sees the shipments it carries, by state, and opens one', async ({
    page,
    request,
  }) => {
    const answer = statsAnswer(page);
    await enterAs(page, request, 'sales1');
    const { sales, shape } = await answer;
    expect(shape).toBe('sales');
    await expect(page.getByTestId('dashboard-counts')).toHaveCount(0);
    for (const s of sales.byState as { state: string; count: number }[])
      expect(await figure(page, `sales-state-${s.state}`)).toBe(s.count);
    const shipments = page.getByTestId('sales-shipment');
    await expect(shipments).toHaveCount(sales.latest.length);
    expect(sales.latest.length).toBeGreaterThan(0);
    const first = sales.latest[0] as { id: number; number: string };
    await shipments.first().getByRole('link', { name: first.number }).click();
    await expect(page).toHaveURL(new RegExp(`/outputOrderDetail/${first.id}$`));
  });

  test('a salesperson of its own sees its new shipment and nobody else’s; on a phone too', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request);
    const sales = await ownUser(request, 'SALESMAN', 'agent1', 'E2E dashboard salesperson');
    made.users = [sales];
    const shipper = await api<{ id: number }>('POST', '/api/shipper', {
      name: perAttempt('E2E courier'),
      userId: sales.id,
    });
    made.shipperId = shipper.id;
    const { type } = await devicesInStock(request, 1, 'E2E dashboard shipment');
    made.typeId = type.id;
    const agents = await api<{ id: number; label: string }[]>('GET', '/api/ums-user/agent');
    const order = await api<{ id: number; number: string }>('POST', '/api/output-order', {
      agentId: agents.find((a) => a.label === 'East China agent')!.id,
      shipperId: shipper.id,
      consigneeName: 'E2E warehouse',
      consigneePhone: '13800000003',
      consigneeAddress: '1 Century Ave, Shanghai',
      deviceTypeId: type.id,
      quantity: 1,
    });
    made.orderId = order.id;

    await page.setViewportSize({ width: 390, height: 844 });
    await enterAs(page, request, sales.username);
    const shipments = page.getByTestId('sales-shipment');
    await expect(shipments).toHaveCount(1);
    await expect(shipments).toContainText('Submitted');
    await expect(shipments).toContainText('0 of 1 issued');
    await expect(shipments).toContainText('To East China agent');
    expect(await figure(page, 'sales-state-submitted')).toBe(1);
    expect(await figure(page, 'sales-state-completed')).toBe(0);
    await expectNoSideScroll(page);
    await expectWithinScreen(page, ['sales-state-in_progress', 'sales-state-closed']);
  });
});
