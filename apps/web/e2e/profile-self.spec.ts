import { expect, test } from '@playwright/test';
import { restoreDemoUser } from './support/restore';
import { enterAs, signIn, tokenFor } from './support/session';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});
// The journeys change sales1's password and manager2's name: both are put back, even on failure.
test.afterEach(async ({ request }) => {
  await restoreDemoUser(request, 'sales1');
  await restoreDemoUser(request, 'manager2', 'Rosa store manager');
});

test('changing the password says so, logs out after 600 ms, and only the new one signs in', async ({
  page,
  request,
}) => {
  await enterAs(page, request, 'sales1');
  await page.goto('/profile/password');
  await page.getByTestId('field-oldPassword').fill('sales1123');
  await page.getByTestId('field-password').fill('abc');
  await page.getByTestId('field-confirmPassword').fill('abd');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Please fill in 6 or more characters as the new password')).toBeVisible();
  await expect(page.getByText('The two passwords differ')).toBeVisible();
  await page.getByTestId('field-password').fill('Newpass99');
  await page.getByTestId('field-confirmPassword').fill('Newpass99');
  await page.getByTestId('field-confirmPassword').press('Enter');
  await expect(page.getByText('Password modification succeeded, please login again')).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/login$/);
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(300);

  await page.getByTestId('login-username').fill('sales1');
  await page.getByTestId('login-password').fill('sales1123');
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await signIn(page, 'sales1', 'Newpass99');
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
  await enterAs(page, request, 'manager2');
  await page.goto('/profile/info');
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
    const token = await tokenFor(request, 'manager2');
    const headers = { authorization: `Bearer ${token.access_token}` };
    await request.patch('/api/ums-user/about/me', {
      headers,
      data: { name: 'Rosa manager', sex: 0, contact: 'rosa@example.com' },
    });
    await enterAs(page, request, 'manager2', '/profile/info');
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
