import { Msg } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { TINY_PNG } from './fixtures/tiny-images';
import { createTestApp } from './harness';

const t = await createTestApp();
const data = async (username: string, opts: Parameters<typeof t.as>[1]) => {
  const res = await t.as(username, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const PNG = TINY_PNG;

/** A multipart body with the hardware model field and one file. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----skin${Date.now()}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (kind: string, fields: Record<string, string>, file: Parameters<typeof multipart>[1]) =>
  t.as('admin', { method: 'POST', url: `/api/device-type/file/${kind}`, ...multipart(fields, file) });

describe('device types and uploads', () => {
  it('refuses a duplicate hardware model with the product message', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/device-type',
      payload: { name: 'Copy', hardwareModel: 'SA-PRO-200' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      msg: Msg.deviceModelExists,
      data: { fields: { hardwareModel: Msg.deviceModelExists } },
    });
  });

  it('refuses an upload before the hardware model is filled', async () => {
    const res = await upload('mainLogo', {}, { name: 'logo.png', type: 'image/png', bytes: PNG });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.hardwareModel).toBeTruthy();
  });

  it('checks images by content: a renamed file is refused, a real PNG is kept', async () => {
    const fake = await upload(
      'mainLogo',
      { hardwareModel: 'SA-X1' },
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"/>') },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().msg).toMatch(/not a JPG, PNG, GIF or WebP/);
    const real = await upload(
      'mainLogo',
      { hardwareModel: 'SA-X1' },
      { name: 'logo.svg', type: 'image/svg+xml', bytes: PNG },
    );
    expect(real.statusCode).toBe(200);
    expect(real.json().data).toMatchObject({ mime: 'image/png', size: PNG.length });
    const served = await t.app.inject({ method: 'GET', url: real.json().data.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses oversize files', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(
      'mainLogo',
      { hardwareModel: 'SA-X1' },
      { name: 'big.png', type: 'image/png', bytes: big },
    );
    expect(res.statusCode).toBe(413);
  });

  it('sanitizes agreement HTML and serves it in a sandbox', async () => {
    const html =
      '<h1>User agreement</h1><p onclick="steal()">Terms<script>alert(1)</script></p><svg><script>alert(2)</script></svg><a href="javascript:alert(3)">x</a>';
    const res = await upload(
      'userAgreement',
      { hardwareModel: 'SA-X1' },
      { name: 'agreement.html', type: 'text/html', bytes: Buffer.from(html) },
    );
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.body).toContain('<h1>User agreement</h1>');
    expect(served.body).not.toMatch(/script|onclick|javascript:|svg/i);
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(served.headers['content-security-policy']).toContain("frame-ancestors 'none'; base-uri 'none'");
    const png = await upload(
      'userAgreement',
      { hardwareModel: 'SA-X1' },
      { name: 'a.html', type: 'text/html', bytes: PNG },
    );
    expect(png.statusCode).toBe(400);
  });

  it('keeps uploaded files on the type, by kind, and refuses a file of the wrong kind', async () => {
    const logo = (
      await upload('mainLogo', { hardwareModel: 'SA-X1' }, { name: 'l.png', type: 'image/png', bytes: PNG })
    ).json().data;
    const page = (
      await upload(
        'privacyPolicy',
        { hardwareModel: 'SA-X1' },
        { name: 'p.html', type: 'text/html', bytes: Buffer.from('<p>Privacy</p>') },
      )
    ).json().data;
    const wrong = await t.as('admin', {
      method: 'POST',
      url: '/api/device-type',
      payload: { name: 'X1', hardwareModel: 'SA-X1', files: { mainLogo: page.id } },
    });
    expect(wrong.statusCode).toBe(400);
    const type = await data('admin', {
      method: 'POST',
      url: '/api/device-type',
      payload: { name: 'X1', hardwareModel: 'SA-X1', files: { mainLogo: logo.id, privacyPolicy: page.id } },
    });
    expect(Object.keys(type.files).sort()).toEqual(['mainLogo', 'privacyPolicy']);
    const removed = await data('admin', {
      method: 'PATCH',
      url: '/api/device-type',
      payload: { id: type.id, name: 'X1', hardwareModel: 'SA-X1', files: { privacyPolicy: null } },
    });
    expect(Object.keys(removed.files)).toEqual(['mainLogo']);
  });
});

describe('the device lifecycle through the API', () => {
  const state: Record<string, unknown> = {};

  it('print job -> stock-in (duplicate and wrong-model scans refused) -> complete', async () => {
    const types = await data('admin', { method: 'GET', url: '/api/device-type/all' });
    const pro = types.find((x: { label: string }) => x.label.includes('SA-PRO-200')).id;
    const mini = types.find((x: { label: string }) => x.label.includes('SA-MINI-10')).id;
    const job = await data('admin', {
      method: 'POST',
      url: '/api/print-job',
      payload: { deviceTypeId: pro, quantity: 2 },
    });
    const labels = await data('admin', { method: 'GET', url: `/api/print-job/${job.id}/labels` });
    expect(labels).toHaveLength(2);
    expect(labels[0].qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const miniJob = await data('admin', {
      method: 'POST',
      url: '/api/print-job',
      payload: { deviceTypeId: mini, quantity: 1 },
    });
    const [miniLabel] = await data('admin', { method: 'GET', url: `/api/print-job/${miniJob.id}/labels` });

    const order = await data('admin', {
      method: 'POST',
      url: '/api/input-order',
      payload: { deviceTypeId: pro, quantity: 2 },
    });
    expect(order).toMatchObject({ state: 'submitted', receivedQuantity: 0 });
    const scan = (serialNumber: string) =>
      t.as('admin', {
        method: 'POST',
        url: '/api/input-order/scan',
        payload: { orderId: order.id, serialNumber, firmwareVersion: '1.0.0' },
      });
    const first = await scan(labels[0].serialNumber);
    expect(first.json().data).toEqual({ serialNumber: labels[0].serialNumber, done: 1, quantity: 2 });
    state.serial = labels[0].serialNumber;
    expect((await scan(labels[0].serialNumber)).json().msg).toBe('This device has already been received');
    expect((await scan(miniLabel.serialNumber)).json().msg).toMatch(/another model/);
    expect((await scan('SA-NOT-PRINTED')).statusCode).toBe(409);
    expect(
      (await t.as('admin', { method: 'PATCH', url: '/api/input-order/complete', payload: { id: order.id } }))
        .statusCode,
    ).toBe(409);
    await scan(labels[1].serialNumber);
    expect(await data('admin', { method: 'GET', url: `/api/input-order/id/${order.id}` })).toMatchObject({
      state: 'in_progress',
      receivedQuantity: 2,
    });
    expect((await scan(labels[1].serialNumber)).statusCode).toBe(409);
    // The secrets wait, sealed, for the order's hand-over file: downloadable once.
    expect(await data('admin', { method: 'GET', url: `/api/input-order/id/${order.id}` })).toMatchObject({
      pendingSecrets: 2,
    });
    const handOver = () =>
      t.as('admin', { method: 'POST', url: '/api/input-order/secrets', payload: { id: order.id } });
    const file = await handOver();
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="device-secrets-IN/);
    const [header, ...rows] = file.body.trim().split('\r\n');
    expect(header).toBe('serialNumber,secret,model,order');
    const secrets = new Map(rows.map((r) => [r.split(',')[0], r.split(',')[1]]));
    expect([...secrets.keys()]).toEqual([labels[0].serialNumber, labels[1].serialNumber].sort());
    state.secret = secrets.get(labels[0].serialNumber);
    expect((await handOver()).json().msg).toBe('No device secrets are waiting to be handed over');
    expect(
      await data('admin', { method: 'PATCH', url: '/api/input-order/complete', payload: { id: order.id } }),
    ).toMatchObject({ state: 'completed', pendingSecrets: 0 });
    expect(await data('admin', { method: 'GET', url: `/api/input-order/${order.id}/devices` })).toHaveLength(
      2,
    );
    state.pro = pro;
  });

  it('stock-out issues the device to an agent; another agent cannot see it', async () => {
    const agents = await data('admin', { method: 'GET', url: '/api/ums-user/agent' });
    const agent1 = agents.find((a: { label: string }) => a.label === 'East China agent').id;
    const order = await data('admin', {
      method: 'POST',
      url: '/api/output-order',
      payload: {
        agentId: agent1,
        consigneeName: 'East',
        consigneePhone: '13800000003',
        consigneeAddress: 'Shanghai',
        deviceTypeId: state.pro,
        quantity: 1,
      },
    });
    const issued = await data('admin', {
      method: 'POST',
      url: '/api/output-order/scan',
      payload: { orderId: order.id, serialNumber: state.serial },
    });
    expect(issued).toMatchObject({ done: 1, quantity: 1 });
    await data('admin', { method: 'PATCH', url: '/api/output-order/complete', payload: { id: order.id } });
    const mine = await data('agent1', {
      method: 'GET',
      url: '/api/device',
      query: { serialNumber: String(state.serial) },
    });
    expect(mine.list).toHaveLength(1);
    state.deviceId = mine.list[0].id;
    expect(
      (
        await data('agent2', {
          method: 'GET',
          url: '/api/device',
          query: { serialNumber: String(state.serial) },
        })
      ).list,
    ).toHaveLength(0);
    expect(
      (await t.as('agent2', { method: 'GET', url: `/api/device/id/${state.deviceId}` })).statusCode,
    ).toBe(404);
    expect(
      (await data('agent1', { method: 'GET', url: '/api/output-order' })).list.some(
        (o: { id: number }) => o.id === order.id,
      ),
    ).toBe(true);
    expect(
      (await data('agent2', { method: 'GET', url: '/api/output-order' })).list.some(
        (o: { id: number }) => o.id === order.id,
      ),
    ).toBe(false);
  });

  it('the agent binds it to a store of its own tenant only', async () => {
    const stores = (await data('agent1', { method: 'GET', url: '/api/store/options?limit=50' })).items;
    const foreign = (await data('admin', { method: 'GET', url: '/api/store', query: { name: 'Rosa' } }))
      .list[0].id;
    expect(
      (
        await t.as('agent1', {
          method: 'PATCH',
          url: '/api/device/bind',
          payload: { id: state.deviceId, storeId: foreign },
        })
      ).statusCode,
    ).toBe(404);
    await data('agent1', {
      method: 'PATCH',
      url: '/api/device/bind',
      payload: { id: state.deviceId, storeId: stores[0].id },
    });
    expect(await data('merchant1', { method: 'GET', url: `/api/device/id/${state.deviceId}` })).toMatchObject(
      { state: 'bound', storeName: 'Lotus Beauty Xuhui' },
    );
    const merchant = (
      await data('admin', { method: 'GET', url: '/api/ums-user', query: { username: 'merchant1' } })
    ).list[0];
    const byMerchant = await data('agent1', {
      method: 'GET',
      url: '/api/device',
      query: { merchantId: String(merchant.id) },
    });
    expect(byMerchant.total).toBe(byMerchant.list.length);
    expect(new Set(byMerchant.list.map((d: { merchantName: string }) => d.merchantName))).toEqual(
      new Set([merchant.name]),
    );
    expect(byMerchant.list.map((d: { id: number }) => d.id)).toContain(state.deviceId);
  });

  it('the device signs in with its secret, fetches its configuration and reports in', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/device-api/token',
      payload: { serialNumber: state.serial, secret: 'wrong' },
    });
    expect(bad.statusCode).toBe(401);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/device-api/token',
      payload: { serialNumber: state.serial, secret: state.secret },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.access_token;
    const headers = { authorization: `Bearer ${token}` };
    const config = (await t.app.inject({ method: 'GET', url: '/api/device-api/config', headers })).json()
      .data;
    expect(config).toMatchObject({
      device: { serialNumber: state.serial, state: 'bound' },
      deviceType: { hardwareModel: 'SA-PRO-200' },
      store: { name: 'Lotus Beauty Xuhui' },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/device-api/heartbeat',
          headers,
          payload: { firmwareVersion: '1.1.0' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await data('agent1', { method: 'GET', url: `/api/device/id/${state.deviceId}` })).toMatchObject({
      firmwareVersion: '1.1.0',
    });
    // A console token is no device token, and a device token opens no console route.
    expect((await t.as('admin', { method: 'GET', url: '/api/device-api/config' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ums-user/me', headers })).statusCode).toBe(401);
    state.deviceToken = token;
  });

  it('returns to the factory after confirmation, ending the device token; the ledger shows every step', async () => {
    await data('agent1', {
      method: 'PATCH',
      url: '/api/device/return',
      payload: { id: state.deviceId, remark: 'Screen cracked' },
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/device-api/config',
          headers: { authorization: `Bearer ${state.deviceToken}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.as('agent1', { method: 'GET', url: `/api/device/id/${state.deviceId}` })).statusCode,
    ).toBe(404);
    const history = await data('admin', { method: 'GET', url: `/api/device/${state.deviceId}/history` });
    expect(history.map((e: { action: string }) => e.action)).toEqual([
      'printed',
      'received',
      'secret handed over',
      'issued',
      'bound',
      'firmware',
      'returned',
    ]);
    expect(history.map((e: { toState: string }) => e.toState)).toEqual([
      'printed',
      'in_stock',
      null,
      'shipped',
      'bound',
      null,
      'returned',
    ]);
    expect(history.find((e: { action: string }) => e.action === 'bound').actorName).toBe('agent1');
  });
});
