import { enterAs, failOnScriptErrors, pick, row, tokenFor } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

failOnScriptErrors();

type Named = { id: number; name: string; visible?: number };
type ImageTypeRow = { id: number; tag: string };

const LEVEL = 'E2E overlap';
const IMAGE_TAG = 'e2e_cross';
const QUESTION = '毛孔粗大';
/** The question as an English reader's list shows it (its English translation). */
const QUESTION_SHOWN = 'Enlarged pores';

const dialog = (page: Page) => page.getByRole('dialog');
/**
 * The error under one field of the open dialog; not the one it replaces, which stays in the page
 * for its leaving animation (two errors at once, which a busy machine once caught).
 */
const fieldError = (page: Page, field: string) =>
  dialog(page)
    .locator('.ant-form-item', { has: page.getByTestId(`field-${field}`) })
    .locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');

/** The admin's API, for reading the knowledge base and putting it back as seeded. */
async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${(await tokenFor(request, 'admin')).access_token}` };
  return {
    list: async <T>(path: string, params: Record<string, string | number>) =>
      (await (await request.get(`/api/${path}`, { headers, params })).json()).data.list as T[],
    remove: (path: string, ids: number[]) => request.delete(`/api/${path}/id/${ids.join(',')}`, { headers }),
    patch: (url: string, data: object) => request.patch(url, { headers, data }),
  };
}

// Whatever a journey did (and however it ended), the seeded knowledge base is back for the next one.
test.afterEach(async ({ request }) => {
  const api = await adminApi(request);
  const levels = (await api.list<Named>('disease-level', { name: 'E2E' })).map((l) => l.id);
  if (levels.length) expect((await api.remove('disease-level', levels)).ok()).toBe(true);
  const types = await api.list<ImageTypeRow>('image-type', { pageSize: 50 });
  const mine = types.filter((i) => i.tag === IMAGE_TAG).map((i) => i.id);
  if (mine.length) expect((await api.remove('image-type', mine)).ok()).toBe(true);
  for (const q of await api.list<Named>('question', { name: QUESTION }))
    if (q.visible !== 1)
      expect((await api.patch('/api/question/show', { id: q.id, visible: 1 })).ok()).toBe(true);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('an overlapping disease level is refused on its score fields, in the reader’s language', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await enterAs(page, request, 'admin', '/skin/disease-level');
    await expect(page.getByTestId('list-diseaseLevel').locator('tr.ant-table-row')).toHaveCount(4);
    await page.getByTestId('toolbar-add').click();
    await page.getByTestId('field-name').fill(LEVEL);
    // Upside down: refused before anything is sent.
    await page.getByTestId('field-minScore').fill('60');
    await page.getByTestId('field-maxScore').fill('50');
    await page.getByTestId('form-submit').click();
    await expect(fieldError(page, 'maxScore')).toHaveText(
      'Die Mindestpunktzahl darf nicht über der Höchstpunktzahl liegen',
    );
    // 30-50 reaches into the seeded severe level (0-39): the server names it on both fields.
    await page.getByTestId('field-minScore').fill('30');
    await page.getByTestId('form-submit').click();
    const overlap = 'Der Punktebereich überschneidet sich mit der Stufe 重度 Severe (0-39)';
    await expect(fieldError(page, 'minScore')).toHaveText(overlap);
    await expect(fieldError(page, 'maxScore')).toHaveText(overlap);
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await expect(page.getByTestId('list-diseaseLevel').locator('tr.ant-table-row')).toHaveCount(4);
    const api = await adminApi(request);
    expect(await api.list<Named>('disease-level', { name: 'E2E' })).toEqual([]);
  });
});

test('an image type is added with its source and deleted again', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/skin/image-type');
  await expect(row(page, 'Polarized light')).toContainText('polarized');
  await page.getByTestId('toolbar-add').click();
  await expect(dialog(page).getByText('Add image type')).toBeVisible();
  await page.getByTestId('field-indexNo').fill('90');
  await page.getByTestId('field-nameZh').fill('交叉偏振');
  await page.getByTestId('field-nameEn').fill('E2E Cross-polarized');
  await page.getByTestId('field-tag').fill('9cross');
  await pick(page, 'field-source', 'Algorithm server');
  await page.getByTestId('form-submit').click();
  await expect(fieldError(page, 'tag')).toHaveText(
    'Tag is 1-32 letters, digits, dash or underscore, starting with a letter',
  );
  await page.getByTestId('field-tag').fill(IMAGE_TAG);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const added = row(page, 'E2E Cross-polarized');
  await expect(added).toContainText('Algorithm server');
  await expect(added).toContainText(IMAGE_TAG);

  await added.getByTestId('row-delete').click();
  // The question names what it deletes; nothing uses a new type, so no uses are listed.
  await expect(dialog(page).getByText('Delete «E2E Cross-polarized»?', { exact: true })).toBeVisible();
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.getByText('Deletion succeeded')).toBeVisible();
  await expect(added).toHaveCount(0);
});

test('a dimension tests are scored on is not offered for deletion: the dialog counts the tests and offers to deactivate', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/skin/ai-disease');
  await row(page, 'pores').getByTestId('row-delete').click();
  const asked = dialog(page);
  await expect(asked.locator('.ant-modal-confirm-title')).toHaveText('Cannot be deleted');
  await expect(asked).toContainText(/Reports rest on «[^»]+» \(Tests: \d+/);
  await expect(page.getByTestId('confirm-deactivate-ok')).toHaveText('Deactivate instead');
  await expect(page.getByTestId('confirm-delete-ok')).toHaveCount(0);
  // Cancelling leaves the dimension as it was (other journeys read it).
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toBeHidden();
  await expect(row(page, 'pores').getByRole('switch')).toBeChecked();
});

test('an improvement question is hidden and shown again', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/skin/question');
  const toggle = row(page, QUESTION_SHOWN).getByRole('switch');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const api = await adminApi(request);
  await expect.poll(async () => (await api.list<Named>('question', { name: QUESTION }))[0]?.visible).toBe(0);
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await api.list<Named>('question', { name: QUESTION }))[0]?.visible).toBe(1);
});

test('an agent reads the ten AI dimensions but cannot change them', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'agent1', '/skin/ai-disease');
  const list = page.getByTestId('list-disease');
  await expect(list.locator('tr.ant-table-row')).toHaveCount(10);
  await expect(row(page, 'dark_circles')).toContainText('Dark circles');
  await expect(row(page, 'pores')).toContainText('Normal');
  await expect(page.getByTestId('toolbar-add')).toHaveCount(0);
  await expect(list.getByTestId('row-edit')).toHaveCount(0);
  await expect(list.getByTestId('row-delete')).toHaveCount(0);
  // The state is shown, not offered: agents hold no state permission.
  await expect(list.getByRole('switch')).toHaveCount(0);
});
