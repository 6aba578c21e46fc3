import { enterAs, failOnScriptErrors } from './support/session';
import { expect, type Page, test } from './support/test';

failOnScriptErrors();

// The dashboard's panels sit on a 24-column grid with a 16 px gutter (components/grid/grid.tsx),
// as antd's Row and Col laid them: these are the places a user sees them in at a phone's, a
// tablet's and a desktop's width.
const GAP = 16;

/** Where the panels of the counts' grid are, in the order they come. */
async function countPanels(page: Page) {
  const panels = page.getByTestId('dashboard-counts').locator(':scope > div > div');
  await expect(panels.first()).toBeVisible();
  return Promise.all((await panels.all()).map(async (panel) => (await panel.boundingBox())!));
}

/** Where the panel around a dashboard element is. */
const panelOf = async (page: Page, testId: string) =>
  (await page
    .getByTestId(testId)
    .locator('xpath=ancestor::div[parent::div[contains(@class, "panel-grid-cell")]][1]')
    .boundingBox())!;

async function openAt(page: Page, request: Parameters<typeof enterAs>[1], width: number) {
  await page.setViewportSize({ width, height: 900 });
  await enterAs(page, request, 'admin');
  await expect(page.getByTestId('dashboard-total')).toBeVisible();
}

test('on a desktop the counts share one row of four and the charts pair up two to one', async ({
  page,
  request,
}) => {
  await openAt(page, request, 1400);
  const counts = await countPanels(page);
  expect(counts.length).toBeGreaterThanOrEqual(4);
  const row = counts[3]!.x + counts[3]!.width - counts[0]!.x;
  const quarter = (row - 3 * GAP) / 4;
  for (const [i, box] of counts.slice(0, 4).entries()) {
    expect(box.y).toBeCloseTo(counts[0]!.y, 0);
    expect(box.width).toBeCloseTo(quarter, 0);
    expect(box.x).toBeCloseTo(counts[0]!.x + i * (quarter + GAP), 0);
  }
  // The activity (16 of 24 columns) beside the devices by state (8), the top stores (10) beside
  // the scores (14) below them, all as wide as the counts' row.
  const [activity, devices, stores, scores] = await Promise.all(
    ['chart-activity', 'chart-devices', 'chart-top-stores', 'chart-scores'].map((id) => panelOf(page, id)),
  );
  expect(activity!.x).toBeCloseTo(counts[0]!.x, 0);
  expect(devices!.y).toBeCloseTo(activity!.y, 0);
  expect(activity!.width).toBeCloseTo(2 * devices!.width + GAP, 0);
  expect(devices!.x + devices!.width).toBeCloseTo(activity!.x + row, 0);
  expect(stores!.y).toBeCloseTo(activity!.y + Math.max(activity!.height, devices!.height) + GAP, 0);
  expect(scores!.y).toBeCloseTo(stores!.y, 0);
  expect((stores!.width + GAP) / (scores!.width + GAP)).toBeCloseTo(10 / 14, 2);
  expect(scores!.x).toBeCloseTo(stores!.x + stores!.width + GAP, 0);
});

test('on a phone the total spans the width, the roles go two by two and the charts stack', async ({
  page,
  request,
}) => {
  await openAt(page, request, 412);
  const [total, first, second, third] = await countPanels(page);
  const half = (total!.width - GAP) / 2;
  expect(first!.y).toBeCloseTo(total!.y + total!.height + GAP, 0);
  expect(second!.y).toBeCloseTo(first!.y, 0);
  expect(first!.x).toBeCloseTo(total!.x, 0);
  expect(first!.width).toBeCloseTo(half, 0);
  expect(second!.x).toBeCloseTo(total!.x + half + GAP, 0);
  expect(third!.y).toBeCloseTo(first!.y + first!.height + GAP, 0);
  const [activity, devices] = await Promise.all(
    ['chart-activity', 'chart-devices'].map((id) => panelOf(page, id)),
  );
  expect(activity!.width).toBeCloseTo(total!.width, 0);
  expect(devices!.width).toBeCloseTo(total!.width, 0);
  expect(devices!.y).toBeCloseTo(activity!.y + activity!.height + GAP, 0);
});

test('on a tablet the totals of the month go side by side, the counts two by two', async ({
  page,
  request,
}) => {
  await openAt(page, request, 800);
  const tests = await panelOf(page, 'dashboard-tests-total');
  const consumers = await panelOf(page, 'dashboard-consumers-total');
  expect(consumers.y).toBeCloseTo(tests.y, 0);
  expect(consumers.width).toBeCloseTo(tests.width, 0);
  expect(consumers.x).toBeCloseTo(tests.x + tests.width + GAP, 0);
  const [total, first] = await countPanels(page);
  expect(first!.y).toBeCloseTo(total!.y, 0);
  expect(first!.width).toBeCloseTo(total!.width, 0);
  expect(total!.width).toBeCloseTo(tests.width, 0);
});
