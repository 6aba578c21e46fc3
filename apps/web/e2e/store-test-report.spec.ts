import ExcelJS from 'exceljs';
import { apiAs, listOf } from './support/api';
import { enterAs, failOnScriptErrors, tokenFor } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

failOnScriptErrors();

/** The newest test of manager1's store photographed from the front and both sides. */
async function threeFaceTest(request: APIRequestContext) {
  const { access_token } = await tokenFor(request, 'manager1');
  const res = await request.get('/api/test-record?facePosition=front&pageSize=5', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return (await res.json()).data.list[0] as { id: number; name: string; score: number };
}

test('a test record opens its report: three faces per image type, the score and the advice', async ({
  page,
  request,
}) => {
  const test = await threeFaceTest(request);
  await enterAs(page, request, 'manager1', '/store/test-record');
  await expect(page.getByTestId('row-report').first()).toBeVisible();
  await page.goto(`/testDetails/${test.id}`);
  const report = page.getByTestId('test-report');
  await expect(report).toContainText(test.name);
  await expect(report).toContainText(String(test.score));
  const groups = page.getByTestId('report-image-group');
  await expect(groups).toHaveCount(3);
  for (const side of ['front', 'left', 'right'])
    await expect(groups.getByTestId(`face-${side}`)).toHaveCount(3);
  // The photos load (a broken image has no natural width).
  const front = groups.first().getByTestId('face-front').locator('img');
  await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A face comes by a short-lived link signed for it: without the signature it is nobody's.
  const src = (await front.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/api\/files\/[\w-]+\?exp=\d+&sig=[\w-]+$/);
  expect((await request.get(src)).status()).toBe(200);
  expect((await request.get(src.split('?')[0])).status()).toBe(404);
  // Each dimension is a problem with its level and advice, worst score first, or a healthy area.
  const problems = page.getByTestId('report-problem');
  await expect(page.getByTestId('report-overview-bar')).toHaveCount(10);
  expect((await problems.count()) + (await page.getByTestId('report-healthy-item').count())).toBe(10);
  await expect(problems.first()).toContainText('Care methods');
  const scores = await problems.evaluateAll((cards) =>
    cards.map((c) => Number(/Score (\d+)/.exec(c.textContent ?? '')?.[1])),
  );
  expect(scores).toEqual([...scores].sort((a, b) => a - b));
  await expect(page.getByTestId('tag').filter({ hasText: 'Test record detail' })).toBeVisible();
});

test('the printable report leaves the console out, and prints to PDF', async ({ page, request }) => {
  const test = await threeFaceTest(request);
  await enterAs(page, request, 'manager1', `/testDetails/${test.id}`);
  await expect(page.getByTestId('report-problem').first()).toBeVisible();
  // The print button opens the browser's print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  // The store hands its reports over in Simplified Chinese: this English reader prints in theirs.
  await page.getByTestId('report-print-mine').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // The main button prints the store's language: once the copy in it is laid out.
  await page.getByTestId('report-print').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  await expect(page.getByTestId('report-print-copy')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByTestId('navbar')).toBeHidden();
  await expect(page.getByTestId('report-print')).toBeHidden();
  await expect(page.getByTestId('test-report')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect(pdf.length).toBeGreaterThan(20_000);
});

test('an unknown or foreign test says so, with a way back', async ({ page, request }) => {
  await enterAs(page, request, 'manager2', '/testDetails/99999999');
  await expect(page.getByTestId('report-not-found')).toContainText('does not exist or is not in your stores');
});

test('the test list says when nothing matches, filters by score, and exports with a wait notice', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'manager1', '/store/test-record');
  await expect(page.getByTestId('row-report').first()).toBeVisible();

  // The export's pages are held back until the notice has been seen, however long that takes.
  let release!: () => void;
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/test-record\/export\?.*pageSize=500/, async (route) => {
    await seen;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('toolbar-export').click();
  await expect(page.getByText('Exporting to Excel, please wait...')).toBeVisible();
  release();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Store', 'Name', 'Face position', 'Score']));
  // Every test of the store, and only of the store.
  expect(new Set(sheet.getColumn(1).values.slice(2))).toEqual(new Set(['Lotus Beauty Xuhui']));
  expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(150);

  await page.getByTestId('filter-scoreMin').fill('100');
  await page.getByTestId('filter-search').click();
  await expect(page.getByTestId('test-records-empty')).toContainText('No test records yet');
});

test("a store compares its report with today's advice, and uses today's only on purpose", async ({
  page,
  request,
}) => {
  const test = await threeFaceTest(request);
  const admin = await apiAs(request, 'admin');
  type Names = { name?: Record<string, string> };
  type Level = { id: number; name: string; minScore: number; maxScore: number; translations: Names };
  const levels = await listOf<Level>(admin, '/api/disease-level');
  await enterAs(page, request, 'manager1', `/testDetails/${test.id}`);
  const worst = page.getByTestId('report-problem').first();
  await expect(worst).toBeVisible();
  const score = Number(/Score (\d+)/.exec((await worst.textContent()) ?? '')?.[1]);
  const level = levels.find((l) => l.minScore <= score && score <= l.maxScore)!;
  await expect(page.getByTestId('test-report')).toContainText('Report made');
  // The report is read in English: the level's English name, its translation where it has one.
  const shown = level.translations?.name?.en ?? level.name;
  const renamed = `E2E ${shown}`;
  try {
    await admin('PATCH', '/api/disease-level', {
      id: level.id,
      name: renamed,
      translations: { ...level.translations, name: { ...level.translations?.name, en: renamed } },
    });
    // The report handed over stays as it was made.
    await page.reload();
    await expect(worst).toContainText(shown);
    await expect(worst).not.toContainText(renamed);

    await page.getByTestId('report-compare').click();
    const changes = page.getByTestId('report-changes');
    const levelRow = changes.locator('tr', { hasText: renamed }).first();
    await expect(levelRow).toContainText('Level');
    await expect(levelRow).toContainText(shown);
    await changes.getByTestId('report-remake').click();
    await page.getByTestId('report-remake-ok').click();
    await expect(page.getByText("The report now uses today's advice.")).toBeVisible();
    await expect(changes).toBeHidden();
    await expect(worst).toContainText(renamed);
  } finally {
    await admin('PATCH', '/api/disease-level', {
      id: level.id,
      name: level.name,
      translations: level.translations ?? {},
    });
    await admin('POST', `/api/test-record/id/${test.id}/report/remake`);
  }
});

test('an agent sees what would change but may not replace the report', async ({ page, request }) => {
  const test = await threeFaceTest(request);
  await enterAs(page, request, 'agent1', `/testDetails/${test.id}`);
  await expect(page.getByTestId('report-problem').first()).toBeVisible();
  await page.getByTestId('report-compare').click();
  const changes = page.getByTestId('report-changes');
  await expect(changes).toContainText('This report was made on');
  await expect(changes.getByTestId('report-remake')).toHaveCount(0);
});
