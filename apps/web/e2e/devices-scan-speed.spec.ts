import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { perAttempt } from './support/names';
import { enterAs, tokenFor } from './support/session';

// A barcode scanner types about one character every 8 ms and presses Enter, with no pause
// between one label and the next.
const KEY_DELAY_MS = 8;
const COUNT = 50;

async function adminApi(request: APIRequestContext) {
  const { access_token } = await tokenFor(request, 'admin');
  const headers = { authorization: `Bearer ${access_token}` };
  const call = async (method: 'GET' | 'POST', url: string, data?: object) => {
    const res = await request.fetch(url, { method, headers, data });
    const body = await res.json();
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  return call;
}

/** Scans every serial at scanner speed into the focused scan field. */
async function scanAll(page: Page, serials: string[]) {
  await expect(page.getByTestId('scan-serial')).toBeFocused();
  for (const serial of serials) {
    await page.keyboard.type(serial, { delay: KEY_DELAY_MS });
    await page.keyboard.press('Enter');
  }
}

/**
 * Every scan is accepted, none refused or left waiting; the newest are listed first against
 * their serials with the sequence of the scan.
 */
async function expectAllAccepted(page: Page, serials: string[]) {
  await expect(page.getByTestId('scan-summary')).toHaveText(
    `${serials.length} accepted, 0 refused, 0 waiting`,
    {
      timeout: 60_000,
    },
  );
  const firstPage = page.getByTestId('scan-entry');
  await expect(firstPage).toHaveCount(10);
  for (const [i, row] of (await firstPage.all()).entries()) {
    await expect(row).toHaveAttribute('data-serial', serials[serials.length - 1 - i]);
    await expect(row).toHaveAttribute('data-status', 'accepted');
  }
}

/** The devices an order moved, in the order the server moved them (each scan is one update). */
const movedInOrder = (devices: { serialNumber: string }[]) => devices.map((d) => d.serialNumber);

test('50 serials scanned at scanner speed are all received, then all issued, in order, once each', async ({
  page,
  request,
}) => {
  // Generous for a loaded 2-core machine: the test is about every scan arriving, not speed.
  test.setTimeout(300_000);
  const api = await adminApi(request);
  const model = perAttempt('E2E-SCAN', '-');
  const type = await api('POST', '/api/device-type', { name: 'Scanner speed', hardwareModel: model });
  const job = await api('POST', '/api/print-job', { deviceTypeId: type.id, quantity: COUNT });
  const serials: string[] = (await api('GET', `/api/print-job/${job.id}/labels`)).map(
    (l: { serialNumber: string }) => l.serialNumber,
  );
  const stockIn = await api('POST', '/api/input-order', { deviceTypeId: type.id, quantity: COUNT });

  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', `/inputOrderDetail/${stockIn.id}`);
  await scanAll(page, serials);
  await expectAllAccepted(page, serials);
  await expect(page.getByTestId('order-progress')).toContainText(`${COUNT} / ${COUNT}`);
  // Received in the order scanned, each once.
  expect(movedInOrder(await api('GET', `/api/input-order/${stockIn.id}/devices`))).toEqual(serials);

  const agent = (await api('GET', '/api/ums-user/agent')).find(
    (a: { label: string }) => a.label === 'East China agent',
  ).id;
  const stockOut = await api('POST', '/api/output-order', {
    agentId: agent,
    consigneeName: 'Scanner speed',
    consigneePhone: '13800000003',
    consigneeAddress: 'Shanghai',
    deviceTypeId: type.id,
    quantity: COUNT,
  });
  await page.goto(`/outputOrderDetail/${stockOut.id}`);
  await scanAll(page, serials);
  await expectAllAccepted(page, serials);
  expect(movedInOrder(await api('GET', `/api/output-order/${stockOut.id}/devices`))).toEqual(serials);
  const issued = await api('GET', `/api/output-order/id/${stockOut.id}`);
  expect(issued).toMatchObject({ issuedQuantity: COUNT, state: 'in_progress' });
});
