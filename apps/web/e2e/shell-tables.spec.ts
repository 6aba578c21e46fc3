import { enterAs, failOnScriptErrors, row } from './support/session';
import { expect, type Page, test } from './support/test';

failOnScriptErrors();

/** Whether an element lies wholly inside the viewport's width. */
async function inView(page: Page, testId: string, nth = 0) {
  const box = await page.getByTestId(testId).nth(nth).boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test.afterEach(async ({ page }) => {
  // Column choices live in this browser's storage: none is left for the next journey.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('skin.columns.')) localStorage.removeItem(key);
  });
});

test('at 390 px the Roles and Users lists are cards, each with its data and its actions in reach', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterAs(page, request, 'admin', '/system/role');
  const operator = page.getByTestId('resource-card').filter({ hasText: 'Platform operator' });
  await expect(operator).toBeVisible();
  await expect(operator).toContainText('OPERATOR');
  await expect(operator.getByTestId('row-edit')).toBeVisible();
  const edit = await operator.getByTestId('row-edit').boundingBox();
  expect(edit!.x + edit!.width).toBeLessThanOrEqual(390);

  await page.goto('/system/user');
  const agent = page.getByTestId('resource-card').filter({ hasText: 'agent1' });
  await expect(agent).toBeVisible();
  await expect(agent).toContainText('Agent');
  await expect(agent.getByTestId('user-more-agent1')).toBeVisible();
  const more = await agent.getByTestId('user-more-agent1').boundingBox();
  expect(more!.x + more!.width).toBeLessThanOrEqual(390);
});

test('at 1280 px a table wider than its room says it scrolls, and its last columns can be reached', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterAs(page, request, 'admin', '/system/user');
  await expect(row(page, 'agent1')).toBeVisible();
  await expect(row(page, 'agent1').getByTestId('row-edit')).toBeVisible();
  expect(await inView(page, 'row-edit')).toBe(true);
  const hint = page.getByTestId('table-scroll-hint');
  if (await hint.isVisible()) {
    // Scrolled to its end, the created-at column shows beside the actions.
    await page.locator('.ant-table-content').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  }
  await expect(page.getByRole('columnheader', { name: 'Created at' })).toBeInViewport();
});

test('at 1920 px Roles and Users show every column and their actions without scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await enterAs(page, request, 'admin', '/system/user');
  await expect(row(page, 'agent1')).toBeVisible();
  await expect(page.getByTestId('table-scroll-hint')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'State' })).toBeInViewport();
  expect(await inView(page, 'row-edit')).toBe(true);
  await page.goto('/system/role');
  await expect(row(page, 'OPERATOR')).toBeVisible();
  await expect(row(page, 'OPERATOR').getByTestId('row-edit')).toBeInViewport();
});

test('columns hidden on a screen stay hidden after a reload, and come back with "show all"', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/system/user');
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  await page.getByTestId('columns-button').click();
  await page.getByTestId('column-toggle-email').click();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'agent1')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  // Another screen keeps its own columns.
  await page.goto('/system/role');
  await expect(page.getByRole('columnheader', { name: 'Remark' })).toBeVisible();
  await page.goto('/system/user');
  // The list shown first, as after the reload above: the menu is opened on the screen as it stays.
  await expect(row(page, 'agent1')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await page.getByTestId('columns-button').click();
  await page.getByRole('button', { name: 'Show all columns' }).click();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
});

test("the role permissions' Save bar never covers the tree's last rows", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await enterAs(page, request, 'admin', '/system/role');
  await page.getByTestId('role-permissions-MERCHANT').click();
  const bar = page.getByTestId('grant-bar-menus');
  await expect(bar).toBeVisible();
  const drawerBody = page.locator('.ant-drawer-body');
  // Scrolled to its very end (scrolled again while the tree is still growing into its place).
  await expect
    .poll(() =>
      drawerBody.evaluate((el) => {
        el.scrollTo({ top: el.scrollHeight });
        return Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight;
      }),
    )
    .toBe(true);
  const lastRow = page.getByTestId('grant-editor-menus').locator('.ant-tree-treenode').last();
  // The last row ends above the bar once the scroll has come to rest.
  await expect
    .poll(async () => {
      const last = (await lastRow.boundingBox())!;
      return last.y + last.height - (await bar.boundingBox())!.y;
    })
    .toBeLessThanOrEqual(1);
  // And the bar reaches the drawer's bottom edge: nothing shows beneath it.
  const barBox = await bar.boundingBox();
  const body = await drawerBody.boundingBox();
  expect(Math.abs(barBox!.y + barBox!.height - (body!.y + body!.height))).toBeLessThanOrEqual(2);
});

test('a column dragged wider keeps its width after a reload', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/system/user');
  await expect(row(page, 'agent1')).toBeVisible();
  const header = page.getByRole('columnheader', { name: 'Username' });
  const before = (await header.boundingBox())!;
  const handle = (await header.getByTestId('column-resize-handle').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 120, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await header.boundingBox())!.width).toBeGreaterThan(before.width + 80);
  const wider = (await header.boundingBox())!.width;
  await page.reload();
  await expect(row(page, 'agent1')).toBeVisible();
  await expect
    .poll(async () => (await page.getByRole('columnheader', { name: 'Username' }).boundingBox())!.width)
    .toBeGreaterThan(wider - 5);
});
