import { apiAs, listOf } from './support/api';
import { perAttempt } from './support/names';
import { enterAs, pick, row } from './support/session';
import { expect, test } from './support/test';

/** What a journey adds beside the demo data, by kind and name: removed after it, even a failed one. */
let added: { feedback?: string; store?: string; shipper?: string } = {};
test.afterEach(async ({ request }) => {
  const api = await apiAs(request);
  const remove = async (kind: string, filter: string, name: string | undefined, field: 'title' | 'name') => {
    if (!name) return;
    const rows = await listOf<Record<string, unknown> & { id: number }>(
      api,
      `/api/${kind}?${filter}=${encodeURIComponent(name)}`,
    );
    for (const found of rows.filter((r) => r[field] === name))
      await api('DELETE', `/api/${kind}/id/${found.id}`);
  };
  await remove('feedback', 'title', added.feedback, 'title');
  await remove('store', 'name', added.store, 'name');
  await remove('shipper', 'name', added.shipper, 'name');
  added = {};
});

test('a merchant files feedback for its store and the agent answers it', async ({ browser, request }) => {
  const title = perAttempt('E2E screen flickers');
  added.feedback = title;
  const merchant = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await enterAs(merchant, request, 'merchant1');
  await merchant.goto('/device/feedback');
  await expect(merchant.getByTestId('feedback-respond-1')).toHaveCount(0);
  await merchant.getByTestId('toolbar-add').click();
  await pick(merchant, 'field-storeId', 'Lotus Beauty Xuhui');
  await merchant.getByTestId('field-title').fill(title);
  await merchant.getByTestId('field-content').fill('The preview flickers under the polarized light.');
  await merchant.getByTestId('form-submit').click();
  await expect(merchant.getByText('Add succeeded')).toBeVisible();
  await expect(row(merchant, title)).toContainText('Lotus Beauty Xuhui');
  await merchant.close();

  const agent = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await enterAs(agent, request, 'agent1');
  await agent.goto('/device/feedback');
  await expect(agent.getByTestId('toolbar-add')).toHaveCount(0);
  await row(agent, title).getByRole('button', { name: 'Respond' }).click();
  await agent.getByTestId('field-response').fill('Please update the firmware to 1.5.');
  await agent.getByTestId('respond-submit').click();
  await expect(agent.getByText('Update succeeded')).toBeVisible();
  await expect(row(agent, title)).toContainText('Please update the firmware to 1.5.');
  await agent.close();
});

test('a merchant adds a store for itself; a shipper is added by platform staff', async ({
  browser,
  request,
}) => {
  const store = perAttempt('Lotus Beauty Jingan');
  const shipper = perAttempt('E2E Wang Lei');
  added = { store, shipper };
  const merchant = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await enterAs(merchant, request, 'merchant1');
  await merchant.goto('/store/list');
  await merchant.getByTestId('toolbar-add').click();
  // The merchant is preset: a merchant's stores are its own.
  await expect(merchant.getByTestId('field-merchantId')).toContainText('Lotus Beauty merchant');
  await merchant.getByTestId('form-submit').click();
  await expect(merchant.getByText('Please enter Store name')).toBeVisible();
  await expect(merchant.getByText('Please enter Area')).toBeVisible();
  await merchant.getByTestId('field-name').fill(store);
  await merchant.getByTestId('field-area').fill('Shanghai Jingan');
  await merchant.getByTestId('field-phone').fill('not a phone');
  await merchant.getByTestId('form-submit').click();
  await expect(merchant.getByText('phone number format error')).toBeVisible();
  await merchant.getByTestId('field-phone').fill('13800000021');
  await merchant.getByTestId('form-submit').click();
  await expect(merchant.getByText('Add succeeded')).toBeVisible();
  await expect(row(merchant, store)).toContainText('Lotus Beauty merchant');
  await merchant.close();

  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await enterAs(admin, request, 'admin');
  await admin.goto('/device/shipper');
  await admin.getByTestId('toolbar-add').click();
  await admin.getByTestId('field-name').fill(shipper);
  await admin.getByTestId('field-phone').fill('13900000009');
  await admin.getByTestId('field-address').fill('2 Nanjing Rd, Shanghai');
  await admin.getByTestId('form-submit').click();
  await expect(admin.getByText('Add succeeded')).toBeVisible();
  await expect(row(admin, shipper)).toContainText('13900000009');
  await admin.close();
});
