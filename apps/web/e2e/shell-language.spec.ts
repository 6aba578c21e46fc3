import { expect, test } from './support/test';

// The browser's language decides, a bare zh means traditional Chinese, else English
// (docs/product-rules.md, "Name, languages and sizes").
const cases = [
  // antd spaces out a two-character Chinese button label: 登 入.
  { locale: 'zh', lang: 'zh-TW', submit: /^登\s?入$/ },
  { locale: 'zh-CN', lang: 'zh-CN', submit: /^登\s?录$/ },
  { locale: 'fr', lang: 'fr', submit: /^Se connecter$/ },
  { locale: 'xx', lang: 'en', submit: /^Log in$/ },
];

for (const { locale, lang, submit } of cases) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });

    test(`opens the console in ${lang}`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(err.message));
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('login-submit')).toHaveText(submit);
      expect(problems).toEqual([]);
    });
  });
}

test('the language menu offers all 15 languages by their own names', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switch').click();
  const names = page.locator('[data-testid^="language-"]:not([data-testid="language-switch"])');
  await expect(names).toHaveCount(15);
  for (const name of [
    '简体中文',
    '繁體中文',
    'English',
    'Español',
    '日本語',
    'Tiếng Việt',
    'Deutsch',
    'Русский',
  ])
    await expect(names.filter({ hasText: name })).toHaveCount(1);
  for (const name of ['Français', 'Italiano', 'Ελληνικά', 'Nederlands', 'Português', 'Türkçe', 'Polski'])
    await expect(names.filter({ hasText: name })).toHaveCount(1);
});
