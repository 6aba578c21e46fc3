import { enterAs, signIn, tokenFor } from './support/session';
import { expect, test } from './support/test';
import { type OwnUser, ownUser, removeUsers } from './support/users';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** Users the journeys made for themselves: their passwords and names change, no demo user's does. */
let made: OwnUser[] = [];
// Whatever a journey did (and however it ended), the users it made are gone.
test.afterEach(async ({ request }) => {
  await removeUsers(request, made);
  made = [];
});

/** A salesperson of the journey's own (the role keeps its own password and personal info). */
async function ownSeller(request: Parameters<typeof ownUser>[0], name = 'E2E seller') {
  const user = await ownUser(request, 'SALESMAN', 'agent1', name);
  made.push(user);
  return user;
}

const SUCCEEDED = 'Password modification succeeded, please login again';

test('changing the password says so before logging out, and only the new one signs in', async ({
  page,
  request,
}) => {
  const seller = await ownSeller(request);
  await enterAs(page, request, seller.username);
  await page.goto('/profile/password');
  await page.getByTestId('field-oldPassword').fill(`${seller.username}123`);
  await page.getByTestId('field-password').fill('abc');
  await page.getByTestId('field-confirmPassword').fill('abd');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Please fill in 6 or more characters as the new password')).toBeVisible();
  await expect(page.getByText('The two passwords differ')).toBeVisible();
  // Where the user is when the success message appears, written down by the page as it appears:
  // the logout follows it shortly, and a loaded machine may look only after it.
  await page.evaluate((text) => {
    new MutationObserver((_, observer) => {
      if (!document.body.textContent?.includes(text)) return;
      sessionStorage.setItem('e2e.saidOn', location.pathname);
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, SUCCEEDED);
  await page.getByTestId('field-password').fill('Newpass99');
  await page.getByTestId('field-confirmPassword').fill('Newpass99');
  await page.getByTestId('field-confirmPassword').press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  // Said on the password page, before the logout took the user away.
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.saidOn'))).toBe('/profile/password');

  await page.getByTestId('login-username').fill(seller.username);
  await page.getByTestId('login-password').fill(`${seller.username}123`);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await signIn(page, seller.username, 'Newpass99');
});

test('a wrong old password is marked on its field', async ({ page, request }) => {
  await enterAs(page, request, 'manager1');
  await page.goto('/profile/password');
  await page.getByTestId('field-oldPassword').fill('wrong999');
  await page.getByTestId('field-password').fill('Another77');
  await page.getByTestId('field-confirmPassword').fill('Another77');
  await page.getByTestId('password-submit').click();
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: 'The old password is incorrect' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/password$/);
});

test('personal info saves and is there after a reload', async ({ page, request }) => {
  const seller = await ownSeller(request);
  await enterAs(page, request, seller.username);
  await page.goto('/profile/info');
  await expect(page.getByTestId('field-name')).toHaveValue(seller.name);
  await page.getByTestId('field-name').fill('Rosa manager');
  await page.getByRole('radio', { name: 'Female' }).check();
  // An en-US browser gives an e-mail as contact (docs/product-rules.md, "Fields and codes").
  await page.getByTestId('field-contact').fill('not-an-email');
  await page.getByTestId('info-submit').click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await page.getByTestId('field-contact').fill('rosa@example.com');
  await page.getByTestId('info-submit').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('field-name')).toHaveValue('Rosa manager');
  await expect(page.getByTestId('field-contact')).toHaveValue('rosa@example.com');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(page.getByTestId('current-user')).toHaveText('Rosa manager');
});

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('contact is a checked mobile number, and an e-mail on record is named, not put in the phone box', async ({
    page,
    request,
  }) => {
    const seller = await ownSeller(request);
    const token = await tokenFor(request, seller.username);
    const headers = { authorization: `Bearer ${token.access_token}` };
    const saved = await request.patch('/api/ums-user/about/me', {
      headers,
      data: { name: 'Rosa manager', sex: 0, contact: 'rosa@example.com' },
    });
    expect(saved.ok()).toBe(true);
    await enterAs(page, request, seller.username, '/profile/info');
    await expect(page.getByTestId('info-other-contact')).toContainText('rosa@example.com');
    await expect(page.getByTestId('field-contact')).toHaveValue('');
    await page.getByTestId('field-contact').fill('12345678901');
    await page.getByTestId('info-submit').click();
    await expect(page.locator('.ant-form-item-explain-error')).toBeVisible();
    await page.getByTestId('field-contact').fill('13912345678');
    await page.getByTestId('info-submit').click();
    await expect(page.getByTestId('info-other-contact')).toHaveCount(0);
    await expect(page.getByTestId('field-contact')).toHaveValue('13912345678');
    const about = await (await request.get('/api/ums-user/about/me', { headers })).json();
    expect(about.data.contact).toBe('13912345678');
  });
});
