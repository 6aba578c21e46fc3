import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks `button` of a dialog once the dialog has finished opening. A click during its zoom was
 * lost on a busy machine now and then (the dialog stayed, nothing was asked for), which is not
 * what the journeys are about.
 */
export async function clickWhenOpen(dialog: Locator, button: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await button.click();
}

/** Clicks the button `name` of the confirmation popover that offers it, once it has finished opening. */
export async function confirmIn(page: Page, name: string): Promise<void> {
  const popover = page.getByRole('tooltip').filter({ has: page.getByRole('button', { name }) });
  await clickWhenOpen(popover, popover.getByRole('button', { name }));
}
