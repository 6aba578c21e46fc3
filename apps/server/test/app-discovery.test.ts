import fs from 'node:fs';
import { APP_DISCOVERY_LIMITS } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { deviceHeaders, deviceUploads } from './device-uploads';
import { TINY_PNG } from './fixtures/tiny-images';
import { createTestApp } from './harness';

const t = await createTestApp();
/** A real MP4 (H.264, 1 s, 64x64): how it was made is in fixtures/README.md. */
const MP4 = fs.readFileSync(new URL('./fixtures/tiny.mp4', import.meta.url));

const data = async (user: string, opts: Parameters<typeof t.as>[1]) => {
  const res = await t.as(user, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
function multipart(name: string, bytes: Buffer, type = 'application/octet-stream') {
  const b = `----skin${Math.random().toString(16).slice(2)}`;
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}
const upload = (kind: string, name: string, bytes: Buffer, user = 'operator') =>
  t.as(user, { method: 'POST', url: `/api/app-discovery/upload/${kind}`, ...multipart(name, bytes) });
const typeId = async (model: string) =>
  (await data('admin', { method: 'GET', url: '/api/device-type', query: { hardwareModel: model } })).list[0]
    .id;

/** An analyzer of the Mini model signed in: printed, received into stock, given a secret. */
async function miniDevice() {
  const mini = await typeId('SA-MINI-10');
  const job = await data('admin', {
    method: 'POST',
    url: '/api/print-job',
    payload: { deviceTypeId: mini, quantity: 1 },
  });
  const [label] = await data('admin', { method: 'GET', url: `/api/print-job/${job.id}/labels` });
  const order = await data('admin', {
    method: 'POST',
    url: '/api/input-order',
    payload: { deviceTypeId: mini, quantity: 1 },
  });
  await data('admin', {
    method: 'POST',
    url: '/api/input-order/scan',
    payload: { orderId: order.id, serialNumber: label.serialNumber, firmwareVersion: '1.0.0' },
  });
  const device = (
    await data('admin', { method: 'GET', url: '/api/device', query: { serialNumber: label.serialNumber } })
  ).list[0];
  return deviceHeaders(t, { id: device.id, serialNumber: label.serialNumber });
}

const state = {} as { entry: number; items: number[]; icon: string; cover: string; video: string };

describe('app discovery content', () => {
  it('refuses an icon over 30 KB and a renamed non-video, and stores real ones', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(APP_DISCOVERY_LIMITS.iconBytes)]);
    const tooBig = await upload('icon', 'icon.png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().data.message).toEqual({ key: 'fileTooLarge', params: { kb: 30 } });
    for (const fake of [TINY_PNG, Buffer.from('just some text, not a film')]) {
      const res = await upload('video', 'film.mp4', fake);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.message.key).toBe('notAVideo');
    }
    const notImage = await upload('cover', 'cover.png', Buffer.from('<svg></svg>'));
    expect(notImage.json().data.message.key).toBe('notAnImage');

    const icon = (await upload('icon', 'icon.png', TINY_PNG)).json().data;
    const cover = (await upload('cover', 'cover.png', TINY_PNG)).json().data;
    const video = await upload('video', 'clip.mp4', MP4);
    expect(video.statusCode, video.body).toBe(200);
    expect(video.json().data).toMatchObject({ mime: 'video/mp4', size: MP4.length });
    Object.assign(state, { icon: icon.id, cover: cover.id, video: video.json().data.id });
    // The video is public material, served as it was uploaded.
    const served = await t.app.inject({ method: 'GET', url: `/api/files/${state.video}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^video\/mp4/);
    // Only platform staff upload.
    expect((await upload('icon', 'icon.png', TINY_PNG, 'agent1')).statusCode).toBe(403);
  });

  it('creates an entry for a device type and items in order, their text sanitized', async () => {
    const pro = await typeId('SA-PRO-200');
    const wrongIcon = await t.as('operator', {
      method: 'POST',
      url: '/api/app-discovery',
      payload: { name: 'Tips', deviceTypeId: pro, iconFileId: state.cover },
    });
    expect(wrongIcon.json().data.fields).toEqual({ iconFileId: 'Unknown file' });
    const entry = await data('operator', {
      method: 'POST',
      url: '/api/app-discovery',
      payload: { name: 'Tips', deviceTypeId: pro, iconFileId: state.icon, sort: 1 },
    });
    expect(entry).toMatchObject({
      deviceTypeName: 'Skin analyzer Pro',
      visible: 1,
      icon: { id: state.icon },
    });
    state.entry = entry.id;
    state.items = [];
    for (const title of ['First', 'Second', 'Third']) {
      const item = await data('operator', {
        method: 'POST',
        url: '/api/app-discovery-item',
        payload: {
          discoveryId: entry.id,
          title,
          coverFileId: state.cover,
          videoFileId: title === 'First' ? state.video : null,
          content: `<p onclick="x()">${title} <b>tip</b><script>alert(1)</script></p>`,
        },
      });
      expect(item.content).toBe(`<p>${title} <b>tip</b></p>`);
      state.items.push(item.id);
    }
    const wrongVideo = await t.as('operator', {
      method: 'POST',
      url: '/api/app-discovery-item',
      payload: { discoveryId: entry.id, title: 'X', videoFileId: state.cover },
    });
    expect(wrongVideo.json().data.fields).toEqual({ videoFileId: 'Unknown file' });
    const list = await data('operator', {
      method: 'GET',
      url: '/api/app-discovery-item',
      query: { discoveryId: String(entry.id), pageSize: '50' },
    });
    expect(list.list.map((i: { title: string }) => i.title)).toEqual(['First', 'Second', 'Third']);
    // An agent reads the content but changes nothing.
    expect((await t.as('agent1', { method: 'GET', url: '/api/app-discovery' })).statusCode).toBe(200);
    const agentEdit = await t.as('agent1', {
      method: 'PATCH',
      url: '/api/app-discovery',
      payload: { id: entry.id, name: 'X' },
    });
    expect(agentEdit.statusCode).toBe(403);
  });

  it('reorders all items at once and refuses a stale order', async () => {
    const [a, b, c] = state.items;
    const stale = await t.as('operator', {
      method: 'PUT',
      url: '/api/app-discovery-item/order',
      payload: { discoveryId: state.entry, ids: [c, a] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.message.key).toBe('discoveryOrderStale');
    const ordered = await data('operator', {
      method: 'PUT',
      url: '/api/app-discovery-item/order',
      payload: { discoveryId: state.entry, ids: [c, a, b] },
    });
    expect(ordered.map((i: { title: string }) => i.title)).toEqual(['Third', 'First', 'Second']);
    expect(ordered.map((i: { sort: number }) => i.sort)).toEqual([0, 1, 2]);
  });

  it('answers the app its device type’s visible content with an ETag; hidden items go at once', async () => {
    const { deviceOf } = deviceUploads(t);
    const pro = (await deviceOf('Lotus Beauty Xuhui')).headers;
    const feed = await t.app.inject({ method: 'GET', url: '/api/device-api/app/discovery', headers: pro });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-cache');
    const etag = String(feed.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const entry = feed.json().data.entries.find((e: { id: number }) => e.id === state.entry);
    expect(entry.items.map((i: { title: string }) => i.title)).toEqual(['Third', 'First', 'Second']);
    expect(entry.items[1].video).toMatchObject({ id: state.video, mime: 'video/mp4' });

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/device-api/app/discovery',
      headers: { ...pro, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await data('operator', {
      method: 'PATCH',
      url: '/api/app-discovery-item/show',
      payload: { id: state.items[1], visible: 0 },
    });
    const hidden = await t.app.inject({
      method: 'GET',
      url: '/api/device-api/app/discovery',
      headers: { ...pro, 'if-none-match': etag },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.headers.etag).not.toBe(etag);
    const titles = (e: { entries: { id: number; items: { title: string }[] }[] }) =>
      e.entries.find((x) => x.id === state.entry)?.items.map((i) => i.title);
    expect(titles(hidden.json().data)).toEqual(['Third', 'First']);

    await data('operator', { method: 'DELETE', url: `/api/app-discovery-item/id/${state.items[2]}` });
    const deleted = await t.app.inject({ method: 'GET', url: '/api/device-api/app/discovery', headers: pro });
    expect(titles(deleted.json().data)).toEqual(['First']);

    await data('operator', {
      method: 'PATCH',
      url: '/api/app-discovery/show',
      payload: { id: state.entry, visible: 0 },
    });
    const entryHidden = await t.app.inject({
      method: 'GET',
      url: '/api/device-api/app/discovery',
      headers: pro,
    });
    expect(titles(entryHidden.json().data)).toBeUndefined();
    await data('operator', {
      method: 'PATCH',
      url: '/api/app-discovery/show',
      payload: { id: state.entry, visible: 1 },
    });

    // No token, or a console token: refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/device-api/app/discovery' })).statusCode).toBe(
      401,
    );
    expect((await t.as('operator', { method: 'GET', url: '/api/device-api/app/discovery' })).statusCode).toBe(
      401,
    );
  });

  it('shows a device of another type nothing of this one', async () => {
    const mini = await miniDevice();
    const feed = await t.app.inject({ method: 'GET', url: '/api/device-api/app/discovery', headers: mini });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().data).toMatchObject({ deviceType: { hardwareModel: 'SA-MINI-10' }, entries: [] });
  });

  it('deletes an entry with its items and erases the files only they named', async () => {
    await data('operator', { method: 'DELETE', url: `/api/app-discovery/id/${state.entry}` });
    for (const id of [state.icon, state.cover, state.video])
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
    const items = await data('operator', {
      method: 'GET',
      url: '/api/app-discovery-item',
      query: { discoveryId: String(state.entry) },
    });
    expect(items.total).toBe(0);
  });
});
