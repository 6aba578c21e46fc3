import { expect } from 'vitest';
import type { TestApp } from './harness';

/** A multipart body: the `test` field and the named image parts. */
export function multipart(test: unknown, images: Record<string, Buffer>) {
  const boundary = `----skin${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="test"\r\n\r\n${JSON.stringify(test)}\r\n`,
    ),
  ];
  for (const [name, bytes] of Object.entries(images))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A device signed in through the device API (a new secret from the admin): its request headers. */
export async function deviceHeaders(t: TestApp, device: { id: number; serialNumber: string }) {
  const secret = (
    await t.as('admin', { method: 'POST', url: '/api/device/secret', payload: { id: device.id } })
  ).json().data.secret;
  const token = (
    await t.app.inject({
      method: 'POST',
      url: '/api/device-api/token',
      payload: { serialNumber: device.serialNumber, secret },
    })
  ).json().data.access_token;
  return { authorization: `Bearer ${token}` };
}

/** Analyzers of the demo stores signing in and uploading tests, through the real routes of `t`. */
export function deviceUploads(t: TestApp) {
  const data = async (user: string, opts: Parameters<typeof t.as>[1]) => {
    const res = await t.as(user, opts);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  /** Signs in a bound device of a store (a fresh secret issued by the platform). */
  async function deviceOf(storeName: string) {
    const store = (await data('admin', { method: 'GET', url: '/api/store', query: { name: storeName } }))
      .list[0];
    let device = (
      await data('admin', { method: 'GET', url: '/api/device', query: { storeId: String(store.id) } })
    ).list[0];
    if (!device) {
      // The demo binds one analyzer only (to Lotus): the store's agent binds one it holds.
      const agent = storeName === 'Rosa Skin Madrid' ? 'agent2' : 'agent1';
      const held = (await data(agent, { method: 'GET', url: '/api/device' })).list.find(
        (d: { state: string }) => d.state === 'shipped',
      );
      await data(agent, {
        method: 'PATCH',
        url: '/api/device/bind',
        payload: { id: held.id, storeId: store.id },
      });
      device = { ...held, storeId: store.id };
    }
    return { store, device, headers: await deviceHeaders(t, device) };
  }

  const upload = (headers: Record<string, string>, test: unknown, images: Record<string, Buffer>) => {
    const body = multipart(test, images);
    return t.app.inject({
      method: 'POST',
      url: '/api/device-api/test',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  return { deviceOf, upload };
}
