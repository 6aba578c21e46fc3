import { apiAs } from './support/api';
import { ownDeviceType, printLabels, retireDeviceType } from './support/devices';
import { clickWhenOpen, confirmIn } from './support/dialogs';
import { perAttempt } from './support/names';
import { enterAs, pick, row } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * Records on the page whether the scan panel has flashed red since now. The flash lasts a second
 * and a half: on a loaded machine it can be over before a check from the test gets to look.
 */
async function watchFlash(page: Page) {
  await page.getByTestId('scan-panel').evaluate((panel: HTMLElement) => {
    delete document.documentElement.dataset.panelFlashed;
    new MutationObserver(() => {
      if (panel.dataset.flash === 'refused') document.documentElement.dataset.panelFlashed = 'refused';
    }).observe(panel, { attributes: true, attributeFilter: ['data-flash'] });
  });
}

// Two device types of the journey's own: the order's, and another model to scan by mistake.
let typeIds: number[] = [];
// Whatever happened, the order is closed and the devices it received go back to the factory.
test.afterEach(async ({ request }) => {
  for (const id of typeIds) await retireDeviceType(request, id);
  typeIds = [];
});

test('a stock-in order receives its devices by scanning, refuses wrong scans, then completes', async ({
  page,
  request,
}) => {
  const api = await apiAs(request);
  const mini = await ownDeviceType(api, 'E2E stock-in mini');
  const pro = await ownDeviceType(api, 'E2E stock-in pro');
  typeIds = [mini.id, pro.id];
  const [first, second] = await printLabels(api, mini.id, 2);
  const [other] = await printLabels(api, pro.id, 1);
  expect(first).toMatch(/^SA\d{11}$/);

  const receiving = perAttempt('E2E receiving');
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/device/input-order');
  await page.getByTestId('toolbar-add').click();
  await pick(page, 'field-deviceTypeId', mini.label);
  await page.getByTestId('field-quantity').fill('2');
  await page.getByTestId('field-remark').fill(receiving);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded').first()).toBeVisible();
  await expect(row(page, receiving)).toContainText('Submitted');
  await row(page, receiving).getByRole('button', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/inputOrderDetail\/\d+$/);

  const serial = page.getByTestId('scan-serial');
  const complete = page.getByTestId('order-complete');
  const entry = (value: string, status: string) =>
    page.locator(`[data-testid="scan-entry"][data-serial="${value}"][data-status="${status}"]`);
  await expect(serial).toBeFocused();
  await expect(complete).toBeDisabled();
  // A scanner types the serial and presses Enter; the batch is set once for the whole order.
  await page.getByTestId('scan-batchNumber').fill('B-E2E-1');
  await serial.focus();
  await serial.pressSequentially(first);
  await serial.press('Enter');
  await expect(entry(first, 'accepted')).toBeVisible();
  await expect(page.getByTestId('order-progress')).toContainText('1 / 2');
  await expect(serial).toHaveValue('');
  await expect(serial).toBeFocused();
  await expect(page.getByTestId('scan-batchNumber')).toHaveValue('B-E2E-1');
  await expect(page.getByTestId('order-detail').getByTestId('order-state')).toHaveText(
    'Warehousing in progress',
  );

  // Refusals are listed against their serial with the reason, and the panel flashes red.
  await watchFlash(page);
  await serial.pressSequentially(first);
  await serial.press('Enter');
  await expect(entry(first, 'refused')).toContainText('This device has already been received');
  await expect(page.locator('html')).toHaveAttribute('data-panel-flashed', 'refused');
  await serial.pressSequentially(other);
  await serial.press('Enter');
  await expect(entry(other, 'refused')).toContainText(
    "This serial number belongs to another model than the order's",
  );
  await expect(serial).toHaveValue('');
  await expect(page.getByTestId('order-progress')).toContainText('1 / 2');
  await expect(complete).toBeDisabled();

  // A mis-scan is taken out of the open order again (recorded in the device's ledger).
  await serial.pressSequentially(second);
  await serial.press('Enter');
  await expect(page.getByTestId('order-progress')).toContainText('2 / 2');
  const devices = page.getByTestId('order-devices');
  await expect(devices.locator('.ant-table-row')).toHaveCount(2);
  await devices.getByTestId(`unscan-${second}`).click();
  const unscan = page.getByRole('dialog');
  await expect(unscan.getByTestId('unscan-reason')).toBeVisible();
  await unscan.getByTestId('unscan-reason').fill('label smudged');
  await clickWhenOpen(unscan, unscan.getByRole('button', { name: 'Take out' }));
  await expect(page.getByText(`${second} taken out of the order`)).toBeVisible();
  await expect(page.getByTestId('order-progress')).toContainText('1 / 2');
  await expect(devices.locator('.ant-table-row')).toHaveCount(1);
  await serial.pressSequentially(second);
  await serial.press('Enter');
  await expect(page.getByTestId('order-progress')).toContainText('2 / 2');
  await expect(devices.locator('.ant-table-row', { hasText: first })).toContainText('B-E2E-1');
  await expect(devices.locator('.ant-table-row', { hasText: first })).toContainText('In stock');

  // The secrets wait for the hand-over file: downloaded once, then gone from the server.
  await expect(page.getByTestId('order-pending-secrets')).toHaveText('2');
  await page.getByTestId('order-secrets').click();
  const downloading = page.waitForEvent('download');
  await confirmIn(page, 'Download');
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^device-secrets-IN\d{8}-\d{5}\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).join('');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('serialNumber,secret,model,order');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([first, second].sort());
  await expect(page.getByTestId('order-pending-secrets')).toHaveText('0');
  await expect(page.getByTestId('order-secrets')).toHaveCount(0);

  // Completing asks first.
  await expect(complete).toBeEnabled();
  await complete.click();
  await confirmIn(page, 'Complete');
  await expect(page.getByText('Update succeeded').first()).toBeVisible();
  await expect(page.getByTestId('order-detail').getByTestId('order-state')).toHaveText(
    'Warehousing completed',
  );
  await expect(page.getByTestId('order-completed')).toBeVisible();
  await expect(serial).toHaveCount(0);
});
