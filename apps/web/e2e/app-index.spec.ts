import sharp from 'sharp';
import { apiAs, listOf } from './support/api';
import { perAttempt } from './support/names';
import { enterAs, failOnScriptErrors, row } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

failOnScriptErrors();

/** Every entry the journey makes is named so, and removed after it (its items and files with it). */
const PREFIX = 'E2E Home';

/** A real PNG of the given size, so the browser and the server both read its pixels. */
const png = async (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: '#d98a6c' } })
    .png()
    .toBuffer(),
});
const fileInput = (page: Page, testId: string) => page.getByTestId(testId).locator('input[type="file"]');
const titles = (page: Page) => page.getByTestId('item-title');
const previewTitles = (page: Page) => page.getByTestId('preview-item-title');

/** Pastes HTML into a rich text field as a person does: copied from elsewhere, then Ctrl+V in the field. */
async function pasteHtml(page: Page, testId: string, html: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(
    (copied) =>
      navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([copied], { type: 'text/html' }),
          'text/plain': new Blob([copied], { type: 'text/plain' }),
        }),
      ]),
    html,
  );
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Drags with the pointer as a person does: press on the handle, move in steps, let go over the target. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 20 });
  await page.mouse.up();
}

async function addItem(page: Page, title: string, image?: Awaited<ReturnType<typeof png>>) {
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-field-title').fill(title);
  if (image) {
    await fileInput(page, 'item-field-image').setInputFiles(image);
    await expect(page.getByTestId('item-field-image-preview')).toBeVisible();
  }
  await page.getByTestId('item-save').click();
  await expect(page.getByTestId('item-editor')).toHaveCount(0);
}

test.afterEach(async ({ request }) => {
  const api = await apiAs(request, 'agent1');
  const mine = await listOf<{ id: number; name: string }>(
    api,
    `/api/ios-index?name=${encodeURIComponent(PREFIX)}`,
  );
  const ids = mine.filter((e) => e.name.startsWith(PREFIX)).map((e) => e.id);
  if (ids.length) await api('DELETE', `/api/ios-index/id/${ids.join(',')}`);
});

test('an agent builds an app home entry, orders its items by drag and keyboard, and the phone follows', async ({
  page,
  request,
}) => {
  const name = perAttempt(PREFIX);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await enterAs(page, request, 'agent1', '/app/index');

  // The entry, with its icon uploaded in the form.
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-name').fill(name);
  await fileInput(page, 'field-iconFileId').setInputFiles(await png('icon.png', 64, 64));
  await expect(page.getByTestId('field-iconFileId-preview')).toBeVisible();
  await page.getByTestId('form-submit').click();
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, name).locator('img')).toBeVisible();
  await row(page, name).getByTestId('row-details').click();
  await expect(page).toHaveURL(/\/iosIndexDetail\/\d+$/);
  await expect(page.getByTestId('preview-name')).toHaveText(name);

  // A 5:4 image is refused in the browser with the server's message; the phone already shows the title typed.
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-field-title').fill('First');
  await expect(previewTitles(page)).toHaveText(['First']);
  await fileInput(page, 'item-field-image').setInputFiles(await png('square.png', 500, 400));
  await expect(page.getByTestId('item-field-image-error')).toHaveText(
    'The image is 500 × 400 pixels; its width to height must be 5:2, 5:3',
  );
  await expect(page.getByTestId('item-field-image-preview')).toHaveCount(0);
  // A 5:2 one is taken; the content shows as the app shows it, without what cannot run.
  await fileInput(page, 'item-field-image').setInputFiles(await png('wide.png', 500, 200));
  await expect(page.getByTestId('item-field-image-preview')).toBeVisible();
  await pasteHtml(page, 'item-field-content', '<p>Hello <b>there</b></p><script>window.x = 1</script>');
  const firstCard = page.getByTestId('preview-item').first();
  await expect(firstCard.locator('b')).toHaveText('there');
  await expect(firstCard.locator('script')).toHaveCount(0);
  await expect(firstCard.locator('img')).toBeVisible();
  await page.getByTestId('item-save').click();
  await expect(page.getByTestId('item-editor')).toHaveCount(0);

  await addItem(page, 'Second', await png('second.png', 500, 300));
  await addItem(page, 'Third');
  await expect(titles(page)).toHaveText(['First', 'Second', 'Third']);
  await expect(previewTitles(page)).toHaveText(['First', 'Second', 'Third']);

  // Dragged to the top: the list and the phone follow, and the order is saved.
  await drag(page, page.getByTestId('item-handle').nth(2), page.getByTestId('item-row').first());
  await expect(titles(page)).toHaveText(['Third', 'First', 'Second']);
  await expect(previewTitles(page)).toHaveText(['Third', 'First', 'Second']);
  await page.reload();
  await expect(titles(page)).toHaveText(['Third', 'First', 'Second']);

  // With the keyboard: lift "Second", move it up one place (over "First", as announced), drop it.
  const handle = page.getByTestId('item-handle').nth(2);
  const firstId = await page.getByTestId('item-row').nth(1).getAttribute('data-item-id');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`over droppable area ${firstId}.`);
  await page.keyboard.press('Space');
  await expect(titles(page)).toHaveText(['Third', 'Second', 'First']);
  await expect(previewTitles(page)).toHaveText(['Third', 'Second', 'First']);

  // A hidden item leaves the phone but stays in the list.
  await page.getByTestId('item-row').filter({ hasText: 'Second' }).getByRole('switch').click();
  await expect(previewTitles(page)).toHaveText(['Third', 'First']);
  await expect(titles(page)).toHaveText(['Third', 'Second', 'First']);
});

test("a merchant reads its agent's and the platform's app home in the console, and changes nothing", async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'merchant1', '/app/index');
  await expect(row(page, 'Lotus news')).toBeVisible();
  await expect(row(page, 'Skin care basics')).toBeVisible();
  // Another agent's line is not shown.
  await expect(page.getByText('Rosa news')).toHaveCount(0);
  await expect(page.getByTestId('toolbar-add')).toHaveCount(0);
  await expect(row(page, 'Lotus news').getByTestId('row-edit')).toHaveCount(0);
  // Its agent, on the same screen, may change it.
  await enterAs(page, request, 'agent1', '/app/index');
  await expect(row(page, 'Lotus news').getByTestId('row-edit')).toHaveCount(1);
});
