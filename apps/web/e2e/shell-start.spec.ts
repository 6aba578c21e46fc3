import { expect, test } from '@playwright/test';
import { failOnScriptErrors } from './support/session';

failOnScriptErrors();

test('a start-up whose code is slow shows a spinner until the code arrives, then only the console', async ({
  page,
}) => {
  // The console's code is held back, as a slow phone network would, until released below.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const spinner = page.locator('#root > .start-splash');
  await expect(spinner).toBeVisible(); // after a second without the code
  await expect(spinner).toHaveAttribute('role', 'status');

  release();
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(spinner).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
});
