import { confirmIn } from './support/dialogs';
import { enterAs, failOnScriptErrors } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

failOnScriptErrors();

/** Relative luminance (0 black … 1 white) of a computed `rgb()`/`rgba()` colour. */
const luminance = (css: string) => {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const background = (target: Locator) => target.evaluate((el) => getComputedStyle(el).backgroundColor);
const colorScheme = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

/** The shell's own surfaces: page, sidebar, its menu, the top bar. */
const surfaces = (page: Page) => [
  page.locator('.ant-layout').first(),
  page.getByTestId('sidebar'),
  page.getByTestId('sidebar-menu'),
  page.getByTestId('shell-header'),
];

async function expectDark(page: Page, dark: boolean) {
  await expect.poll(() => colorScheme(page)).toBe(dark ? 'dark' : 'light');
  for (const surface of surfaces(page)) {
    await expect.poll(async () => luminance(await background(surface)) < 0.1).toBe(dark);
  }
}

const openSettings = async (page: Page) => {
  await page.getByTestId('settings-open').click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
};

test('the dark theme darkens the shell, is kept, and is on the page before the console renders', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'admin');
  await expectDark(page, false);

  await openSettings(page);
  await page.getByTestId('setting-dark-theme').click();
  await expect(page.getByTestId('setting-dark-theme')).toBeChecked();
  await expectDark(page, true);
  // The active entry keeps the product's active colour on the dark menu.
  await expect(page.locator('[data-testid="sidebar-menu"] .ant-menu-item-selected')).toHaveCSS(
    'background-color',
    'rgb(64, 224, 208)',
  );

  // Before React renders anything, the stored choice is already on the page (no white flash).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { early: unknown }).early = {
        scheme: getComputedStyle(document.documentElement).colorScheme,
        // index.html's start-up spinner is there from the start; anything else is React's.
        rendered: document.querySelector('#root > :not(.start-splash)') !== null,
      };
    });
  });
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { early: unknown }).early)).toEqual({
    scheme: 'dark',
    rendered: false,
  });
  await expectDark(page, true);
});

test('resetting the settings brings back the light theme and the default colour', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'admin');
  await openSettings(page);
  const tabsSwitch = page.getByTestId('setting-tags-view');
  await expect(tabsSwitch).toHaveCSS('background-color', 'rgb(24, 144, 255)');

  // Another colour from the picker's suggestions, the dark theme, no tabs.
  await page.getByTestId('setting-theme-colour').click();
  await page.locator('.ant-color-picker-presets-color').nth(3).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-color-picker-presets')).toBeHidden();
  await expect(tabsSwitch).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  await page.getByTestId('setting-dark-theme').click();
  await page.getByTestId('setting-fixed-header').click();
  await expectDark(page, true);

  await page.getByTestId('settings-reset').click();
  await confirmIn(page, 'OK');
  await expectDark(page, false);
  await expect(page.getByTestId('setting-dark-theme')).not.toBeChecked();
  await expect(page.getByTestId('setting-fixed-header')).not.toBeChecked();
  await expect(tabsSwitch).toBeChecked();
  await expect(tabsSwitch).toHaveCSS('background-color', 'rgb(24, 144, 255)');
  await expect(page.getByTestId('shell-header')).not.toHaveCSS('position', 'sticky');

  // And so it stays.
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expectDark(page, false);
});
