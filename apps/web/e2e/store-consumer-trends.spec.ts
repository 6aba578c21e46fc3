import ExcelJS from 'exceljs';
import { apiAs } from './support/api';
import { devicesInStock, issue, retireDeviceType } from './support/devices';
import { perAttempt } from './support/names';
import { enterAs, failOnScriptErrors, pick, tokenFor } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

failOnScriptErrors();

const PHONE = '13977770002';
/** Three visits, oldest first: pores and moisture end below the healthy level (80), acne above it. */
const VISITS = [
  { at: '2026-09-01T10:00:00+08:00', pores: 35, acne: 72, moisture: 90 },
  { at: '2026-10-01T10:00:00+08:00', pores: 50, acne: 85, moisture: 60 },
  { at: '2026-11-01T10:00:00+08:00', pores: 62, acne: 81, moisture: 79 },
];

let made: { typeId?: number; consumerId?: number } = {};
test.afterEach(async ({ request }) => {
  const admin = await apiAs(request);
  // The consumer goes with its tests, reports and photos; the analyzer back to the factory.
  if (made.consumerId) {
    const c = await admin<{ testCount: number }>('GET', `/api/consumer/id/${made.consumerId}`);
    await admin('POST', `/api/consumer/id/${made.consumerId}/erase`, { tests: c.testCount });
  }
  if (made.typeId) await retireDeviceType(request, made.typeId);
  made = {};
});

/**
 * A consumer of the journey's own in manager1's store, who chose two improvement questions, with
 * three visits uploaded by an analyzer of the journey's own.
 */
