import ExcelJS from 'exceljs';
import { enterAs, failOnScriptErrors, row, tokenFor } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

failOnScriptErrors();

/** Every goods item the journey makes is named so, and removed after it. */
const PREFIX = 'E2E Batch';
const HEADER = ['name', 'type', 'category', 'price', 'crossedPrice', 'shelf', 'picture'];
// The smallest valid PNG: one transparent pixel.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An .xlsx of the batch columns above and the given rows. */
async function workbook(rows: (string | number | null)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Goods');
  for (const r of [HEADER, ...rows]) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const xlsxFile = async (name: string, rows: (string | number | null)[][]) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: await workbook(rows),
});
const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input[type="file"]');

/** agent1's goods named with the prefix, through the API. */
async function agentGoods(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${(await tokenFor(request, 'agent1')).access_token}` };
  const res = await request.get('/api/goods', { headers, params: { name: PREFIX, pageSize: 50 } });
  const list = (await res.json()).data.list as {
    id: number;
    name: string;
    price: number;
    iconUrl: string | null;
  }[];
  return { headers, list: list.filter((g) => g.name.startsWith(PREFIX)) };
}

// Whatever the journey did (and however it ended), the goods it made are gone.
test.afterEach(async ({ request }) => {
  const { headers, list } = await agentGoods(request);
  if (list.length)
    expect((await request.delete(`/api/goods/id/${list.map((g) => g.id).join(',')}`, { headers })).ok()).toBe(
      true,
    );
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('an agent checks a sheet, sees the bad row, then uploads a good sheet with its picture', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'agent1', '/skin/goods-upload');
  await expect(page.getByText('Batch goods upload').first()).toBeVisible();
  await expect(page.getByTestId('goods-upload-owner')).toHaveText('East China agent');

  // Nothing picked: the product's message, and nothing sent.
  await page.getByTestId('goods-upload-check').click();
  await expect(page.getByText('Please upload a product Excel file')).toBeVisible();
  await expect(page.getByTestId('goods-upload-submit')).toBeDisabled();

  // A picture over 200 KB is refused in the browser.
  await input(page, 'goods-upload-images').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_1X1, Buffer.alloc(201 * 1024)]),
  });
  await expect(page.getByText('Pictures size must not exceed 200 KB')).toBeVisible();

  // One bad row: its error is listed by row and column, and nothing can be uploaded.
  await input(page, 'goods-upload-sheet').setInputFiles(
    await xlsxFile('bad.xlsx', [
      [`${PREFIX} serum`, 'product', 'serum', 99, null, 'up', null],
      [`${PREFIX} mask`, 'product', 'mask', 'ninety', null, 'up', null],
    ]),
  );
  await page.getByTestId('goods-upload-check').click();
  await expect(page.getByTestId('goods-upload-has-errors')).toContainText('Errors found: 1.');
  const error = row(page, 'A price in yuan');
  await expect(error).toContainText('3');
  await expect(error).toContainText('price');
  await expect(page.getByTestId('goods-upload-submit')).toBeDisabled();
  expect((await agentGoods(request)).list).toEqual([]);

  // The corrected sheet and its picture: checked, then uploaded.
  await input(page, 'goods-upload-sheet').setInputFiles(
    await xlsxFile('good.xlsx', [
      [`${PREFIX} serum`, 'product', 'serum', 99, 120, 'up', 'serum.png'],
      [`${PREFIX} mask`, 'Product', 'Mask', 59.5, null, 'down', null],
    ]),
  );
  await input(page, 'goods-upload-images').setInputFiles({
    name: 'serum.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await page.getByTestId('goods-upload-check').click();
  await expect(page.getByTestId('goods-upload-ready')).toHaveText(
    'Rows ready: 2 (new: 2, to update: 0, unchanged: 0)',
  );
  await page.getByTestId('goods-upload-submit').click();
  await expect(page.getByText('Upload Successful').first()).toBeVisible();
  await expect(page.getByTestId('goods-upload-done')).toContainText('Created: 2, updated: 0, unchanged: 0');
  // Uploading again needs another check.
  await expect(page.getByTestId('goods-upload-submit')).toBeDisabled();

  // The Goods list shows them (its screen loads on first opening: a busy machine may take a while).
  await page.getByRole('menuitem', { name: 'Goods', exact: true }).click();
  await expect(page).toHaveURL(/\/skin\/goods$/);
  const serum = row(page, `${PREFIX} serum`);
  await expect(serum).toContainText('¥99.00', { timeout: 30_000 });
  await expect(serum.locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  await expect(row(page, `${PREFIX} mask`)).toContainText('¥59.50');
});

test('an agent exports the goods a filter finds, edits a price in the sheet and uploads it back', async ({
  page,
  request,
}) => {
  const { headers } = await agentGoods(request);
  for (const [name, price] of [
    // The API takes cents; the sheet writes yuan.
    [`${PREFIX} toner`, 4500],
    [`${PREFIX} lotion`, 6800],
  ] as const) {
    const made = await request.post('/api/goods', {
      headers,
      data: { name, type: 'product', category: 'toner', price },
    });
    expect((await made.json()).code, await made.text()).toBe(200);
  }
  await enterAs(page, request, 'agent1', '/skin/goods');
  await page.getByTestId('filter-name').fill(PREFIX);
  await page.getByTestId('filter-search').click();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('goods-export-sheet').click(),
  ]);
  expect(download.suggestedFilename()).toBe('goods.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  // Only what the filter found, each with its id, in the batch sheet's columns.
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1 && String(r.values.toString()).includes(PREFIX)) rows.push(r);
  });
  expect(rows).toHaveLength(2);
  const toner = rows.find((r) => r.values.toString().includes(`${PREFIX} toner`))!;
  let priceCell: ExcelJS.Cell | undefined;
  toner.eachCell((c) => {
    // Written as a number or as the text of one, whichever the sheet's column asks for.
    if (Number(c.value) === 45) priceCell = c;
  });
  expect(priceCell, `the price column holds the price: ${JSON.stringify(toner.values)}`).toBeDefined();
  priceCell!.value = typeof priceCell!.value === 'number' ? 49 : '49';

  await page.goto('/skin/goods-upload');
  await input(page, 'goods-upload-sheet').setInputFiles({
    name: 'goods.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await page.getByTestId('goods-upload-check').click();
  await expect(page.getByTestId('goods-upload-ready')).toHaveText(
    'Rows ready: 2 (new: 0, to update: 1, unchanged: 1)',
  );
  await page.getByTestId('goods-upload-submit').click();
  await expect(page.getByTestId('goods-upload-done')).toContainText('Created: 0, updated: 1, unchanged: 1');
  const after = (await agentGoods(request)).list;
  expect(after.find((g) => g.name === `${PREFIX} toner`)?.price).toBe(4900);
  expect(after.find((g) => g.name === `${PREFIX} lotion`)?.price).toBe(6800);
});
