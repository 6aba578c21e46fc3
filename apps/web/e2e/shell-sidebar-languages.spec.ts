import { enterAs, failOnScriptErrors } from './support/session';
import { expect, type Page, test } from './support/test';

failOnScriptErrors();

type Title = {
  testId: string;
  text: string;
  right: number;
  limit: number;
  limitedBy: string;
  cut: boolean;
  ellipsis: boolean;
};

/** Opens every section of the sidebar, nested ones included (each opens closed). */
async function openEverySection(page: Page) {
  const menu = page.getByTestId('sidebar-menu');
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(menu.locator('[class*="motion"]')).toHaveCount(0);
}

/** Every menu title with where its text ends and where it must end: the chevron, else the row. */
const measureTitles = (page: Page) =>
  page.getByTestId('sidebar-menu').evaluate((menu): Title[] =>
    [...menu.querySelectorAll<HTMLElement>('[data-testid^="menu-"]')].map((title) => {
      const row = title.closest('.ant-menu-submenu-title, .ant-menu-item') as HTMLElement;
      const chevron = row.querySelector(':scope > .ant-menu-submenu-arrow');
      const box = row.getBoundingClientRect();
      return {
        testId: title.dataset.testid ?? '',
        text: title.textContent ?? '',
        right: title.getBoundingClientRect().right,
        limit: chevron
          ? chevron.getBoundingClientRect().left
          : box.right - parseFloat(getComputedStyle(row).paddingRight),
        limitedBy: chevron ? 'chevron' : 'row',
        cut: title.scrollWidth > title.clientWidth,
        ellipsis:
          getComputedStyle(title).textOverflow === 'ellipsis' &&
          getComputedStyle(title).overflow === 'hidden',
      };
    }),
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The sidebar is 239 px (docs/product-rules.md, "Numbers"); these languages' titles are the
// longest, some longer than the room.
for (const { locale, cutExample } of [
  { locale: 'ru-RU', cutExample: 'Управление приложением' },
  { locale: 'el-GR', cutExample: 'Μαζική μεταφόρτωση προϊόντων' },
]) {
  test.describe(`sidebar in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1440, height: 900 } });

    test('no title runs under a chevron, and a cut title shows whole in a tooltip', async ({
      page,
      request,
    }) => {
      await enterAs(page, request, 'admin');
      await openEverySection(page);
      const titles = await measureTitles(page);
      expect(titles.length).toBeGreaterThan(20);
      expect(titles.some((t) => t.limitedBy === 'chevron')).toBe(true);
      for (const title of titles) {
        expect(title.right, `"${title.text}" ends before its ${title.limitedBy}`).toBeLessThanOrEqual(
          title.limit,
        );
        if (title.cut) expect(title.ellipsis, `"${title.text}" ends in an ellipsis`).toBe(true);
      }
      const cut = titles.filter((t) => t.cut);
      expect(cut.map((t) => t.text)).toContain(cutExample);

      const tooltip = (text: string) =>
        page.locator('.ant-tooltip').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
      for (const { testId, text } of cut) {
        await page.getByTestId(testId).hover();
        await expect(tooltip(text)).toBeVisible();
      }
      // A title that fits has no tooltip of its own. Its absence is looked for once the last cut
      // title's tooltip, left as the pointer came onto this one, has closed: the tooltips open
      // after the same delay as they close, so this one would have opened by then.
      const whole = titles.find((t) => !t.cut)!;
      await page.getByTestId(whole.testId).hover();
      await expect(tooltip(cut.at(-1)!.text)).toBeHidden();
      await expect(tooltip(whole.text)).toHaveCount(0);
    });
  });
}
