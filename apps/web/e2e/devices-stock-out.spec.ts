import { apiAs } from './support/api';
import { devicesInStock, retireDeviceType } from './support/devices';
import { confirmIn } from './support/dialogs';
import { perAttempt } from './support/names';
import { enterAs, pick, pickSearched, row } from './support/session';
import { expect, test } from './support/test';

// The journey's own device (of its own type) and its own store of the Lotus Beauty merchant: no
// demo device is issued or bound, no demo store gains a device.
let typeId: number | undefined;
let storeId: number | undefined;
// Whatever happened, the device goes back to the factory (out of the agent's stock and the
// store), then the store is deleted.
test.afterEach(async ({ request }) => {
  if (typeId) await retireDeviceType(request, typeId);
  if (storeId) await (await apiAs(request))('DELETE', `/api/store/id/${storeId}`);
  typeId = undefined;
  storeId = undefined;
});

test('a device issued to an agent is bound by the agent to its store, and the ledger shows both', async ({
  page,
  browser,
  request,
}) => {
  // A device in the warehouse to issue.
  const { api, type, devices } = await devicesInStock(request, 1, 'E2E stock-out');
  typeId = type.id;
  const [{ serialNumber: serial }] = devices;
  const storeName = perAttempt('E2E Lotus Beauty Minhang');
  const merchant = (
    await api<{ list: { id: number; username: string }[] }>('GET', '/api/ums-user?username=merchant1')
  ).list.find((u) => u.username === 'merchant1')!;
  storeId = (
    await api<{ id: number }>('POST', '/api/store', {
      name: storeName,
      merchantId: merchant.id,
      area: 'Shanghai Minhang',
    })
  ).id;

  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/device/output-order');
  await page.getByTestId('toolbar-add').click();
  await pickSearched(page, 'field-agentId', 'East China agent');
  await pick(page, 'field-shipperId', 'Zhang Wei');
  await page.getByTestId('field-consigneeName').fill('East China warehouse');
  await page.getByTestId('field-consigneePhone').fill('13800000003');
  await page.getByTestId('field-consigneeAddress').fill('1 Century Ave, Shanghai');
  await pick(page, 'field-deviceTypeId', type.label);
  await page.getByTestId('field-quantity').fill('1');
  const remark = perAttempt('E2E stock-out');
  await page.getByTestId('field-remark').fill(remark);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded').first()).toBeVisible();
  await row(page, remark).getByRole('button', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/outputOrderDetail\/\d+$/);
  await page.getByTestId('scan-serial').fill(serial);
  await page.getByTestId('scan-serial').press('Enter');
  await expect(
    page.locator(`[data-testid="scan-entry"][data-serial="${serial}"][data-status="accepted"]`),
  ).toBeVisible();
  await expect(page.getByTestId('order-progress')).toContainText('1 / 1');
  await page.getByTestId('order-complete').click();
  await confirmIn(page, 'Complete');
  await expect(page.getByTestId('order-detail').getByTestId('order-state')).toHaveText('Issue completed');

  // The agent sees the device in its list and binds it to its merchant's store.
  const agent = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await enterAs(agent, request, 'agent1');
  await agent.goto('/device/list');
  await agent.getByTestId('filter-serialNumber').fill(serial);
  await agent.getByTestId('filter-serialNumber').press('Enter');
  const device = row(agent, serial);
  await expect(device).toContainText('Issued to agent');
  await expect(device).toContainText('East China agent');
  await agent.getByTestId(`device-more-${serial}`).click();
  await agent.getByRole('menuitem', { name: 'Bind to a store' }).click();
  await pick(agent, 'field-storeId', storeName);
  await agent.getByTestId('bind-submit').click();
  await expect(agent.getByText('Update succeeded')).toBeVisible();
  await expect(device).toContainText('Bound to store');
  await expect(device).toContainText(storeName);
  await expect(device).toContainText('Lotus Beauty merchant');

  await agent.getByTestId(`device-history-${serial}`).click();
  // Oldest first: printed, received, issued, bound.
  const entries = agent.getByTestId('history-entry');
  await expect(entries.first()).toContainText('Label printed');
  await expect(entries.last()).toContainText('Bound to store');
  const texts = await entries.allInnerTexts();
  const issued = texts.findIndex((text) => text.includes('Issued to agent') && text.includes('In stock'));
  expect(issued).toBeGreaterThan(0);
  expect(texts[issued]).toMatch(/In stock\s*→\s*Issued to agent/);
  expect(texts[issued]).toContain('admin');
  const bound = texts.at(-1)!;
  expect(bound).toMatch(/Issued to agent\s*→\s*Bound to store/);
  expect(bound).toContain('agent1');
  expect(bound).toContain(`Store: ${storeName}`);
  await agent.close();
});
