import type { Page } from '@playwright/test';
import { apiAs, listOf } from './support/api';
import { enterAs, pick, row } from './support/session';
import { expect, test } from './support/test';

const NAME = 'e2e.settings.sms';
const OTHER = 'e2e.settings.mail';

test.beforeEach(async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', '/app/setting');
});

// Each journey deletes what it adds; should one fail half-way, its settings go all the same.
test.afterEach(async ({ request }) => {
  const api = await apiAs(request);
  const left = await listOf<{ id: number; nameEn: string }>(api, '/api/setting?name=e2e.settings');
  for (const s of left)
    await api('DELETE', `/api/setting/id/${s.id}?confirmName=${encodeURIComponent(s.nameEn)}`);
});

/** Replaces the JSON editor's text, as typed. */
async function typeJson(page: Page, text: string) {
  const editor = page.locator('[data-testid="field-parameter"][data-loaded="true"] .cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function saveEdit(page: Page, name: string, json: string) {
  await row(page, name).getByTestId('row-edit').click();
  await typeJson(page, json);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded').last()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a setting is created, edited twice, compared, restored and deleted by its typed name', async ({
  page,
}) => {
  await page.getByTestId('toolbar-add').click();
  await page.getByTestId('field-nameZh').fill('短信');
  await page.getByTestId('field-nameEn').fill(NAME);
  await pick(page, 'field-type', 'System');
  await typeJson(page, '{"retries": 3}');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Add succeeded').last()).toBeVisible();
  await expect(row(page, NAME)).toContainText('v1');

  await saveEdit(page, NAME, '{"retries": 5}');
  await saveEdit(page, NAME, '{"retries": 5, "hosts": ["a"]}');
  await expect(row(page, NAME)).toContainText('v3');

  // A JSON that does not parse is marked where it stops, and is not saved.
  await row(page, NAME).getByTestId('row-edit').click();
  await typeJson(page, '{"retries": 5,\n}');
  await expect(page.getByText('json format error (line 2, column 1)')).toBeVisible();
  await expect(page.locator('.cm-lint-marker-error')).toBeVisible();
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('json format error (line 2, column 1)')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, NAME)).toContainText('v3');

  // The copy button puts the parameter on the clipboard.
  await row(page, NAME).getByTestId('row-copy').click();
  await expect(page.getByText('Content copied to clipboard')).toBeVisible();

  // History: newest first, the latest change shown; any version against the one before.
  await row(page, NAME).getByTestId('row-history').click();
  const drawer = page.getByTestId('setting-history');
  await expect(drawer.locator('tr.ant-table-row').first()).toContainText('v3');
  await expect(drawer.getByTestId('diff-title')).toHaveText('Changes from v2 to v3');
  const diff = drawer.getByTestId('version-diff-table');
  await expect(diff.locator('tr.ant-table-row', { hasText: '$.hosts' })).toContainText('Added');
  await drawer.getByTestId('version-2').getByTestId('version-diff').click();
  await expect(drawer.getByTestId('diff-title')).toHaveText('Changes from v1 to v2');
  const retries = diff.locator('tr.ant-table-row', { hasText: '$.retries' });
  await expect(retries).toContainText('Changed');
  await expect(retries).toContainText('3');
  await expect(retries).toContainText('5');

  // Restoring version 1 asks first, then saves it as version 4.
  await drawer.getByTestId('version-1').getByTestId('version-restore').click();
  await page.getByTestId('confirm-restore-ok').click();
  await expect(page.getByText('Restored as version 4')).toBeVisible();
  await expect(drawer.getByTestId('version-4')).toContainText('Restored from v1');
  await expect(drawer.getByTestId('diff-title')).toHaveText('Changes from v3 to v4');
  await expect(diff.locator('tr.ant-table-row', { hasText: '$.hosts' })).toContainText('Removed');
  await page.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await expect(row(page, NAME)).toContainText('v4');
  await expect(row(page, NAME)).toContainText('{"retries": 3}');

  // Deleting needs the English name typed exactly.
  await row(page, NAME).getByTestId('row-delete').click();
  const ok = page.getByTestId('delete-setting-ok');
  await expect(ok).toBeDisabled();
  await page.getByTestId('delete-setting-name').fill(NAME.toUpperCase());
  await expect(ok).toBeDisabled();
  await page.getByTestId('delete-setting-name').fill(NAME);
  await ok.click();
  await expect(page.getByText('Deletion succeeded').last()).toBeVisible();
  await expect(row(page, NAME)).toHaveCount(0);
});

test('a save after someone else saved shows what they changed and reloads the latest', async ({
  page,
  request,
}) => {
  const api = await apiAs(request);
  const setting = await api<{ id: number }>('POST', '/api/setting', {
    nameZh: '邮件',
    nameEn: OTHER,
    type: 'app',
    parameter: '{"from": "a@x.io"}',
  });
  await page.getByTestId('toolbar-refresh').click();
  await row(page, OTHER).getByTestId('row-edit').click();
  await api('PATCH', '/api/setting', { id: setting.id, baseVersion: 1, parameter: '{"from": "b@x.io"}' });
  await page.getByTestId('field-remark').fill('mine');
  await page.getByTestId('form-submit').click();
  const conflict = page.getByTestId('setting-conflict');
  await expect(conflict).toContainText('Someone saved this setting meanwhile');
  await expect(conflict.locator('tr.ant-table-row', { hasText: '$.from' })).toContainText('"b@x.io"');
  await page.getByTestId('conflict-reload').click();
  await expect(conflict).toHaveCount(0);
  await expect(page.locator('[data-testid="field-parameter"] .cm-content')).toContainText('b@x.io');
  await page.getByTestId('field-remark').fill('mine');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Update succeeded').last()).toBeVisible();
  await expect(row(page, OTHER)).toContainText('v3');
});
