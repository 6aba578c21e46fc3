import { apiAs, listOf } from './support/api';
import { readPdf } from './support/pdf';
import { enterAs, failOnScriptErrors, tokenFor } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

failOnScriptErrors();

type Problem = { name: string; nameEn: string | null; score: number; severity: number | null };
type Report = {
  test: { id: number; testedAt: string };
  store: { name: string };
  consumer: { name: string };
  problems: Problem[];
};

/** The newest front-face test of manager1's store, with its report as the API answers it. */
async function newestReport(request: APIRequestContext): Promise<Report> {
  const { access_token } = await tokenFor(request, 'manager1');
  const headers = { authorization: `Bearer ${access_token}` };
  const list = await (
    await request.get('/api/test-record?facePosition=front&pageSize=5', { headers })
  ).json();
  const id = list.data.list[0].id as number;
  return (await (await request.get(`/api/test-record/id/${id}/report`, { headers })).json()).data;
}

/** The report's date as the console writes it (local time of the browser, as the test runs it). */
const dayOf = (page: Page, iso: string) =>
  page.evaluate((at) => {
    const d = new Date(at);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  }, iso);

test('the printed report is one or two A4 pages naming the store, the consumer, the date and the problems', async ({
  page,
  request,
}) => {
  const report = await newestReport(request);
  await enterAs(page, request, 'manager1', `/testDetails/${report.test.id}`);
  const view = page.getByTestId('test-report');
  await expect(view.getByTestId('report-store')).toHaveText(report.store.name);
  await expect(view.getByTestId('report-overview-bar')).toHaveCount(report.problems.length);
  // Every picture in before printing.
  await expect
    .poll(() =>
      view.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sidebar')).toBeHidden();
  const pdf = await readPdf(await page.pdf({ format: 'A4', printBackground: true }));
  expect(pdf.pages).toBeGreaterThanOrEqual(1);
  expect(pdf.pages).toBeLessThanOrEqual(2);
  // No blank page.
  for (const text of pdf.text) expect(text.trim().length).toBeGreaterThan(20);
  // Chromium writes some runs glyph by glyph: the words are compared without their spaces.
  const bare = (text: string) => text.replace(/\s+/g, '');
  const all = bare(pdf.text.join(''));
  expect(all).toContain(bare(report.store.name));
  expect(all).toContain(bare(report.consumer.name));
  expect(all).toContain(await dayOf(page, report.test.testedAt));
  const problems = report.problems.filter((p) => p.severity !== 0);
  const healthy = report.problems.filter((p) => p.severity === 0);
  for (const p of report.problems) expect(all).toContain(bare(p.nameEn ?? p.name));
  if (problems.length) {
    // The heading is on the page of the first problem it introduces, never alone at a page's foot.
    const at = pdf.text.findIndex((t) => bare(t).includes('Skinproblems'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(bare(pdf.text[at])).toContain(bare(problems[0].nameEn ?? problems[0].name));
  }
  if (healthy.length) expect(all).toContain('Healthyareas');
});

test('problems and healthy areas are apart, each level in the colour of its severity', async ({
  page,
  request,
}) => {
  const report = await newestReport(request);
  const admin = await apiAs(request, 'admin');
  const levels = await listOf<{ minScore: number; maxScore: number }>(admin, '/api/disease-level');
  const healthyFrom = [...levels].sort((a, b) => b.maxScore - a.maxScore)[0].minScore;
  await enterAs(page, request, 'manager1', `/testDetails/${report.test.id}`);
  await expect(page.getByTestId('report-overview-bar')).toHaveCount(report.problems.length);
  const scoreOf = (text: string | null) => Number(/Score (\d+)/.exec(text ?? '')?.[1]);
  const problemScores = (await page.getByTestId('report-problem').allTextContents()).map(scoreOf);
  const healthyScores = (await page.getByTestId('report-healthy-item').allTextContents()).map(scoreOf);
  expect(problemScores.length + healthyScores.length).toBe(report.problems.length);
  for (const s of problemScores) expect(s).toBeLessThan(healthyFrom);
  for (const s of healthyScores) expect(s).toBeGreaterThanOrEqual(healthyFrom);
  // One colour per severity, the same for the tag and the overview's bar.
  const colours = new Map<number, Set<string>>();
  for (const p of report.problems) colours.set(p.severity ?? -1, new Set());
  const tags = await page
    .getByTestId('report-score-tag')
    .evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
  const bars = await page
    .getByTestId('report-overview-bar')
    .evaluateAll((els) => els.map((e) => e.querySelectorAll('rect')[1].getAttribute('fill')));
  const shown = [
    ...report.problems.filter((p) => p.severity !== 0),
    ...report.problems.filter((p) => p.severity === 0),
  ];
  for (const [i, p] of shown.entries()) colours.get(p.severity ?? -1)!.add(tags[i]);
  for (const set of colours.values()) expect(set.size).toBe(1);
  expect(new Set([...colours.values()].map((s) => [...s][0])).size).toBe(colours.size);
  const barOf = new Map<number, Set<string | null>>();
  for (const [i, p] of report.problems.entries()) {
    const key = p.severity ?? -1;
    barOf.set(key, (barOf.get(key) ?? new Set()).add(bars[i]));
  }
  for (const set of barOf.values()) expect(set.size).toBe(1);
});

test('a consumer opens the shared report on a phone without an account, until the store withdraws the link', async ({
  page,
  request,
  browser,
}) => {
  const report = await newestReport(request);
  await enterAs(page, request, 'manager1', `/testDetails/${report.test.id}`);
  await page.getByTestId('report-share-open').click();
  const dialog = page.getByTestId('report-share');
  await dialog.getByTestId('share-make').click();
  await expect(dialog.getByTestId('share-qr')).toBeVisible();
  await expect(dialog.getByTestId('share-expires')).toContainText('Valid for 30 days');
  const shown = (await dialog.getByTestId('share-address').textContent()) ?? '';
  const address = /https?:\/\/[^\s/]+\/r\/[\w-]{43}/.exec(shown)?.[0] ?? '';
  expect(address, shown).not.toBe('');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    const consumer = await phone.newPage();
    await consumer.goto(address);
    const shared = consumer.getByTestId('test-report');
    await expect(shared.getByTestId('report-store')).toHaveText(report.store.name);
    await expect(shared).toContainText(report.consumer.name);
    await expect(consumer.getByTestId('shared-report-expires')).toContainText('This link works until');
    // Its photos come through the link itself.
    const photo = shared.getByTestId('report-image-group').first().locator('img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.getAttribute('src')).toContain(`/api/shared-report/${address.split('/r/')[1]}/files/`);
    // Laid out for the phone: nothing wider than its screen.
    expect(await consumer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(consumer.getByTestId('user-menu')).toHaveCount(0);

    await dialog.getByTestId('share-revoke').click();
    await page.getByRole('button', { name: 'Withdraw the link' }).last().click();
    await expect(page.getByText('The link was withdrawn.')).toBeVisible();
    await consumer.reload();
    await expect(consumer.getByTestId('shared-report-gone')).toContainText(
      'The store has withdrawn this report link',
    );
    await consumer.goto(`/r/${'A'.repeat(43)}`);
    await expect(consumer.getByTestId('shared-report-gone')).toContainText('This report link is not known');
  } finally {
    await phone.close();
    // Nothing left live: the link is withdrawn whatever happened above.
    const manager = await apiAs(request, 'manager1');
    await manager('DELETE', `/api/test-record/id/${report.test.id}/share`);
  }
});

test('a salesperson opening a report link is told why it cannot be read, in words', async ({
  page,
  request,
}) => {
  const report = await newestReport(request);
  await enterAs(page, request, 'sales1', `/testDetails/${report.test.id}`);
  const refusal = page.getByTestId('report-forbidden');
  await expect(refusal).toContainText('Your role cannot read test reports');
  await expect(refusal).not.toContainText('business:test-record');
});

test("a reader of another language prints the report in the store's language, its logo at the head", async ({
  page,
  request,
}) => {
  const report = await newestReport(request);
  const merchant = await apiAs(request, 'merchant1');
  const stores = await listOf<{ id: number; name: string; logoFileId: string | null }>(
    merchant,
    '/api/store',
  );
  const store = stores.find((s) => s.name === report.store.name)!;
  // A small PNG (a red square) made here, uploaded as the store's logo for this journey only.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4YKlNEmIY1WA5GkoHhmvSAADSQSQQZsM78AAAAABJRU5ErkJggg==',
    'base64',
  );
  const { access_token } = await tokenFor(request, 'merchant1');
  const uploaded = await (
    await request.post('/api/store/logo', {
      headers: { authorization: `Bearer ${access_token}` },
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
    })
  ).json();
  expect(uploaded.code, JSON.stringify(uploaded)).toBe(200);
  await merchant('PATCH', '/api/store', { id: store.id, logoFileId: uploaded.data.id });
  try {
    await enterAs(page, request, 'manager1', `/testDetails/${report.test.id}`);
    const logo = page.getByTestId('test-report').getByTestId('report-logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    // The store (Lotus, mainland) hands its reports over in Simplified Chinese; this reader reads English.
    await page.evaluate(() => {
      window.print = () => {
        const copy = document.querySelector('[data-testid="report-print-copy"]');
        (window as unknown as { printed: string }).printed = copy?.textContent ?? '';
      };
    });
    await expect(page.getByTestId('report-print-mine')).toHaveText('Print in my language');
    await page.getByTestId('report-print').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed?: string }).printed ?? ''))
      .toContain('皮肤检测报告');
    const printed = await page.evaluate(() => (window as unknown as { printed: string }).printed);
    expect(printed).toContain(report.store.name);
    expect(printed).not.toContain('Skin problems');
    // The screen stays in the reader's language, and the copy is gone once printed.
    await expect(page.getByTestId('test-report')).toContainText('Skin problems');
    await expect(page.getByTestId('report-print-copy')).toHaveCount(0);
  } finally {
    await merchant('PATCH', '/api/store', { id: store.id, logoFileId: store.logoFileId });
  }
});
