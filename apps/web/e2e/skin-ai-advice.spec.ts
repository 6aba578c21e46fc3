import { enterAs, failOnScriptErrors, openAs, pick, row, tokenFor } from './support/session';
import { type APIRequestContext, type APIResponse, expect, type Page, test } from './support/test';

failOnScriptErrors();

type Slot = {
  id: number;
  diseaseId: number;
  levelId: number | null;
  imageTypeId: number | null;
  solution: string | null;
  ownOverride: boolean;
  isDefault: boolean;
};

/** A dimension no demo override touches (apps/server/src/demo/demo-catalogue.ts). */
const DIMENSION = 'wrinkles';
const LEVEL = 'Moderate';
/** Text a journey writes starts so; the extra original slot is found and removed by it. */
const MARK = 'E2E';
const AGENT_TEXT = `${MARK} Retinol serum at night and our firming facial once a month.`;
const SECOND_TEXT = `${MARK} second original: a peptide cream morning and night.`;

/** A demo user's API, answers unwrapped from their envelope. */
async function apiAs(request: APIRequestContext, username: string) {
  const headers = { authorization: `Bearer ${(await tokenFor(request, username)).access_token}` };
  const data = async (res: APIResponse) => {
    expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
  return {
    get: async (url: string) => data(await request.get(url, { headers })),
    post: async (url: string, body: object) => data(await request.post(url, { headers, data: body })),
    patch: (url: string, body: object) => request.patch(url, { headers, data: body }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}
type Api = Awaited<ReturnType<typeof apiAs>>;

const slotsOf = async (api: Api, diseaseId: number): Promise<Slot[]> =>
  (await api.get(`/api/disease-detail?pageNum=1&pageSize=50&diseaseId=${diseaseId}`)).list;

/** The dimension, its moderate level and that level's seeded original, read as platform staff. */
async function seeded(request: APIRequestContext) {
  const admin = await apiAs(request, 'admin');
  const dimensions = (await admin.get('/api/disease?pageNum=1&pageSize=50')).list as {
    id: number;
    code: string;
  }[];
  const diseaseId = dimensions.find((d) => d.code === DIMENSION)!.id;
  const levels = (await admin.get('/api/disease-level/all')) as { id: number; label: string }[];
  const levelId = levels.find((l) => l.label.includes(LEVEL))!.id;
  const original = (await slotsOf(admin, diseaseId)).find(
    (s) => s.levelId === levelId && !s.solution?.startsWith(MARK),
  )!;
  return { admin, diseaseId, levelId, original };
}

const slot = (page: Page, id: number) => page.locator(`[data-testid="advice-slot"][data-slot="${id}"]`);

// However a journey ended: agent1's version of the slot is gone, the seeded slot is the default
// again for the platform and for agent1's line, and the extra original is deleted.
test.afterEach(async ({ request }) => {
  const { admin, diseaseId, original } = await seeded(request);
  const agent = await apiAs(request, 'agent1');
  const mine = (await slotsOf(agent, diseaseId)).filter((s) => s.ownOverride);
  for (const s of mine)
    expect((await agent.patch('/api/disease-detail/restore', { id: s.id })).ok()).toBe(true);
  expect((await admin.patch('/api/disease-detail/default', { id: original.id })).ok()).toBe(true);
  expect((await agent.patch('/api/disease-detail/default', { id: original.id })).ok()).toBe(true);
  const extra = (await slotsOf(admin, diseaseId))
    .filter((s) => s.solution?.startsWith(MARK))
    .map((s) => s.id);
  if (extra.length) expect((await admin.delete(`/api/disease-detail/id/${extra.join(',')}`)).ok()).toBe(true);
});

test('an agent writes its own version of a piece of advice, its merchant reads it, and the original comes back', async ({
  page,
  browser,
  request,
}) => {
  // Two consoles (agent and merchant) and six sign-ins: more than a minute on a busy machine.
  test.setTimeout(120_000);
  const { diseaseId, original } = await seeded(request);
  const agentName = (await (await apiAs(request, 'agent1')).get('/api/ums-user/me')).name as string;
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'agent1', '/skin/ai-disease');
  await row(page, DIMENSION).getByTestId('row-advice').click();
  await expect(page).toHaveURL(new RegExp(`/aiIndex/${diseaseId}$`));
  await expect(page.getByTestId('advice-page')).toContainText('Advice: 皱纹 Wrinkles');
  const card = slot(page, original.id);
  await expect(card.getByTestId('slot-solution')).toHaveText(original.solution!);
  await expect(card.getByTestId('slot-default')).toHaveText('Default');
  // Agents change no originals: no adding, no deleting.
  await expect(page.getByTestId('toolbar-add')).toHaveCount(0);
  await expect(page.getByTestId('slot-delete')).toHaveCount(0);

  await card.getByTestId('slot-edit').click();
  await expect(page).toHaveURL(new RegExp(`/editQuestion/${original.id}$`));
  await expect(page.getByTestId('advice-edit-note')).toContainText('Saving writes your own version');
  // Only the platform moves a slot: the agent's form has no level or image type.
  await expect(page.getByTestId('field-levelId')).toHaveCount(0);
  await page.getByTestId('field-solution').fill(AGENT_TEXT);
  // Leaving with a change asks first; staying keeps it.
  await page.getByTestId('advice-cancel').click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('Your changes to this advice have not been saved.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByTestId('field-solution')).toHaveValue(AGENT_TEXT);
  await page.getByTestId('advice-save').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/aiIndex/${diseaseId}$`));
  await expect(card.getByTestId('slot-own')).toHaveText('Your version');
  await expect(card.getByTestId('slot-solution')).toHaveText(AGENT_TEXT);

  // Its merchant's stores read the agent's version, and may change nothing.
  const merchant = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openAs(merchant, await tokenFor(request, 'merchant1'), `/aiIndex/${diseaseId}`);
  const seen = slot(merchant, original.id);
  await expect(seen.getByTestId('slot-solution')).toHaveText(AGENT_TEXT);
  await expect(seen.getByTestId('slot-edited-by')).toHaveText(`Edited by ${agentName}`);
  await expect(merchant.getByTestId('slot-edit')).toHaveCount(0);
  await expect(merchant.getByTestId('slot-restore')).toHaveCount(0);
  await merchant.close();

  await card.getByTestId('slot-restore').click();
  await expect(page.getByRole('dialog', { name: 'Restore the original information?' })).toContainText(
    'Your version will be deleted.',
  );
  await page.getByTestId('confirm-restore-ok').click();
  await expect(card.getByTestId('slot-solution')).toHaveText(original.solution!);
  await expect(card.getByTestId('slot-own')).toHaveCount(0);
  await expect(card.getByTestId('slot-restore')).toHaveCount(0);
});

test('an agent sets another original as the default of a level, for its own line only', async ({
  page,
  request,
}) => {
  const { admin, diseaseId, levelId, original } = await seeded(request);
  const second = (await admin.post('/api/disease-detail', {
    diseaseId,
    levelId,
    imageTypeId: original.imageTypeId,
    solution: SECOND_TEXT,
  })) as Slot;
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'agent1', `/aiIndex/${diseaseId}`);
  const was = slot(page, original.id);
  const next = slot(page, second.id);
  await expect(next.getByTestId('slot-solution')).toHaveText(SECOND_TEXT);
  await expect(was.getByTestId('slot-default')).toBeVisible();
  await expect(next.getByTestId('slot-default')).toHaveCount(0);
  await expect(was.getByTestId('slot-set-default')).toHaveCount(0);

  await next.getByTestId('slot-set-default').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(
    'Use this advice in reports for Moderate (40-59)?',
  );
  await page.getByTestId('confirm-default-ok').click();
  await expect(next.getByTestId('slot-default')).toHaveText('Default');
  await expect(was.getByTestId('slot-default')).toHaveCount(0);
  await expect(was.getByTestId('slot-set-default')).toBeVisible();

  // The choice is agent1's line's: reports of its stores use it, the platform's default stays.
  const agent = await apiAs(request, 'agent1');
  const inForce = (await agent.get(`/api/disease-detail/in-force?diseaseId=${diseaseId}`)) as Slot[];
  expect(inForce.find((s) => s.levelId === levelId)?.id).toBe(second.id);
  const platform = await slotsOf(admin, diseaseId);
  expect(platform.find((s) => s.id === original.id)?.isDefault).toBe(true);
});

test('platform staff add an original to a level, with its goods, and delete it again', async ({
  page,
  request,
}) => {
  const { diseaseId } = await seeded(request);
  const text = `${MARK} third original: mineral sunscreen every morning.`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', `/aiIndex/${diseaseId}`);
  await expect(page.getByTestId('advice-slot').first()).toBeVisible();
  await page.getByTestId('toolbar-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add advice' });
  await expect(dialog.getByTestId('field-diseaseId')).toContainText('皱纹 Wrinkles');
  await pick(page, 'field-levelId', 'Healthy (80-100)');
  await dialog.getByTestId('field-solution').fill(text);
  await pick(page, 'field-goodsIds', '物理防晒乳 Mineral sunscreen SPF50');
  await page.keyboard.press('Escape');
  await dialog.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded')).toBeVisible();
  const added = page
    .locator('[data-testid="advice-level"]', { hasText: 'Healthy' })
    .locator('[data-testid="advice-slot"]', { hasText: text });
  await expect(added.getByTestId('slot-goods')).toHaveText('物理防晒乳 Mineral sunscreen SPF50');

  await added.getByTestId('slot-delete').click();
  await expect(page.getByText('Are you sure to delete the selected data item?')).toBeVisible();
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.getByText('Deletion succeeded')).toBeVisible();
  await expect(added).toHaveCount(0);
});
