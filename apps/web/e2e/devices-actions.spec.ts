import { devicesInStock, issue, retireDeviceType } from './support/devices';
import { clickWhenOpen } from './support/dialogs';
import { enterAs, pick, row } from './support/session';
import { expect, type Page, test } from './support/test';

const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');

/** The type of the device each journey made for itself (none acts on a demo device). */
let typeId: number | undefined;

test.beforeEach(async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
});

// Whatever a journey did, its device goes back to the factory, out of every list of devices held.
test.afterEach(async ({ request }) => {
  if (typeId) await retireDeviceType(request, typeId);
  typeId = undefined;
});

/** Opens the devices list showing the journey's own devices only (its type). */
async function listOwn(page: Page, path: string, typeLabel: string) {
  await page.goto(path);
  await pick(page, 'filter-deviceTypeId', typeLabel);
  await page.getByTestId('filter-search').click();
}

test('a new device secret is shown once, copied, and written to the ledger', async ({ page, request }) => {
  const { type, devices } = await devicesInStock(request, 1, 'E2E secret');
  typeId = type.id;
  const serial = devices[0].serialNumber;
  await listOwn(page, '/device/list', type.label);
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, serial)).toContainText('In stock');

  await page.getByTestId(`device-more-${serial}`).click();
  await page.getByRole('menuitem', { name: 'New device secret' }).click();
  await expect(confirmDialog(page)).toContainText(`Issue a new secret for ${serial}?`);
  await clickWhenOpen(confirmDialog(page), confirmDialog(page).getByRole('button', { name: 'OK' }));
  const notice = page.getByTestId('secret-notice');
  await expect(notice).toContainText(`Device secret of ${serial}`);
  const secret = await page.getByTestId('secret-value').innerText();
  expect(secret).toMatch(/^[\w-]{16,}$/);
  await notice.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Content copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByTestId('secret-close').click();
  await expect(notice).toHaveCount(0);

  await page.getByTestId(`device-history-${serial}`).click();
  await expect(page.getByTestId('history-entry').last()).toContainText('New secret issued');
});

test('a device is disabled after confirmation and enabled again', async ({ page, request }) => {
  const { type, devices } = await devicesInStock(request, 1, 'E2E enable');
  typeId = type.id;
  const serial = devices[0].serialNumber;
  await listOwn(page, '/device/list', type.label);
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  const toggle = page.getByTestId(`device-enabled-${serial}`);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(confirmDialog(page)).toContainText(`Disable device ${serial}?`);
  await clickWhenOpen(confirmDialog(page), confirmDialog(page).getByRole('button', { name: 'OK' }));
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await row(page, serial).getByTestId('row-edit').click();
  await expect(page.getByRole('dialog').getByText('Edit device')).toBeVisible();
  await page.getByTestId('field-remark').fill('Demo unit at the trade fair');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded').first()).toBeVisible();
  await expect(row(page, serial)).toContainText('Demo unit at the trade fair');
});

test("a device in an agent's stock is returned to the factory after confirmation", async ({
  page,
  request,
}) => {
  const { api, type, devices } = await devicesInStock(request, 1, 'E2E return');
  typeId = type.id;
  const serial = devices[0].serialNumber;
  await issue(api, type.id, [serial], 'East China agent');
  await page.goto('/device/stock');
  await pick(page, 'filter-agentId', 'East China agent');
  await pick(page, 'filter-deviceTypeId', type.label);
  await page.getByTestId('filter-search').click();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, serial)).toContainText('East China agent');

  await page.getByTestId(`stock-return-${serial}`).click();
  await expect(confirmDialog(page)).toContainText(`Return device ${serial} to the factory?`);
  await clickWhenOpen(confirmDialog(page), confirmDialog(page).getByRole('button', { name: 'OK' }));
  await expect(page.getByText('Update succeeded')).toBeVisible();
  await expect(row(page, serial)).toHaveCount(0);

  await page.goto('/device/list');
  await page.getByTestId('filter-serialNumber').fill(serial);
  await page.getByTestId('filter-serialNumber').press('Enter');
  await expect(row(page, serial)).toContainText('Returned to factory');
});
