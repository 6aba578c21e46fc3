import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';

/**
 * The app's home content (docs/app-content.md): entries and items handed down the tree like the
 * rest of the catalogue, uploads judged by their bytes and shapes, item order rewritten at once, and
 * what an analyzer's app reads, revalidated by ETag.
 */
const t = await createTestApp();
const { deviceOf } = deviceUploads(t);

const call = (who: string, method: string, url: string, payload?: object) =>
  t.as(who, { method: method as never, url, payload });
async function data(who: string, method: string, url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A PNG of the given size: a flat colour, or noise (which does not compress) to make it large. */
const png = (width: number, height: number, noise = false) =>
  noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer()
    : sharp({ create: { width, height, channels: 3, background: '#c86' } })
        .png()
        .toBuffer();

function filePart(name: string, bytes: Buffer) {
  const b = `----skin${Math.random().toString(16).slice(2)}`;
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}
const upload = (who: string, url: string, name: string, bytes: Buffer) =>
  t.as(who, { method: 'POST', url, ...filePart(name, bytes) });
const uploadIcon = (who: string, bytes: Buffer) => upload(who, '/api/ios-index/upload', 'icon.png', bytes);
const uploadImage = (who: string, bytes: Buffer) =>
  upload(who, '/api/ios-index-item/upload', 'image.png', bytes);

type Entry = { id: number; ownerId: number | null; name: string; state: number };
type Item = { id: number; title: string; sort: number; state: number; content: string | null };
const itemsOf = async (who: string, indexId: number): Promise<Item[]> =>
  (await data(who, 'GET', `/api/ios-index-item?indexId=${indexId}&pageSize=50`)).list;
const entriesOf = async (who: string): Promise<Entry[]> =>
  (await data(who, 'GET', '/api/ios-index?pageSize=50')).list;
const filesNamed = async (id: string) =>
  Number(
    (
      (await t.db.execute(`select count(*)::int as n from files where id = '${id}'`)) as never as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );

describe('uploads', () => {
  it('refuses an icon over 30 KB with 413, and stores nothing', async () => {
    const big = await png(200, 200, true);
    expect(big.length).toBeGreaterThan(30 * 1024);
    const res = await uploadIcon('agent1', big);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().data.message.key).toBe('fileTooLarge');
    const small = await uploadIcon('agent1', await png(64, 64));
    expect(small.statusCode, small.body).toBe(200);
  });

  it('refuses a 5:4 image and accepts 5:3 and 5:2 ones, judged from the pixels', async () => {
    const wrong = await uploadImage('agent1', await png(500, 400));
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().data.message.key).toBe('imageRatio');
    for (const [w, h] of [
      [500, 300],
      [500, 200],
    ]) {
      const res = await uploadImage('agent1', await png(w, h));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.mime).toBe('image/png');
    }
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const res = await uploadImage('agent1', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.message.key).toBe('notAnImage');
    const icon = await uploadIcon('agent1', Buffer.from('not a picture at all'));
    expect(icon.json().data.message.key).toBe('notAnImage');
  });

  it('takes an icon only from an icon upload, and an image only from an image upload', async () => {
    const image = (await uploadImage('agent1', await png(500, 300))).json().data;
    const res = await call('agent1', 'POST', '/api/ios-index', { name: 'Wrong icon', iconFileId: image.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.fields.iconFileId).toBeTruthy();
  });
});

