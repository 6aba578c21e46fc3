import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { sharedSecret } from '../src/db/seed/bootstrap';
import { DEMO_USERS } from '../src/demo/demo';
import { faceImage } from '../src/demo/face-image';
import { createDbStore } from '../src/modules/files/db-store';
import { createDirStore } from '../src/modules/files/dir-store';
import { createFileLinks } from '../src/modules/files/file-links';
import type { FileStore } from '../src/modules/files/file-store';
import { createFileService } from '../src/modules/files/files.service';
import { createS3Store } from '../src/modules/files/s3-store';
import { deviceUploads } from './device-uploads';
import { createTestApp, type TestApp } from './harness';
import { s3Bucket } from './s3-bucket';

/**
 * Who may fetch a file (docs/files.md, "Who may fetch a file"): every kind of file against every
 * role, no token and the analyzers of two stores; signed links; and erasure in every file store.
 */
const bucket = await s3Bucket();
const dirRoot = path.join(bucket.tmp, 'files');
const KINDS = ['db', 'dir', 's3'] as const;
type Kind = (typeof KINDS)[number];
const apps: Record<Kind, TestApp> = {
  db: await createTestApp({ FILE_STORE: 'db' }),
  dir: await createTestApp({ FILE_STORE: 'dir', FILE_DIR: dirRoot }),
  s3: await createTestApp({ FILE_STORE: 's3', FILE_DIR: dirRoot, ...bucket.env }),
};
const s3 = createS3Store(bucket.options);
const storeOf = (kind: Kind, t: TestApp): FileStore =>
  kind === 'db' ? createDbStore(t.db) : kind === 'dir' ? createDirStore(dirRoot) : s3;

const ROLES = ['admin', ...DEMO_USERS.map((u) => u.username)];
const idOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;