async function consumerWithVisits(request: APIRequestContext) {
  const { api: admin, type, devices } = await devicesInStock(request, 1, 'E2E trends');
  made.typeId = type.id;
  const { access_token } = await tokenFor(request, 'manager1');
  const manager = { authorization: `Bearer ${access_token}` };
  const store = (await (await request.get('/api/store', { headers: manager })).json()).data.list[0];
  await issue(admin, type.id, [devices[0].serialNumber]);
  await admin('PATCH', '/api/device/bind', { id: devices[0].id, storeId: store.id });
  const { secret } = await admin<{ secret: string }>('POST', '/api/device/secret', { id: devices[0].id });
  const signedIn = await request.post('/api/device-api/token', {
    data: { serialNumber: devices[0].serialNumber, secret },
  });
  const device = { authorization: `Bearer ${(await signedIn.json()).data.access_token}` };
  // Each with its label in every language the server gives one: the detail names it in English.
  const questions = await admin<{ id: number; label: string; labels?: Record<string, string> }[]>(
    'GET',
    '/api/question/all',
  );
  const chosen = questions.slice(0, 2);
  const name = perAttempt('E2E Trends');
  const consumer = await admin<{ id: number }>('POST', '/api/consumer', {
    storeId: store.id,
    name,
    phone: PHONE,
    problemIds: chosen.map((q) => q.id),
  });
  made.consumerId = consumer.id;
  for (const [n, v] of VISITS.entries()) {
    const res = await request.post('/api/device-api/test', {
      headers: device,
      multipart: {
        test: JSON.stringify({
          clientId: perAttempt(`trend-${n}`, '-'),
          consumerId: consumer.id,
          facePosition: 'front',
          testedAt: v.at,
          scores: [
            { code: 'pores', score: v.pores },
            { code: 'acne', score: v.acne },
            { code: 'moisture', score: v.moisture },
          ],
          images: [],
        }),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { id: consumer.id, name, chosen: chosen.map((q) => q.labels?.en ?? q.label) };
}

/** The signed change of one dimension between the two compared visits, and its colour's direction. */
const change = (page: Page, code: string) => page.getByTestId(`change-${code}`).getByTestId('change-value');

test("a consumer's detail shows the problems to improve, one dimension's trend at a time, and the change between two visits", async ({
  page,
  request,
}) => {
  const consumer = await consumerWithVisits(request);
  await enterAs(page, request, 'manager1', `/consumerDetails/${consumer.id}`);
  await expect(page.getByText(`Consumer detail: ${consumer.name}`)).toBeVisible();

  // What the consumer asked to improve, and what the latest test found below the healthy level.
  const problems = page.getByTestId('consumer-problems');
  for (const question of consumer.chosen)
    await expect(problems.getByTestId('problems-chosen')).toContainText(question);
  await expect(problems).toContainText('Found in the latest test (2026-11-01)');
  await expect(problems.getByTestId('problem-pores')).toContainText('Pores · 62');
  await expect(problems.getByTestId('problem-moisture')).toContainText('Moisture · 79');
  await expect(problems.getByTestId('problem-acne')).toHaveCount(0);

  // The trends start with the dimensions that have problems, each alone in its chart, named in English.
  const picker = page.getByTestId('trend-picker');
  await expect(picker).toContainText('Pores');
  await expect(picker).not.toContainText('毛孔');
  await expect(page.getByTestId('trend-pores')).toBeVisible();
  await expect(page.getByTestId('trend-moisture')).toBeVisible();
  await expect(page.getByTestId('trend-acne')).toHaveCount(0);
  // Acne picked: its own chart, drawn, with its latest score.
  await page.getByTestId('trend-pick-acne').click();
  const acne = page.getByTestId('trend-acne');
  await acne.scrollIntoViewIfNeeded();
  await expect(acne).toContainText('Score 81');
  await expect(acne.getByTestId('score-trend-acne')).toHaveAttribute('data-ready', 'true');
  await expect(acne.locator('canvas')).toHaveCount(1);
  await page.getByTestId('trend-pick-pores').click();
  await expect(page.getByTestId('trend-pores')).toHaveCount(0);

  // The first and the latest visit compared: before, after and the signed change, coloured.
  await page.getByTestId('score-changes').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('change-pores')).toContainText('35');
  await expect(page.getByTestId('change-pores')).toContainText('62');
  await expect(change(page, 'pores')).toHaveText('+27');
  await expect(change(page, 'pores')).toHaveAttribute('data-direction', 'up');
  await expect(change(page, 'moisture')).toHaveText(/^[-−]11$/);
  await expect(change(page, 'moisture')).toHaveAttribute('data-direction', 'down');
  await expect(change(page, 'moisture')).toHaveClass(/ant-typography-danger/);
  await expect(change(page, 'pores')).toHaveClass(/ant-typography-success/);
  // Another pair: the second visit against the latest.
  const second = await page.evaluate(
    () => document.querySelector('[data-testid="compare-pick-left"]')?.textContent,
  );
  expect(second).toContain('2026-09-01');
  await pick(page, 'compare-pick-left', '2026-10-01 02:00:00 (65)');
  await expect(change(page, 'moisture')).toHaveText('+19');
  await expect(change(page, 'acne')).toHaveText(/^[-−]4$/);
  await expect(change(page, 'acne')).toHaveAttribute('data-direction', 'down');
});

test('the trends and the comparison fit a phone', async ({ page, request }) => {
  const consumer = await consumerWithVisits(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await enterAs(page, request, 'manager1', `/consumerDetails/${consumer.id}`);
  const chart = page.getByTestId('score-trend-pores');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-ready', 'true');
  const box = (await chart.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('score-changes')).toBeVisible();
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a consumer's tests export with a dated name and a column per dimension", async ({ page, request }) => {
  const consumer = await consumerWithVisits(request);
  await enterAs(page, request, 'manager1', `/testRecords/${consumer.id}`);
  await expect(page.getByTestId('row-report')).toHaveCount(3);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('toolbar-export').click();
  const file = await downloading;
  // Named for the viewer's own day.
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  expect(file.suggestedFilename()).toBe(`tests-${today}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(expect.arrayContaining(['Name', 'Score', 'Test time', 'Pores', 'Acne', 'Moisture']));
  // Only the dimensions these tests score, after the list's columns.
  expect(header.slice(-3)).toEqual(['Pores', 'Acne', 'Moisture']);
  expect(sheet.rowCount).toBe(4);
  const rows = [2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(-3));
  // Newest first, as the list.
  expect(rows).toEqual(VISITS.map((v) => [v.pores, v.acne, v.moisture]).reverse());
});
