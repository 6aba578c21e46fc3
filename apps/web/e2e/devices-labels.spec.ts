import { perAttempt } from './support/names';
import { enterAs, pick, row } from './support/session';
import { expect, test } from './support/test';

test('the label sheet prints only its A4 pages, and each print is recorded', async ({ page, request }) => {
  const remark = perAttempt('E2E label sheet');
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
  await page.goto('/device/printer');
  await page.getByTestId('toolbar-add').click();
  await pick(page, 'field-deviceTypeId', 'Skin analyzer Pro (SA-PRO-200)');
  await page.getByTestId('field-quantity').fill('20');
  await page.getByTestId('field-remark').fill(remark);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await expect(row(page, remark)).toContainText('Not printed yet');
  await row(page, remark).getByRole('button', { name: 'Labels' }).click();

  // 20 labels: 18 fit an A4 page (3 x 6), so two pages.
  const sheet = page.getByTestId('label-sheet');
  await expect(sheet.getByTestId('label')).toHaveCount(20);
  await expect(sheet.locator('.label-sheet-page')).toHaveCount(2);
  const serials = await sheet.getByTestId('label-serial').allInnerTexts();
  expect(new Set(serials).size).toBe(20);
  for (const serial of serials) expect(serial).toMatch(/^SA\d{11}$/);
  const qr = sheet.getByTestId('label').first().locator('img');
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('label-print-state')).toHaveText('Not printed yet');

  // Printed, only the pages remain: no shell, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('shell-header')).toBeHidden();
  await expect(page.getByTestId('label-print')).toBeHidden();
  await expect(page.getByTestId('label-close')).toBeHidden();
  await expect(sheet.getByTestId('label').first()).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // One PDF page per sheet page: no label spills onto a page of its own.
  const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
  expect(pageCount).toBe(2);
  await page.emulateMedia({ media: 'screen' });

  // window.print() opens the browser's dialog; here it is counted instead.
  await page.evaluate(() => {
    const w = window as unknown as { printCalls: number; print: () => void };
    w.printCalls = 0;
    w.print = () => {
      w.printCalls += 1;
    };
  });
  await page.getByTestId('label-print').click();
  await expect(page.getByText('The print has been recorded')).toBeVisible();
  await expect(page.getByTestId('label-print-state')).toContainText('printed 1 times');
  await page.getByTestId('label-print').click();
  await expect(page.getByTestId('label-print-state')).toContainText('printed 2 times');
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(2);

  await page.getByTestId('label-close').click();
  await expect(sheet).toHaveCount(0);
  const job = row(page, remark);
  await expect(job).not.toContainText('Not printed yet');
  await expect(job).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}.*2/);
});
