import fs from 'node:fs';
import path from 'node:path';
import { enterAs, failOnScriptErrors } from './support/session';
import { expect, type Page, test } from './support/test';

failOnScriptErrors();

const SHEETS = path.join(import.meta.dirname, '../../server/test/fixtures/spreadsheets');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fixture = (name: string) => ({
  name,
  mimeType: XLSX_TYPE,
  buffer: fs.readFileSync(path.join(SHEETS, name)),
});
/** The sheet's form item: the file's name and its refusal are shown together there. */
const sheetItem = (page: Page) =>
  page.locator('.ant-form-item', { has: page.getByTestId('goods-upload-sheet') });
const sheetInput = (page: Page) => page.getByTestId('goods-upload-sheet').locator('input[type="file"]');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

// Nothing is written by a refused sheet: the journey leaves no data behind.
test('a refused workbook is named beside the file until it is removed or another is sent', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'agent1', '/skin/goods-upload');
  await expect(page.getByText('Batch goods upload').first()).toBeVisible();

  // A password-protected workbook: the server says so, and the page keeps saying it beside the file.
  await sheetInput(page).setInputFiles(fixture('password-protected.xlsx'));
  await page.getByTestId('goods-upload-check').click();
  const refusal = sheetItem(page).getByTestId('goods-upload-sheet-refusal');
  await expect(refusal).toHaveText(
    'The workbook is password-protected: save it without a password and upload it again',
  );
  await expect(sheetItem(page).locator('.ant-upload-list-item-error')).toContainText(
    'password-protected.xlsx',
  );
  // Still there once any toast has gone.
  await page.waitForTimeout(6000);
  await expect(refusal).toBeVisible();

  // Removing the file takes its refusal with it.
  await sheetItem(page).locator('.ant-upload-list-item').hover();
  await sheetItem(page)
    .getByRole('button', { name: /remove|delete/i })
    .click();
  await expect(refusal).toHaveCount(0);

  // A damaged workbook is named as damaged; choosing another file and checking it again replaces the reason.
  await sheetInput(page).setInputFiles(fixture('truncated.xlsx'));
  await page.getByTestId('goods-upload-check').click();
  await expect(refusal).toHaveText('The workbook is damaged or cannot be read');

  // A file that is no workbook by its name is refused in the browser, beside the file too.
  await sheetInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(refusal).toHaveText('The file is not an Excel workbook (xlsx, xls, xlsm or xlsb)');
  // It replaces the file before it: one file listed, marked.
  await expect(sheetItem(page).locator('.ant-upload-list-item')).toHaveCount(1);
  await expect(sheetItem(page).locator('.ant-upload-list-item-error')).toHaveText('notes.txt');
  await expect(page.getByTestId('goods-upload-submit')).toBeDisabled();
});
