import { perAttempt } from './support/names';
import { enterAs, row } from './support/session';
import { expect, type Page, test } from './support/test';

const dialog = (page: Page) => page.getByRole('dialog');
const slot = (page: Page, kind: string) => page.getByTestId(`slot-${kind}`);
const fileInput = (page: Page, kind: string) => slot(page, kind).locator('input[type="file"]');

// The smallest valid PNG: one transparent pixel.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const AGREEMENT = Buffer.from('<h1>User agreement</h1><p>Terms of use of the analyzer.</p>');

test.beforeEach(async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin');
  await page.goto('/device/type');
  await expect(row(page, 'SA-PRO-200')).toBeVisible();
  await page.getByTestId('toolbar-add').click();
  await expect(dialog(page).getByText('Add device type')).toBeVisible();
});

test('files upload once the hardware model is filled, are saved, and are there on reopening', async ({
  page,
  request,
}) => {
  const model = perAttempt('SA-E2E-UP', '-');
  // The hardware model comes before any upload (docs/product-rules.md, "Input rules").
  await expect(page.getByTestId('files-hint')).toBeVisible();
  await expect(slot(page, 'mainLogo').getByRole('button', { name: 'Upload' })).toBeDisabled();
  await expect(slot(page, 'userAgreement').getByRole('button', { name: 'Upload' })).toBeDisabled();

  await page.getByTestId('field-name').fill('E2E analyzer');
  await page.getByTestId('field-hardwareModel').fill(model);
  await expect(page.getByTestId('files-hint')).toBeHidden();
  await expect(slot(page, 'mainLogo').getByRole('button', { name: 'Upload' })).toBeEnabled();
  await expect(fileInput(page, 'mainLogo')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.webp');
  await expect(fileInput(page, 'userAgreement')).toHaveAttribute('accept', '.html,.htm');

  await fileInput(page, 'mainLogo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(page.getByText('Upload Successful').first()).toBeVisible();
  await expect(page.getByTestId('file-mainLogo').locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  await fileInput(page, 'userAgreement').setInputFiles({
    name: 'agreement.html',
    mimeType: 'text/html',
    buffer: AGREEMENT,
  });
  const link = page.getByTestId('file-userAgreement').getByRole('link', { name: 'agreement.html' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');

  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(row(page, model)).toContainText('2 / 10');

  await row(page, model).getByTestId('row-edit').click();
  await expect(dialog(page).getByText('Edit device type')).toBeVisible();
  const image = page.getByTestId('file-mainLogo').locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/files\//);
  // The thumbnail really loads: the server serves the stored bytes.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const href = await page
    .getByTestId('file-userAgreement')
    .getByRole('link', { name: 'agreement.html' })
    .getAttribute('href');
  const page2 = await request.get(href!);
  expect(await page2.text()).toContain('Terms of use of the analyzer.');

  // Removing a file and saving leaves the type with the other one only.
  await slot(page, 'mainLogo').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('file-mainLogo')).toContainText('No file');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
  await expect(row(page, model)).toContainText('1 / 10');
});

test('a file that is not an image is refused with the server message, whatever its name', async ({
  page,
}) => {
  await page.getByTestId('field-hardwareModel').fill('SA-E2E-BAD');
  await fileInput(page, 'mainLogo').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is plain text pretending to be a picture'),
  });
  await expect(page.getByTestId('file-error-mainLogo')).toHaveText(
    'The file is not a JPG, PNG, GIF or WebP image',
  );
  await expect(page.getByTestId('file-mainLogo')).toContainText('No file');
});

test('a hardware model already in use is marked on its field with the product message', async ({ page }) => {
  await page.getByTestId('field-name').fill('Second Pro');
  await page.getByTestId('field-hardwareModel').fill('SA-PRO-200');
  await page.getByTestId('form-submit').click();
  await expect(
    dialog(page).locator('.ant-form-item-explain-error', {
      hasText: 'this device model already exists, please fill in again',
    }),
  ).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});
