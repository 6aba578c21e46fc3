import { expect, type Page, test } from '@playwright/test';
import { confirmIn } from './support/dialogs';
import { perAttempt } from './support/names';
import { enterAs, pick, row } from './support/session';

/** Picks the option of a select whose label is exactly `label`. */
const MINI = 'Skin analyzer Mini (SA-MINI-10)';
const PRO = 'Skin analyzer Pro (SA-PRO-200)';

/** Creates a print job on the printer screen and reads its serial numbers off the label sheet. */
async function printSerials(page: Page, type: string, quantity: number, remark: string) {
  await page.goto('/device/printer');
  await page.getByTestId('toolbar-add').click();
  await pick(page, 'field-deviceTypeId', type);
  await page.getByTestId('field-quantity').fill(String(quantity));
  await page.getByTestId('field-remark').fill(remark);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded').first()).toBeVisible();
  await row(page, remark).getByRole('button', { name: 'Labels' }).click();
  await expect(page.getByTestId('label')).toHaveCount(quantity);
  const serials = await page.getByTestId('label-serial').allInnerTexts();
  await page.getByTestId('label-close').click();
  return serials;
}

test('a stock-in order receives its devices by scanning, refuses wrong scans, then completes', async ({
  page,
  request,
}) => {
  const receiving = perAttempt('E2E receiving');
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
  const [first, second] = await printSerials(page, MINI, 2, perAttempt('E2E stock-in mini'));
  const [pro] = await printSerials(page, PRO, 1, perAttempt('E2E stock-in pro'));
  expect(first).toMatch(/^SA\d{11}$/);

  await page.goto('/device/input-order');
  await page.getByTestId('toolbar-add').click();
  await pick(page, 'field-deviceTypeId', MINI);
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
  await serial.pressSequentially(first);
  await serial.press('Enter');
  await expect(entry(first, 'refused')).toContainText('This device has already been received');
  await expect(page.getByTestId('scan-panel')).toHaveAttribute('data-flash', 'refused');
  await serial.pressSequentially(pro);
  await serial.press('Enter');
  await expect(entry(pro, 'refused')).toContainText(
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
  await page.getByTestId('unscan-reason').fill('label smudged');
  await page.getByRole('dialog').getByRole('button', { name: 'Take out' }).click();
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
