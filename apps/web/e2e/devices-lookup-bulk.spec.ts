import { devicesInStock, retireDeviceType } from './support/devices';
import { clickWhenOpen } from './support/dialogs';
import { enterAs, failOnScriptErrors, pick, row, tokenFor } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

failOnScriptErrors();

type DeviceRow = { id: number; serialNumber: string; bluetoothName: string | null };

/** The admin's API headers, for reading the demo. */
async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${(await tokenFor(request, 'admin')).access_token}` };
}

/** The type of the devices a journey made for itself: back to the factory after it, even a failed one. */
let typeId: number | undefined;

test.beforeEach(async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
});

test.afterEach(async ({ request }) => {
  if (typeId) await retireDeviceType(request, typeId);
  typeId = undefined;
});

const lookup = async (page: Page, serial: string) => {
  const box = page
    .getByTestId('serial-lookup-input')
    .getByRole('searchbox', { name: 'Find by serial number' });
  await box.fill(serial);
  await box.press('Enter');
  return page.getByTestId('serial-lookup');
};

test('a serial number finds the device with its orders, feedback and ledger', async ({ page, request }) => {
  // The demo's bound analyzer: printed, received, issued to the East China agent, bound, with feedback.
  const res = await request.get('/api/device?state=bound&pageSize=50', {
    headers: await adminHeaders(request),
  });
  const devices = (await res.json()).data.list as DeviceRow[];
  const { serialNumber } = devices.find((d) => d.bluetoothName === 'SA-PRO-001')!;

  await page.goto('/device/list');
  const drawer = await lookup(page, serialNumber);
  await expect(page.locator('.ant-drawer-title')).toHaveText(`Device ${serialNumber}`);
  await expect(drawer.getByTestId('lookup-holder')).toHaveText('Lotus Beauty Xuhui (Lotus Beauty merchant)');
  await expect(drawer.getByTestId('lookup-origin')).toContainText('Warehousing completed');
  await expect(drawer.getByTestId('lookup-origin')).toContainText('Issue completed');
  await expect(drawer.getByTestId('lookup-feedback')).toContainText('Forehead reads darker');
  await expect(drawer.getByTestId('history-entry').first()).toContainText('Label printed');
  await expect(drawer.getByTestId('history-entry').filter({ hasText: 'Bound to store' })).toHaveCount(1);

  // The order's link closes the drawer and opens the order's detail screen.
  await drawer.getByTestId('lookup-output-order').click();
  await expect(page).toHaveURL(/\/outputOrderDetail\/\d+$/);
  await expect(page.getByTestId('serial-lookup')).toHaveCount(0);
  await expect(page.getByTestId('order-progress')).toBeVisible();

  await page.goto('/device/list');
  const none = await lookup(page, 'SA-NO-SUCH-1');
  await expect(none.getByTestId('lookup-not-found')).toContainText('No device with serial SA-NO-SUCH-1');
});

test('two devices are disabled together after confirmation, then enabled again', async ({
  page,
  request,
}) => {
  // Two devices of the journey's own in the warehouse: the list filtered on their type shows them alone.
  const { type, devices } = await devicesInStock(request, 2, 'E2E bulk');
  typeId = type.id;
  await page.goto('/device/list');
  await pick(page, 'filter-deviceTypeId', type.label);
  await page.getByTestId('filter-search').click();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(2);
  const serials = devices.map((d) => d.serialNumber);
  for (const serial of serials) await expect(row(page, serial)).toContainText('In stock');
  const select = async () => {
    for (const serial of serials) await row(page, serial).locator('.ant-checkbox-input').check();
    await expect(page.getByTestId('bulk-toolbar')).toContainText('2 selected');
  };

  await select();
  await page.getByTestId('bulk-disable').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Disable the selected devices (2)?');
  await clickWhenOpen(confirm, confirm.getByRole('button', { name: 'OK' }));
  await expect(page.getByText('2 disabled')).toBeVisible();
  await expect(page.getByTestId('bulk-toolbar')).toHaveCount(0);
  for (const serial of serials)
    await expect(page.getByTestId(`device-enabled-${serial}`)).toHaveAttribute('aria-checked', 'false');

  await select();
  await page.getByTestId('bulk-enable').click();
  await expect(page.getByText('2 enabled')).toBeVisible();
  for (const serial of serials)
    await expect(page.getByTestId(`device-enabled-${serial}`)).toHaveAttribute('aria-checked', 'true');
});
