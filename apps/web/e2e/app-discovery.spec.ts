import fs from 'node:fs';
import { type Api, apiAs, listOf } from './support/api';
import { perAttempt } from './support/names';
import { enterAs, pick, row } from './support/session';
import { expect, type Page, test } from './support/test';

// A real MP4 (apps/server/test/fixtures/README.md says how it was made).
const MP4 = fs.readFileSync(new URL('../../server/test/fixtures/tiny.mp4', import.meta.url));
// The smallest valid PNG: one transparent pixel.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const fileInput = (page: Page, kind: string) =>
  page.getByTestId(`discovery-${kind}`).locator('input[type="file"]');

type Entry = { id: number; name: string };
/** Every entry this journey made is deleted again, with its items and files, pass or fail. */
const made: string[] = [];
test.afterEach(async ({ request }) => {
  const api = await apiAs(request);
  const mine = (await listOf<Entry>(api, '/api/app-discovery')).filter((e) => made.includes(e.name));
  if (mine.length) await api('DELETE', `/api/app-discovery/id/${mine.map((e) => e.id).join(',')}`);
  made.length = 0;
});

async function proTypeId(api: Api) {
  const types = await listOf<{ id: number; hardwareModel: string }>(api, '/api/device-type');
  return types.find((t) => t.hardwareModel === 'SA-PRO-200')!.id;
}

test('an entry and an item with a cover and a real video: played, sought, shown on the phone', async ({
  page,
  request,
}) => {
  const name = perAttempt('E2E tips');
  made.push(name);
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/app/discovery');
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-name').fill(name);
  await fileInput(page, 'icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByTestId('discovery-icon').locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  await pick(page, 'field-deviceTypeId', 'Skin analyzer Pro (SA-PRO-200)');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await row(page, name).getByRole('button', { name: 'Items' }).click();

  // The item starts hidden and opens in its editor.
  await page.getByTestId('add-item').click();
  await page.getByTestId('new-item-title').fill('Morning routine');
  await page.getByTestId('new-item-title').press('Enter');
  await expect(page).toHaveURL(/\/iosDiscoveryDetailMp4\/\d+/);
  await expect(page.getByTestId('item-title')).toHaveValue('Morning routine');
  await fileInput(page, 'cover').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByTestId('discovery-cover').locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  // A file that is no video is refused before it is sent.
  await fileInput(page, 'video').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByTestId('upload-error')).toHaveText('The file is not an MP4, MOV or WebM video');
  await fileInput(page, 'video').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 });
  const player = page.getByTestId('discovery-video-player');
  await expect(player).toHaveAttribute('src', /^\/api\/files\//);
  await page.getByTestId('discovery-content').fill('Cleanse, then moisturise.');
  await page.getByTestId('save-item').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();

  // The player plays the uploaded file: its time advances.
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  // And seeks: the browser asks the server for a range of the file (docs/files.md, "Serving").
  const src = await player.getAttribute('src');
  const ranged = await request.get(src!, { headers: { range: 'bytes=0-1' } });
  expect(ranged.status()).toBe(206);
  const sought = await player.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        v.pause();
        v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
        setTimeout(() => reject(new Error('no seeked event')), 10_000);
        v.currentTime = 1.5;
      }),
  );
  expect(sought).toBeGreaterThan(1.4);

  // The phone shows the opened item with its video and text.
  // Screens stay open in their tabs: the phone of the screen on view.
  const phone = page.locator('[data-testid="phone-preview"]:visible');
  await expect(phone.getByTestId('preview-open-item')).toContainText('Cleanse, then moisturise.');
  await expect(phone.getByTestId('preview-video')).toHaveAttribute('src', /^\/api\/files\//);

  // Shown, it is a card on the entry's phone page.
  await page.getByRole('switch').click();
  await expect(page.getByRole('switch')).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/iosDiscoveryDetail\/\d+/);
  await expect(phone.getByTestId('preview-tab').filter({ hasText: name })).toBeVisible();
  await expect(phone.getByTestId('preview-card')).toHaveText(['Morning routine']);
});

test('items reorder by keyboard; an upload shows its progress and Cancel stops it', async ({
  page,
  request,
}) => {
  const api = await apiAs(request);
  const name = perAttempt('E2E order');
  made.push(name);
  const entry = await api<Entry>('POST', '/api/app-discovery', { name, deviceTypeId: await proTypeId(api) });
  for (const title of ['One', 'Two', 'Three'])
    await api('POST', '/api/app-discovery-item', { discoveryId: entry.id, title });
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', `/iosDiscoveryDetail/${entry.id}`);
  const titles = page.getByTestId('discovery-item-title');
  await expect(titles).toHaveText(['One', 'Two', 'Three']);

  // Space lifts the first item, the arrow moves it below the second, Space drops it.
  const handle = page.getByTestId('drag-handle').first();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('discovery-item').first()).toHaveAttribute('style', /translate/);
  await page.keyboard.press('Space');
  await expect(titles).toHaveText(['Two', 'One', 'Three']);
  await expect(page.locator('[data-testid="phone-preview"]:visible').getByTestId('preview-card')).toHaveText([
    'Two',
    'One',
    'Three',
  ]);
  const saved = await listOf<{ title: string }>(api, `/api/app-discovery-item?discoveryId=${entry.id}`);
  expect(saved.map((i) => i.title)).toEqual(['Two', 'One', 'Three']);

  // A large video over a slow line: the percentage shows, and Cancel stops the upload.
  await page.getByTestId('discovery-item').first().getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('item-title')).toHaveValue('Two');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const large = Buffer.concat([MP4, Buffer.alloc(8 * 1024 * 1024)]);
  await fileInput(page, 'video').setInputFiles({ name: 'long.mp4', mimeType: 'video/mp4', buffer: large });
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('%');
  await page.getByTestId('discovery-video').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('upload-error')).toHaveText('Upload cancelled');
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('discovery-video')).toContainText('No video');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const item = (
    await listOf<{ title: string; videoFileId: string | null }>(
      api,
      `/api/app-discovery-item?discoveryId=${entry.id}`,
    )
  ).find((i) => i.title === 'Two');
  expect(item?.videoFileId).toBeNull();
});