function helpers(t: TestApp) {
  const { deviceOf, upload } = deviceUploads(t);
  const data = async (user: string, opts: Parameters<typeof t.as>[1]) => {
    const res = await t.as(user, opts);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Uploads a test of three faces for a consumer of Lotus Beauty Xuhui; answers it with its report. */
  async function aTest(phone = '13912349001') {
    const lotus = await deviceOf('Lotus Beauty Xuhui');
    // Large enough to be given a thumbnail.
    const face = (position: string) =>
      sharp(faceImage({ typeIndex: 1, position, seed: 77 }))
        .resize(480)
        .png()
        .toBuffer();
    const parts = Object.fromEntries(
      await Promise.all(['front', 'left', 'right'].map(async (p) => [p, await face(p)] as const)),
    );
    const res = await upload(
      lotus.headers,
      {
        clientId: randomUUID(),
        consumer: { phone, name: 'Private Face' },
        facePosition: 'front',
        testedAt: new Date().toISOString(),
        scores: [{ code: 'pores', score: 35 }],
        images: ['front', 'left', 'right'].map((position) => ({ indexNo: 1, position, part: position })),
      },
      parts,
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const report = await data('admin', { method: 'GET', url: `/api/test-record/id/${id}/report` });
    return { id, lotus, report, images: report.images as { url: string; thumbnailUrl: string }[] };
  }
  /** Uploads a goods picture as `user`; answers the stored file. */
  async function aPicture(user: string, width = 300) {
    const bytes = await sharp({ create: { width, height: 200, channels: 3, background: '#3070a0' } })
      .png()
      .toBuffer();
    const boundary = `----pic${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return data(user, {
      method: 'POST',
      url: '/api/goods/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    }) as Promise<{ id: string; url: string }>;
  }
  const fetchAs = (user: string | null, fileId: string) =>
    t.as(user, { method: 'GET', url: `/api/files/${fileId}` });
  const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const rowsOf = async (ids: string[]) =>
    (await t.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((r) => r.id);
  return { data, deviceOf, upload, aTest, aPicture, fetchAs, fetchUrl, rowsOf };
}

describe('who may fetch a file', () => {
  const t = apps.dir;
  const h = helpers(t);

  it("serves a test's photo and thumbnail to exactly the callers who may see the test", async () => {
    const { id, lotus, images } = await h.aTest();
    const photo = idOf(images[0].url);
    const thumb = idOf(images[0].thumbnailUrl);
    expect(thumb).not.toBe(photo);
    const seen: Record<string, number> = {};
    for (const role of ROLES) {
      const record = await t.as(role, { method: 'GET', url: `/api/test-record/id/${id}` });
      const expected = record.statusCode === 200 ? 200 : 404;
      for (const file of [photo, thumb]) {
        const res = await h.fetchAs(role, file);
        expect(res.statusCode, `${role} ${file}`).toBe(expected);
      }
      seen[role] = expected;
    }
    // The test's own line sees it, the other chain does not.
    expect(seen).toMatchObject({ admin: 200, agent1: 200, merchant1: 200, manager1: 200 });
    expect(seen).toMatchObject({ agent2: 404, merchant2: 404, manager2: 404, sales2: 404 });

    // No token: the same 404 as a missing file.
    const anonymous = await h.fetchAs(null, photo);
    const missing = await h.fetchAs(null, randomUUID());
    expect([anonymous.statusCode, anonymous.json()]).toEqual([missing.statusCode, missing.json()]);
    expect(anonymous.statusCode).toBe(404);

    // The analyzer of the test's store fetches it with its token; one of another store does not.
    const own = await h.fetchUrl(`/api/files/${photo}`, lotus.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/^private/);
    const rosa = await h.deviceOf('Rosa Skin Madrid');
    expect((await h.fetchUrl(`/api/files/${photo}`, rosa.headers)).statusCode).toBe(404);
    expect((await h.fetchUrl(`/api/files/${thumb}`, rosa.headers)).statusCode).toBe(404);
  });

  it('serves a goods picture to those who may see the goods, and an unsaved one to its uploader only', async () => {
    const picture = await h.aPicture('agent1');
    const unsaved = await h.aPicture('agent1');
    const goods = await h.data('agent1', {
      method: 'POST',
      url: '/api/goods',
      payload: {
        type: 'product',
        name: `Private picture ${randomUUID().slice(0, 8)}`,
        price: 100,
        iconFileId: picture.id,
      },
    });
    for (const role of ROLES) {
      const record = await t.as(role, { method: 'GET', url: `/api/goods/id/${goods.id}` });
      const expected = record.statusCode === 200 ? 200 : 404;
      expect((await h.fetchAs(role, picture.id)).statusCode, role).toBe(expected);
      expect((await h.fetchAs(role, unsaved.id)).statusCode, `${role} unsaved`).toBe(
        role === 'agent1' ? 200 : 404,
      );
    }
    expect((await h.fetchAs('agent2', picture.id)).statusCode).toBe(404);
    expect((await h.fetchAs(null, picture.id)).statusCode).toBe(404);
    // The upload's answer is a signed link the form can show at once.
    expect((await h.fetchUrl(unsaved.url)).statusCode).toBe(200);
  });

  it("serves a device type's images to anyone, cached publicly", async () => {
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const boundary = '----devtype';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="hardwareModel"\r\n\r\nSA-PRO-200\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const stored = await h.data('admin', {
      method: 'POST',
      url: '/api/device-type/file/mainLogo',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const res = await h.fetchAs(null, stored.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('hands out signed links that expire, name one file and cannot be altered', async () => {
    const { images } = await h.aTest('13912349002');
    const [front, left] = images;
    expect(front.url).toMatch(/\?exp=\d+&sig=[\w-]+$/);
    const res = await h.fetchUrl(front.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(res.headers['cache-control']!.toString().split('=')[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(900);

    // Another file's id under this link's signature.
    const query = front.url.slice(front.url.indexOf('?'));
    expect((await h.fetchUrl(`/api/files/${idOf(left.url)}${query}`)).statusCode).toBe(404);
    // A later expiry under the same signature.
    const exp = Number(new URL(front.url, 'http://x').searchParams.get('exp'));
    expect((await h.fetchUrl(front.url.replace(`exp=${exp}`, `exp=${exp + 300}`))).statusCode).toBe(404);
    // A link signed with this server's key 20 minutes ago has expired.
    const old = createFileLinks(await sharedSecret(t.db), () => Date.now() - 20 * 60_000);
    expect((await h.fetchUrl(old.urlOf(idOf(front.url)))).statusCode).toBe(404);
    // A key of its own is no key.
    const forged = createFileLinks('not the server secret, but 32 characters long');
    expect((await h.fetchUrl(forged.urlOf(idOf(front.url)))).statusCode).toBe(404);
  });

  it('gives a link only to a caller who may see the file', async () => {
    const { images } = await h.aTest('13912349003');
    const photo = idOf(images[0].url);
    const { url } = await h.data('manager1', { method: 'GET', url: `/api/files/${photo}/link` });
    expect((await h.fetchUrl(url)).statusCode).toBe(200);
    expect((await t.as('manager2', { method: 'GET', url: `/api/files/${photo}/link` })).statusCode).toBe(404);
    expect((await t.as(null, { method: 'GET', url: `/api/files/${photo}/link` })).statusCode).toBe(401);
  });
});

describe.each(KINDS)('erasure in the %s store', (kind) => {
  const t = apps[kind];
  const h = helpers(t);
  const store = storeOf(kind, t);
  /** The bytes of each file as its store holds them (null when gone). */
  const bytesOf = (ids: string[]) => Promise.all(ids.map((id) => store.get(id)));

  it('a deleted test takes its photos with it: 404 on every path and the bytes gone', async () => {
    const { id, images, lotus } = await h.aTest('13912349010');
    const ids = images.flatMap((i) => [idOf(i.url), idOf(i.thumbnailUrl)]);
    expect((await bytesOf(ids)).every((b) => b !== null)).toBe(true);
    await h.data('manager1', { method: 'DELETE', url: `/api/test-record/id/${id}` });
    for (const image of images) {
      expect((await h.fetchUrl(image.url)).statusCode).toBe(404);
      expect((await h.fetchAs('admin', idOf(image.url))).statusCode).toBe(404);
      expect((await h.fetchUrl(`/api/files/${idOf(image.url)}`, lotus.headers)).statusCode).toBe(404);
    }
    expect(await h.rowsOf(ids)).toEqual([]);
    expect(await bytesOf(ids)).toEqual(ids.map(() => null));
  });

  it("an erased consumer takes every test's photos with it", async () => {
    const phone = '13912349011';
    const first = await h.aTest(phone);
    const second = await h.aTest(phone);
    const ids = [...first.images, ...second.images].flatMap((i) => [idOf(i.url), idOf(i.thumbnailUrl)]);
    const consumerId = first.report.consumer.id;
    await h.data('admin', {
      method: 'POST',
      url: `/api/consumer/id/${consumerId}/erase`,
      payload: { tests: 2 },
    });
    expect(await h.rowsOf(ids)).toEqual([]);
    expect(await bytesOf(ids)).toEqual(ids.map(() => null));
    expect((await h.fetchUrl(first.images[0].url)).statusCode).toBe(404);
  });

  it('a replaced goods picture goes, and the last one goes with its goods', async () => {
    const first = await h.aPicture('agent1');
    const second = await h.aPicture('agent1');
    const goods = await h.data('agent1', {
      method: 'POST',
      url: '/api/goods',
      payload: {
        type: 'product',
        name: `Erased picture ${randomUUID().slice(0, 8)}`,
        price: 100,
        iconFileId: first.id,
      },
    });
    await h.data('agent1', {
      method: 'PATCH',
      url: '/api/goods',
      payload: { id: goods.id, iconFileId: second.id },
    });
    expect(await h.rowsOf([first.id, second.id])).toEqual([second.id]);
    expect(await bytesOf([first.id])).toEqual([null]);
    await h.data('agent1', { method: 'DELETE', url: `/api/goods/id/${goods.id}` });
    expect(await h.rowsOf([second.id])).toEqual([]);
    expect(await bytesOf([second.id])).toEqual([null]);
  });

  it('a refused upload leaves no bytes in the store, though its images were staged as they arrived', async () => {
    const keys = async () => {
      const found: string[] = [];
      if (store.list) for await (const { key } of store.list()) found.push(key);
      return found.sort();
    };
    const before = await keys();
    const lotus = await h.deviceOf('Lotus Beauty Xuhui');
    const face = await sharp(faceImage({ typeIndex: 1, position: 'front', seed: 3 }))
      .resize(480)
      .png()
      .toBuffer();
    const res = await h.upload(
      lotus.headers,
      {
        clientId: randomUUID(),
        consumer: { phone: '13912349013', name: 'Refused' },
        facePosition: 'front',
        testedAt: new Date().toISOString(),
        scores: [{ code: 'no-such-dimension', score: 35 }],
        images: [{ indexNo: 1, position: 'front', part: 'front' }],
      },
      { front: face },
    );
    expect(res.statusCode).toBe(400);
    expect(await keys()).toEqual(before);
  });

  it('the sweep removes rows no record names and bytes no row names, and says how many', async () => {
    const unsaved = await h.aPicture('agent1');
    const { images } = await h.aTest('13912349012');
    const kept = idOf(images[0].url);
    const service = createFileService(t.db, { current: store });
    const stray = randomUUID();
    if (!store.inRow) await store.put(stray, new Uint8Array([1, 2, 3]), 'application/octet-stream');

    // An hour on: the stray bytes are old enough, the unsaved upload is not.
    const hourOn = await service.sweep(new Date(Date.now() + 2 * 3600_000));
    expect(await h.rowsOf([unsaved.id])).toEqual([unsaved.id]);
    if (!store.inRow) {
      expect(hourOn.bytes[kind]).toBeGreaterThanOrEqual(1);
      expect(await store.get(stray)).toBeNull();
    }
    // A day on: the upload no goods ever named goes; the test's photo stays.
    const dayOn = await service.sweep(new Date(Date.now() + 25 * 3600_000));
    expect(dayOn.rows).toBeGreaterThanOrEqual(1);
    expect(await h.rowsOf([unsaved.id, kept])).toEqual([kept]);
    expect(await bytesOf([unsaved.id])).toEqual([null]);
    expect(await bytesOf([kept])).not.toEqual([null]);
  });
});

describe('a bucket that serves presigned GETs', async () => {
  const t = await createTestApp({
    FILE_STORE: 's3',
    FILE_DIR: dirRoot,
    S3_PRESIGNED_GETS: 'true',
    ...bucket.env,
  });
  const h = helpers(t);

  it("redirects a signed link to the bucket's own GET, signed for as long, answering as the server would", async () => {
    const { images } = await h.aTest('13912349020');
    const res = await h.fetchUrl(images[0].url);
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(
      location.startsWith(`${bucket.env.S3_ENDPOINT}/${bucket.env.S3_BUCKET}/${idOf(images[0].url)}?`),
    ).toBe(true);
    const expires = Number(new URL(location).searchParams.get('X-Amz-Expires'));
    expect(expires).toBeGreaterThan(0);
    expect(expires).toBeLessThanOrEqual(900);

    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('image/png');
    expect(fromBucket.headers.get('cache-control')).toBe(`private, max-age=${expires}`);
    const bytes = new Uint8Array(await fromBucket.arrayBuffer());
    expect(bytes).toEqual(await storeOf('s3', t).get(idOf(images[0].url)));
    // The signature covers the object and the answer's headers (s3rver does not check signatures:
    // s3-presign.test.ts holds ours to S3's published example).
    expect(new URL(location).searchParams.get('X-Amz-SignedHeaders')).toBe('host');

    // The console may show images from the bucket, and from nowhere else new.
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      new RegExp(`img-src 'self' data: blob: ${bucket.env.S3_ENDPOINT.replace(/[.]/g, '\\.')}`),
    );
  });
});
