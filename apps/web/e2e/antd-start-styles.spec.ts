import { openAs, storeTokens, type Token, tokenFor } from './support/session';
import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';

// The build's stylesheet of the first screens' antd styles (build/antd-start-styles.ts) must draw
// them exactly as antd's own run-time styles do. Blocked, the page has no map of its styles, and
// antd writes every one of them itself, as it did before the file existed: each screen is taken
// both ways and the two pictures compared.

const START_STYLES = '**/assets/antd-start-*.css';
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };
const DARK_SMALL = { darkTheme: true, size: 'small' };

type Look = { png: Buffer; runtimeCss: number };

/** Opens the phone's drawer (its menu is antd's Menu, whose start styles are a desktop's). */
async function openDrawer(page: Page) {
  await page.getByTestId('hamburger').click();
  await expect(page.getByTestId('sidebar-drawer')).toBeVisible();
}

/** What a screen looks like, and how much CSS antd wrote at run time to draw it. */
async function look(
  browser: Browser,
  path: string,
  options: {
    viewport: typeof PHONE;
    token?: Token;
    settings?: object;
    blocked: boolean;
    /** After the screen settles: what the user does before the picture (at `narrowTo`'s width). */
    before?: (page: Page) => Promise<void>;
    /** The window's width changed after the start (a desktop window narrowed to a phone's). */
    narrowTo?: typeof PHONE;
  },
): Promise<Look> {
  const context = await browser.newContext({ viewport: options.viewport });
  try {
    const page = await context.newPage();
    if (options.blocked) await page.route(START_STYLES, (route) => route.abort());
    if (options.settings)
      await storeTokens(page, { 'skin.settings': JSON.stringify({ state: options.settings, version: 0 }) });
    if (options.token) await openAs(page, options.token);
    await page.goto(path);
    await settle(page);
    if (options.narrowTo) await page.setViewportSize(options.narrowTo);
    if (options.before) {
      await options.before(page);
      await settle(page);
    }
    const png = await stillPicture(page);
    const runtimeCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
    );
    return { png, runtimeCss };
  } finally {
    await context.close();
  }
}

/** Waits until the screen has loaded what it shows, with its fonts. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The screen's picture once nothing on it moves any more: taken until two in a row are alike (no
 * pixel apart by more than the rasteriser's noise: a fixed column's shadow is drawn a level or two
 * differently from one frame to the next), so a screen still drawing on a loaded machine is waited
 * for rather than caught half-way.
 */
async function stillPicture(page: Page): Promise<Buffer> {
  // Charts draw on a canvas with their own animation: masked, they are not the subject here.
  const shoot = () =>
    page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: [page.locator('canvas')],
    });
  let previous = await shoot();
  let png = previous;
  await expect
    .poll(
      async () => {
        png = await shoot();
        const same =
          png.equals(previous) || (await differingPixels(page.context().browser()!, png, previous)) === 0;
        previous = png;
        return same;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return png;
}

/**
 * Pixels that differ by more than the rasteriser's own noise (a level or two on an antialiased
 * edge) between two screenshots, compared in a blank page's canvas (the console's CSP would
 * refuse the pictures' data URLs).
 */
async function differingPixels(browser: Browser, a: Buffer, b: Buffer) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ([first, second]) => {
        const decode = async (base64: string) => {
          const bitmap = await createImageBitmap(
            await (await fetch(`data:image/png;base64,${base64}`)).blob(),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [x, y] = await Promise.all([decode(first), decode(second)]);
        if (x.width !== y.width || x.height !== y.height) return -1;
        let differing = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          const delta = Math.max(
            Math.abs(x.data[i] - y.data[i]),
            Math.abs(x.data[i + 1] - y.data[i + 1]),
            Math.abs(x.data[i + 2] - y.data[i + 2]),
          );
          if (delta > 8) differing += 1;
        }
        return differing;
      },
      [a.toString('base64'), b.toString('base64')] as const,
    );
  } finally {
    await page.close();
  }
}

/**
 * Takes the screen with the file and without it: the same picture. On the first screens antd
 * writes a fraction of its styles with the file (`share`: at most that part of what it writes
 * without it); elsewhere less than without it.
 */
async function expectSameBothWays(
  browser: Browser,
  path: string,
  options: {
    viewport: typeof PHONE;
    token?: Token;
    settings?: object;
    share?: number;
    before?: (page: Page) => Promise<void>;
    narrowTo?: typeof PHONE;
  },
) {
  const withFile = await look(browser, path, { ...options, blocked: false });
  const withoutFile = await look(browser, path, { ...options, blocked: true });
  expect(withFile.runtimeCss).toBeLessThan(withoutFile.runtimeCss * (options.share ?? 1));
  expect(await differingPixels(browser, withFile.png, withoutFile.png)).toBe(0);
}

const admin = (request: APIRequestContext) => tokenFor(request, 'admin');

// Each screen is opened twice (with the stylesheet and without), each time in a fresh context, and
// pictured once it holds still: minutes on a loaded machine, which only makes the journeys slower.

test('the login page looks the same with the start stylesheet as with antd writing its styles', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await expectSameBothWays(browser, '/login', { viewport: PHONE, share: 0.5 });
  await expectSameBothWays(browser, '/login', { viewport: DESKTOP, settings: DARK_SMALL, share: 0.5 });
});

test('the dashboard looks the same with the start stylesheet, on a phone and in the dark theme', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await admin(request);
  await expectSameBothWays(browser, '/dashboard', { viewport: PHONE, token, share: 0.5 });
  await expectSameBothWays(browser, '/dashboard', {
    viewport: DESKTOP,
    token,
    settings: DARK_SMALL,
    share: 0.5,
  });
});

test('a list screen beyond the start looks the same with the start stylesheet', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await expectSameBothWays(browser, '/device/list', { viewport: DESKTOP, token: await admin(request) });
});

test('the sidebar’s menu looks the same in a phone’s drawer, and in a desktop window narrowed to a phone’s width', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await admin(request);
  // On a phone the Menu's stylesheet does not apply: antd writes the Menu's styles as the drawer
  // opens.
  await expectSameBothWays(browser, '/dashboard', { viewport: PHONE, token, before: openDrawer });
  // On a desktop it applied from the start, so antd never writes the Menu's styles: narrowed,
  // the drawer's Menu still has them.
  await expectSameBothWays(browser, '/dashboard', {
    viewport: DESKTOP,
    narrowTo: PHONE,
    token,
    settings: DARK_SMALL,
    before: openDrawer,
  });
});
