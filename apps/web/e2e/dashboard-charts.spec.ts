import { enterAs, failOnScriptErrors } from './support/session';
import { expect, test } from './support/test';

failOnScriptErrors();

const CHARTS = ['chart-activity', 'chart-devices', 'chart-top-stores', 'chart-scores'];

test('the dashboard draws its charts for the whole platform', async ({ page, request }) => {
  await enterAs(page, request, 'admin');
  for (const id of CHARTS) {
    // A chart loads as it comes near the viewport.
    await page.getByTestId(id).scrollIntoViewIfNeeded();
    await expect(page.getByTestId(id)).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId(id).locator('canvas').first()).toBeVisible();
  }
  // Something was drawn: the activity chart's canvas is not blank.
  const inked = await page
    .getByTestId('chart-activity')
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    });
  expect(inked).toBeGreaterThan(1000);
  const tests = Number((await page.getByTestId('dashboard-tests-total').innerText()).replace(/\D/g, ''));
  expect(tests).toBeGreaterThan(0);
});

test("a store manager's dashboard draws its own store's month, without ranking one store", async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'manager2');
  await page.getByTestId('chart-activity').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('chart-activity')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('chart-activity')).toHaveAttribute('aria-label', /Tests and new consumers/);
  await expect(page.getByTestId('chart-top-stores')).toHaveCount(0);
  const week = (await page.getByTestId('store-week-tests').innerText()).split('\n').at(1) ?? '';
  expect(Number(week.replace(/\D/g, ''))).toBeGreaterThan(0);
});