describe('entries and items along the tree', () => {
  it("agents change their own entries only; a merchant reads its agent's and the platform's", async () => {
    const mine: Entry = await data('agent1', 'POST', '/api/ios-index', { name: 'East news', sort: 2 });
    expect(mine.ownerId).not.toBeNull();
    const platform: Entry = await data('admin', 'POST', '/api/ios-index', { name: 'Platform tips' });
    expect(platform.ownerId).toBeNull();
    const theirs: Entry = await data('agent2', 'POST', '/api/ios-index', { name: 'Europe news' });

    expect((await call('agent2', 'GET', `/api/ios-index/id/${mine.id}`)).statusCode).toBe(404);
    const edit = await call('agent2', 'PATCH', '/api/ios-index', { id: mine.id, name: 'Taken' });
    expect(edit.statusCode).toBe(404);
    expect((await call('agent1', 'PATCH', '/api/ios-index', { id: platform.id, name: 'x' })).statusCode).toBe(
      404,
    );
    const item = await call('agent2', 'POST', '/api/ios-index-item', { indexId: mine.id, title: 'Intruder' });
    expect(item.statusCode).toBe(404);

    const merchant = (await entriesOf('merchant1')).map((e) => e.id);
    expect(merchant).toContain(mine.id);
    expect(merchant).toContain(platform.id);
    expect(merchant).not.toContain(theirs.id);
    expect((await call('merchant1', 'PATCH', '/api/ios-index', { id: mine.id, name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await entriesOf('agent2')).map((e) => e.id)).not.toContain(mine.id);
  });

  it('gives an entry only an agent as its owner', async () => {
    const merchant = (await data('admin', 'GET', '/api/ums-user?username=merchant1')).list[0];
    const res = await call('admin', 'POST', '/api/ios-index', { name: 'Bad owner', ownerId: merchant.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.fields.ownerId).toBeTruthy();
    const agent2 = (await data('admin', 'GET', '/api/ums-user?username=agent2')).list[0];
    const other = await call('agent1', 'POST', '/api/ios-index', { name: 'Not mine', ownerId: agent2.id });
    expect(other.statusCode).toBe(400);
    const moved: Entry = await data('admin', 'POST', '/api/ios-index', {
      name: 'For agent2',
      ownerId: agent2.id,
    });
    expect(moved.ownerId).toBe(agent2.id);
  });

  it("items follow their entry's owner, also when the entry moves", async () => {
    const entry: Entry = await data('admin', 'POST', '/api/ios-index', { name: 'Moving' });
    const item: Item = await data('admin', 'POST', '/api/ios-index-item', {
      indexId: entry.id,
      title: 'One',
    });
    expect((await call('agent1', 'GET', `/api/ios-index-item/id/${item.id}`)).statusCode).toBe(200);
    const agent1 = (await data('admin', 'GET', '/api/ums-user?username=agent1')).list[0];
    await data('admin', 'PATCH', '/api/ios-index', { id: entry.id, ownerId: agent1.id });
    await data('agent1', 'PATCH', '/api/ios-index-item', { id: item.id, title: 'Now mine' });
    expect((await call('agent2', 'GET', `/api/ios-index-item/id/${item.id}`)).statusCode).toBe(404);
    expect((await call('merchant2', 'GET', `/api/ios-index-item/id/${item.id}`)).statusCode).toBe(404);
    expect((await call('merchant1', 'GET', `/api/ios-index-item/id/${item.id}`)).statusCode).toBe(200);
  });

  it('sanitizes item content as agreement pages are', async () => {
    const entry: Entry = await data('agent1', 'POST', '/api/ios-index', { name: 'Rich' });
    const item: Item = await data('agent1', 'POST', '/api/ios-index-item', {
      indexId: entry.id,
      title: 'Hello',
      content:
        '<h2 onclick="steal()">Care</h2><script>alert(1)</script><p style="background:url(x)">Keep <b>this</b> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p><iframe src="https://evil"></iframe>',
    });
    expect(item.content).toBe(
      '<h2>Care</h2><p>Keep <b>this</b> <a>bad</a> <a href="https://example.com">good</a></p>',
    );
    const patched: Item = await data('agent1', 'PATCH', '/api/ios-index-item', {
      id: item.id,
      content: '<img src=x onerror=alert(1)><p>Plain</p>',
    });
    expect(patched.content).toBe('<p>Plain</p>');
  });

  it('shows and hides entries and items', async () => {
    const entry: Entry = await data('agent1', 'POST', '/api/ios-index', { name: 'Hide me' });
    const item: Item = await data('agent1', 'POST', '/api/ios-index-item', { indexId: entry.id, title: 'A' });
    await data('agent1', 'PATCH', '/api/ios-index/show', { id: entry.id, state: 0 });
    await data('agent1', 'PATCH', '/api/ios-index-item/show', { id: item.id, state: 0 });
    expect((await data('agent1', 'GET', `/api/ios-index/id/${entry.id}`)).state).toBe(0);
    expect((await itemsOf('agent1', entry.id))[0].state).toBe(0);
    const foreign = await call('agent2', 'PATCH', '/api/ios-index-item/show', { id: item.id, state: 1 });
    expect(foreign.statusCode).toBe(404);
    expect((await itemsOf('agent1', entry.id))[0].state).toBe(0);
  });

  it('rewrites the item order at once, and refuses an order that does not name every item', async () => {
    const entry: Entry = await data('agent1', 'POST', '/api/ios-index', { name: 'Ordered' });
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C'])
      ids.push((await data('agent1', 'POST', '/api/ios-index-item', { indexId: entry.id, title })).id);
    expect((await itemsOf('agent1', entry.id)).map((i) => i.title)).toEqual(['A', 'B', 'C']);
    const answered: Item[] = await data('agent1', 'PUT', '/api/ios-index-item/order', {
      indexId: entry.id,
      ids: [ids[2], ids[0], ids[1]],
    });
    expect(answered.map((i) => i.title)).toEqual(['C', 'A', 'B']);
    expect((await itemsOf('agent1', entry.id)).map((i) => [i.title, i.sort])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    const stale = await call('agent1', 'PUT', '/api/ios-index-item/order', {
      indexId: entry.id,
      ids: [ids[1], ids[0]],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.message.key).toBe('itemOrderStale');
    const twice = await call('agent1', 'PUT', '/api/ios-index-item/order', {
      indexId: entry.id,
      ids: [ids[1], ids[1], ids[0]],
    });
    expect(twice.statusCode).toBe(409);
    expect((await itemsOf('agent1', entry.id)).map((i) => i.title)).toEqual(['C', 'A', 'B']);
    const foreign = await call('agent2', 'PUT', '/api/ios-index-item/order', { indexId: entry.id, ids });
    expect(foreign.statusCode).toBe(404);
    expect((await itemsOf('agent1', entry.id)).map((i) => i.title)).toEqual(['C', 'A', 'B']);
  });

  it('erases a replaced image and the files of a deleted entry', async () => {
    const icon = (await uploadIcon('agent1', await png(48, 48))).json().data;
    const first = (await uploadImage('agent1', await png(500, 200))).json().data;
    const second = (await uploadImage('agent1', await png(500, 300))).json().data;
    const entry: Entry = await data('agent1', 'POST', '/api/ios-index', {
      name: 'Files',
      iconFileId: icon.id,
    });
    const item: Item = await data('agent1', 'POST', '/api/ios-index-item', {
      indexId: entry.id,
      title: 'Pic',
      imageFileId: first.id,
    });
    await data('agent1', 'PATCH', '/api/ios-index-item', { id: item.id, imageFileId: second.id });
    expect(await filesNamed(first.id)).toBe(0);
    expect(await filesNamed(second.id)).toBe(1);
    await data('agent1', 'DELETE', `/api/ios-index/id/${entry.id}`);
    expect(await filesNamed(second.id)).toBe(0);
    expect(await filesNamed(icon.id)).toBe(0);
    expect((await call('agent1', 'GET', `/api/ios-index-item/id/${item.id}`)).statusCode).toBe(404);
  });
});

describe("the app's read", () => {
  it('answers the visible entries of the platform and the agent, with visible items in order, by ETag', async () => {
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const image = (await uploadImage('agent1', await png(500, 300))).json().data;
    const ours: Entry = await data('agent1', 'POST', '/api/ios-index', { name: 'App east', sort: 1 });
    const platform: Entry = await data('admin', 'POST', '/api/ios-index', { name: 'App platform', sort: 0 });
    const hidden: Entry = await data('agent1', 'POST', '/api/ios-index', { name: 'App hidden', state: 0 });
    const foreign: Entry = await data('agent2', 'POST', '/api/ios-index', { name: 'App europe' });
    const add = (title: string, extra: object = {}) =>
      data('agent1', 'POST', '/api/ios-index-item', { indexId: ours.id, title, ...extra });
    const second: Item = await add('Second', { sort: 20, imageFileId: image.id, content: '<p>Hi</p>' });
    const first: Item = await add('First', { sort: 10 });
    await add('Invisible', { sort: 5, state: 0 });

    const read = (extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/device-api/app/index', headers: { ...headers, ...extra } });
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const entries = res.json().data.entries as {
      id: number;
      platform: boolean;
      items: { id: number; title: string; imageUrl: string | null; content: string | null }[];
    }[];
    const ids = entries.map((e) => e.id);
    expect(ids).toContain(ours.id);
    expect(ids).toContain(platform.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(foreign.id);
    expect(ids.indexOf(platform.id)).toBeLessThan(ids.indexOf(ours.id));
    const mine = entries.find((e) => e.id === ours.id)!;
    expect(mine.platform).toBe(false);
    expect(entries.find((e) => e.id === platform.id)!.platform).toBe(true);
    expect(mine.items.map((i) => i.title)).toEqual(['First', 'Second']);
    expect(mine.items[1].imageUrl).toBe(`/api/files/${image.id}`);
    expect(mine.items[1].content).toBe('<p>Hi</p>');

    const again = await read({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A compressed copy has a tag of its own, which names the same JSON when sent back.
    const compressed = await read({ 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    expect((await read({ 'if-none-match': String(compressed.headers.etag) })).statusCode).toBe(304);

    await data('agent1', 'PATCH', '/api/ios-index-item/show', { id: first.id, state: 0 });
    const after = await read({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const now = after.json().data.entries.find((e: { id: number }) => e.id === ours.id);
    expect(now.items.map((i: { id: number }) => i.id)).toEqual([second.id]);

    await data('agent1', 'DELETE', `/api/ios-index-item/id/${second.id}`);
    const gone = await read({ 'if-none-match': String(after.headers.etag) });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data.entries.find((e: { id: number }) => e.id === ours.id).items).toEqual([]);
  });

  it("shows a store of another agent that agent's entries, not these", async () => {
    const { headers } = await deviceOf('Rosa Skin Madrid');
    const res = await t.app.inject({ method: 'GET', url: '/api/device-api/app/index', headers });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().data.entries.map((e: { name: string }) => e.name);
    expect(names).toContain('App europe');
    expect(names).toContain('App platform');
    expect(names).not.toContain('App east');
  });

  it('refuses a missing, forged or console token with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/device-api/app/index' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/device-api/app/index',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await call('agent1', 'GET', '/api/device-api/app/index')).statusCode).toBe(401);
  });
});
