import { type Api, apiAs } from './support/api';
import { ownDeviceType, printLabels, retireDeviceType } from './support/devices';
import { enterAs } from './support/session';
import { expect, type Page, test } from './support/test';

// A barcode scanner types about one character every 8 ms and presses Enter, with no pause
// between one label and the next.
const KEY_DELAY_MS = 8;
const COUNT = 50;
/**
 * The journey is about every scan arriving, once and in order, not about how fast: on a loaded
 * machine the scans only take longer to be answered, so their results are waited for generously.
 */
const ANSWERED_MS = 240_000;

/** Scans every serial at scanner speed into the focused scan field. */
async function scanAll(page: Page, serials: string[]) {
  await expect(page.getByTestId('scan-serial')).toBeFocused();
  for (const serial of serials) {
    await page.keyboard.type(serial, { delay: KEY_DELAY_MS });
    await page.keyboard.press('Enter');
  }
}

/**
 * Every scan is accepted, none refused or left waiting, none lost or counted twice; the newest
 * are listed first against their serials; the field is empty and still has the focus for the
 * next label.
 */
async function expectAllAccepted(page: Page, serials: string[]) {
  await expect(page.getByTestId('scan-summary')).toHaveText(
    `${serials.length} accepted, 0 refused, 0 waiting`,
    { timeout: ANSWERED_MS },
  );
  const firstPage = page.getByTestId('scan-entry');
  await expect(firstPage).toHaveCount(10);
  for (const [i, row] of (await firstPage.all()).entries()) {
    await expect(row).toHaveAttribute('data-serial', serials[serials.length - 1 - i]);
    await expect(row).toHaveAttribute('data-status', 'accepted');
  }
  await expect(page.getByTestId('scan-serial')).toHaveValue('');
  await expect(page.getByTestId('scan-serial')).toBeFocused();
}

/** The devices an order moved, in the order the server moved them (each scan is one update). */
const movedInOrder = async (api: Api, url: string) =>
  (await api<{ serialNumber: string }[]>('GET', url)).map((d) => d.serialNumber);

let typeId: number | undefined;
// The orders are closed and the 50 devices go back to the factory, even after a failure: none
// stays in the warehouse or in the East China agent's stock for the journeys after this one.
test.afterEach(async ({ request }) => {
  if (typeId) await retireDeviceType(request, typeId);
  typeId = undefined;
});

test('50 serials scanned at scanner speed are all received, then all issued, in order, once each', async ({
  page,
  request,
}) => {
  // Two bursts of 50 scans, each answered one at a time: minutes on a loaded 2-core machine.
  test.setTimeout(600_000);
  const api = await apiAs(request);
  const type = await ownDeviceType(api, 'Scanner speed');
  typeId = type.id;
  const serials = await printLabels(api, type.id, COUNT);
  const stockIn = await api<{ id: number }>('POST', '/api/input-order', {
    deviceTypeId: type.id,
    quantity: COUNT,
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await enterAs(page, request, 'admin', `/inputOrderDetail/${stockIn.id}`);
  await scanAll(page, serials);
  await expectAllAccepted(page, serials);
  await expect(page.getByTestId('order-progress')).toContainText(`${COUNT} / ${COUNT}`);
  // Received in the order scanned, each once.
  expect(await movedInOrder(api, `/api/input-order/${stockIn.id}/devices`)).toEqual(serials);

  const agents = await api<{ id: number; label: string }[]>('GET', '/api/ums-user/agent');
  const stockOut = await api<{ id: number }>('POST', '/api/output-order', {
    agentId: agents.find((a) => a.label === 'East China agent')!.id,
    consigneeName: 'Scanner speed',
    consigneePhone: '13800000003',
    consigneeAddress: 'Shanghai',
    deviceTypeId: type.id,
    quantity: COUNT,
  });
  await page.goto(`/outputOrderDetail/${stockOut.id}`);
  await scanAll(page, serials);
  await expectAllAccepted(page, serials);
  expect(await movedInOrder(api, `/api/output-order/${stockOut.id}/devices`)).toEqual(serials);
  const issued = await api('GET', `/api/output-order/id/${stockOut.id}`);
  expect(issued).toMatchObject({ issuedQuantity: COUNT, state: 'in_progress' });
});
