import { expect, type Page, test } from '@playwright/test';
import { clickWhenOpen } from './support/dialogs';
import { enterAs, pick, row } from './support/session';

const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');

test.beforeEach(async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
});

test('a new device secret is shown once, copied, and written to the ledger', async ({ page }) => {
  await page.goto('/device/list');
  await pick(page, 'filter-state', 'In stock');
  await page.getByTestId('filter-search').click();
  const first = page.locator('tr.ant-table-row').first();
  await expect(first).toContainText('In stock');
  const serial = (await first.locator('td:not(.ant-table-selection-column)').first().innerText()).trim();

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

test('a device is disabled after confirmation and enabled again', async ({ page }) => {
  await page.goto('/device/list');
  const first = page.locator('tr.ant-table-row').first();
  const serial = (await first.locator('td:not(.ant-table-selection-column)').first().innerText()).trim();
  const toggle = page.getByTestId(`device-enabled-${serial}`);
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

test("a device in an agent's stock is returned to the factory after confirmation", async ({ page }) => {
  await page.goto('/device/stock');
  await pick(page, 'filter-agentId', 'East China agent');
  await page.getByTestId('filter-search').click();
  const first = page.locator('tr.ant-table-row').first();
  await expect(first).toContainText('East China agent');
  const serial = (await first.locator('td').first().innerText()).trim();

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
