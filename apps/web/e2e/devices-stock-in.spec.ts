import { expect, type Page, test } from '@playwright/test';
import { pick, row, signIn } from './support/session';

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
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', 'admin123');
  const [first, second] = await printSerials(page, MINI, 2, 'E2E stock-in mini');
  const [pro] = await printSerials(page, PRO, 1, 'E2E stock-in pro');
  expect(first).toMatch(/^SA\d{11}$/);

  await page.goto('/device/input-order');
  await page.getByTestId('toolbar-add').click();
  await pick(page, 'field-deviceTypeId', MINI);
  await page.getByTestId('field-quantity').fill('2');
  await page.getByTestId('field-remark').fill('E2E receiving');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded').first()).toBeVisible();
  await expect(row(page, 'E2E receiving')).toContainText('Submitted');
  await row(page, 'E2E receiving').getByRole('button', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/inputOrderDetail\/\d+$/);

  const serial = page.getByTestId('scan-serial');
  const complete = page.getByTestId('order-complete');
  await expect(serial).toBeFocused();
  await expect(complete).toBeDisabled();
  // A scanner types the serial and presses Enter; the batch is set once for the whole order.
  await page.getByTestId('scan-batchNumber').fill('B-E2E-1');
  await serial.fill(first);
  await serial.press('Enter');
  await expect(page.getByTestId('order-progress')).toContainText('1 / 2');
  await expect(page.getByTestId('secret-notice')).toContainText(`Device secret of ${first}`);
  await expect(page.getByTestId('secret-value')).toHaveText(/^[\w-]{16,}$/);
  await expect(serial).toHaveValue('');
  await expect(serial).toBeFocused();
  await expect(page.getByTestId('scan-batchNumber')).toHaveValue('B-E2E-1');
  await expect(page.getByTestId('order-detail').getByTestId('order-state')).toHaveText(
    'Warehousing in progress',
  );

  await serial.fill(first);
  await serial.press('Enter');
  await expect(page.getByTestId('scan-refusal')).toHaveText('This device has already been received');
  await expect(serial).toHaveValue(first);

  await serial.fill(pro);
  await serial.press('Enter');
  await expect(page.getByTestId('scan-refusal')).toHaveText(
    "This serial number belongs to another model than the order's",
  );
  await expect(serial).toHaveValue(pro);
  await expect(page.getByTestId('order-progress')).toContainText('1 / 2');
  await expect(complete).toBeDisabled();

  await serial.fill(second);
  await serial.press('Enter');
  await expect(page.getByTestId('order-progress')).toContainText('2 / 2');
  await expect(page.getByTestId('scan-refusal')).toBeHidden();
  await expect(page.getByTestId('secret-notice')).toContainText(second);
  const devices = page.getByTestId('order-devices');
  await expect(devices.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(devices.locator('tr.ant-table-row', { hasText: first })).toContainText('B-E2E-1');
  await expect(devices.locator('tr.ant-table-row', { hasText: first })).toContainText('In stock');

  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(page.getByText('Update succeeded').first()).toBeVisible();
  await expect(page.getByTestId('order-detail').getByTestId('order-state')).toHaveText(
    'Warehousing completed',
  );
  await expect(page.getByTestId('order-completed')).toBeVisible();
  await expect(serial).toHaveCount(0);
});
