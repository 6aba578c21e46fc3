import { apiAs, listOf } from './support/api';
import { enterAs, failOnScriptErrors, pickSearched, row } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

failOnScriptErrors();

const PREFIX = 'E2E pick';
/** More goods than a picker's first page holds (20), all sorting before the ones the journey looks for. */
const MANY = 45;
const TARGET = `${PREFIX} target serum`;
const DEEP = `${PREFIX} ${String(MANY).padStart(3, '0')}`;
const PLAN = `${PREFIX} plan`;

type Named = { id: number; name: string };

/** Whatever the journey did, agent1's plans and goods made for it are gone again. */
async function cleanUp(request: APIRequestContext) {
  const api = await apiAs(request, 'agent1');
  const plans = await listOf<Named>(api, `/api/skin-plan?name=${encodeURIComponent(PREFIX)}`);
  if (plans.length) await api('DELETE', `/api/skin-plan/id/${plans.map((p) => p.id).join(',')}`);
  const goods = await listOf<Named>(api, `/api/goods?name=${encodeURIComponent(PREFIX)}`);
  if (goods.length) await api('DELETE', `/api/goods/id/${goods.map((g) => g.id).join(',')}`);
}
test.afterEach(async ({ request }) => cleanUp(request));

test("a plan names goods beyond the picker's first page, and links more by typing part of a name", async ({
  page,
  request,
}) => {
  await cleanUp(request);
  const api = await apiAs(request, 'agent1');
  const made: Named[] = [];
  for (let i = 1; i <= MANY; i++)
    made.push(
      await api<Named>('POST', '/api/goods', {
        type: 'product',
        name: `${PREFIX} ${String(i).padStart(3, '0')}`,
        price: 100,
      }),
    );
  await api('POST', '/api/goods', { type: 'product', name: TARGET, price: 100 });
  // The plan links the last of them, which no first page of the goods picker holds.
  const deep = made.at(-1)!;
  expect(deep.name).toBe(DEEP);
  await api('POST', '/api/skin-plan', { name: PLAN, nursingSite: 'face', goodsIds: [deep.id] });

  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'agent1', '/skin/skin-plan');
  const plan = row(page, PLAN);
  await expect(plan.getByTestId('plan-goods')).toHaveText(DEEP);

  await plan.getByTestId('row-edit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('field-goodsIds')).toContainText(DEEP);
  // Typing part of a name asks the server, which finds it among every good agent1 may link.
  await pickSearched(page, 'field-goodsIds', TARGET, 'target ser');
  await page.keyboard.press('Escape');
  await dialog.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded')).toBeVisible();
  await expect(plan.getByTestId('plan-goods')).toHaveText(`${DEEP}, ${TARGET}`);
});
