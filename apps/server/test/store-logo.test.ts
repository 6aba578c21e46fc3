import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files, stores } from '../src/db/schema';
import { faceImage } from '../src/demo/face-image';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';

/**
 * A store's logo (docs/files.md, docs/skin-tests.md "Printing"): uploaded by those who run the
 * store, checked by content, printed at the head of its reports, the console's and the public
 * link's alike, and erased when replaced.
 */
const t = await createTestApp();
const { deviceOf, upload } = deviceUploads(t);
const STORE = 'Lotus Beauty Xuhui';

const multipart = (name: string, type: string, bytes: Buffer) => {
  const boundary = `----logo${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
const sendLogo = (user: string, name: string, type: string, bytes: Buffer) =>
  t.as(user, { method: 'POST', url: '/api/store/logo', ...multipart(name, type, bytes) });
const aLogo = async (colour: string) => {
  const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const res = await sendLogo('merchant1', 'logo.png', 'image/png', png);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; url: string };
};
const storeId = async () => (await t.db.select().from(stores).where(eq(stores.name, STORE)))[0]!.id;
const setLogo = (user: string, id: number, logoFileId: string | null) =>
  t.as(user, { method: 'PATCH', url: '/api/store', payload: { id, logoFileId } });
const aTest = async () => {
  const { headers } = await deviceOf(STORE);
  const res = await upload(
    headers,
    {
      clientId: `logo-${Math.random().toString(36).slice(2)}`,
      consumer: { phone: '13912348811', name: 'Logo Reader' },
      facePosition: 'front',
      testedAt: '2026-11-21T10:00:00+08:00',
      scores: [{ code: 'spots', score: 65 }],
      images: [{ indexNo: 1, position: 'front', part: 'f' }],
    },
    { f: faceImage({ typeIndex: 1, position: 'front', seed: 7 }) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

describe("a store's logo", () => {
  it('refuses what is no image and what is over 512 KB, storing nothing', async () => {
    const before = await t.db.select({ id: files.id }).from(files);
    const text = await sendLogo('merchant1', 'logo.png', 'image/png', Buffer.from('<svg onload=alert(1)>'));
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe('The file is not a JPG, PNG, GIF or WebP image');
    const big = await sendLogo('merchant1', 'big.png', 'image/png', Buffer.alloc(600 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect(await t.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
    // A salesperson runs no store.
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await sendLogo('sales1', 'l.png', 'image/png', png)).statusCode).toBe(403);
  });

  it('is kept by the store, printed on its reports in the console and by the public link, and public itself', async () => {
    const logo = await aLogo('#c0392b');
    const id = await storeId();
    const saved = await setLogo('merchant1', id, logo.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.logoFileId).toBe(logo.id);

    const testId = await aTest();
    const report = (
      await t.as('manager1', { method: 'GET', url: `/api/test-record/id/${testId}/report` })
    ).json().data;
    expect(report.store).toMatchObject({ name: STORE, language: 'zh-CN', logoUrl: `/api/files/${logo.id}` });
    const shared = (
      await t.as('manager1', { method: 'POST', url: `/api/test-record/id/${testId}/share` })
    ).json().data;
    const opened = await t.app.inject({ method: 'GET', url: `/api/shared-report/${shared.token}` });
    expect(opened.json().data.store.logoUrl).toBe(`/api/files/${logo.id}`);
    // Anyone holding the report may load the logo, without a token.
    const served = await t.app.inject({ method: 'GET', url: `/api/files/${logo.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('takes only a file uploaded as a logo, and erases the one it replaces', async () => {
    const id = await storeId();
    const first = await aLogo('#2980b9');
    expect((await setLogo('merchant1', id, first.id)).statusCode).toBe(200);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const picture = await t.as('admin', {
      method: 'POST',
      url: '/api/goods/upload',
      ...multipart('g.png', 'image/png', png),
    });
    expect(picture.statusCode, picture.body).toBe(200);
    const refused = await setLogo('merchant1', id, picture.json().data.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('Unknown file');
    const second = await aLogo('#27ae60');
    expect((await setLogo('merchant1', id, second.id)).statusCode).toBe(200);
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [first.id, second.id]));
    expect(left.map((r) => r.id)).toEqual([second.id]);
    // Removing the logo erases it too.
    expect((await setLogo('merchant1', id, null)).statusCode).toBe(200);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, second.id))).toEqual([]);
  });
});
