import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files, users } from '../src/db/schema';
import { faceImage } from '../src/demo/face-image';
import type { Actor } from '../src/lib/actor';
import { createDbStore } from '../src/modules/files/db-store';
import { createDirStore } from '../src/modules/files/dir-store';
import type { FileStore } from '../src/modules/files/file-store';
import { createFileService } from '../src/modules/files/files.service';
import { createS3Store } from '../src/modules/files/s3-store';
import { deviceUploads } from './device-uploads';
import { createTestApp, type TestApp } from './harness';
import { s3Bucket } from './s3-bucket';

/**
 * Files served one byte range at a time (docs/files.md, "Serving"), as a `<video>` plays and
 * seeks: the same answers from the database, a directory and an S3 bucket (s3rver in this
 * process), through a file's public address, a token, a signed link and a report's public link.
 */
const bucket = await s3Bucket();
const dirRoot = path.join(bucket.tmp, 'files');
const t: TestApp = await createTestApp({ FILE_STORE: 'dir', FILE_DIR: dirRoot, ...bucket.env });
const s3 = createS3Store(bucket.options);
afterAll(() => s3.close?.());
const stores: Record<string, FileStore> = { db: createDbStore(t.db), dir: createDirStore(dirRoot), s3 };
const serviceOn = (kind: string) => createFileService(t.db, { current: stores[kind] });

const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
const actor = { userId: admin.id } as Actor;
const VIDEO = { kind: 'video' as const, maxBytes: 1024 * 1024 };
const SIZE = 10_000;
/** An MP4's `ftyp` box, then bytes that differ everywhere, so a wrong offset cannot pass. */
const clip = Buffer.concat([
  Buffer.from('00000018667479706d703432000000006d7034316d703432', 'hex'),
  randomBytes(SIZE - 24),
]);
const stored: string[] = [];
afterAll(async () => {
  const erased = await t.db.delete(files).where(inArray(files.id, stored)).returning();
  await Promise.all(erased.map((f) => stores[f.store].delete(f.id)));
});

/** A published video (`app-video`, served to anyone) kept in the given store. */
async function videoIn(kind: string) {
  const file = await serviceOn(kind).store(actor, 'app-video', VIDEO, 'clip.mp4', clip);
  stored.push(file.id);
  return file;
}
const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe.each(['db', 'dir', 's3'])('byte ranges from the %s store', (kind) => {
  it('serves the first bytes, a middle range, a suffix and an open end with their exact bytes', async () => {
    const { id, url } = await videoIn(kind);
    const [row] = await t.db
      .select({ store: files.store, sha256: files.sha256 })
      .from(files)
      .where(eq(files.id, id));
    expect(row.store).toBe(kind);
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=4000-5999', 4000, 5999],
      ['bytes=-100', SIZE - 100, SIZE - 1],
      ['bytes=9000-', 9000, SIZE - 1],
      // An end past the last byte is cut to it; a suffix longer than the file is all of it.
      ['bytes=9990-20000', 9990, SIZE - 1],
      ['bytes=-20000', 0, SIZE - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers, range).toMatchObject({
        'content-range': `bytes ${start}-${end}/${SIZE}`,
        'content-length': String(end - start + 1),
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        etag: `"${row.sha256}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-disposition': "inline; filename*=UTF-8''clip.mp4",
      });
      expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(res.rawPayload.equals(clip.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers a range past the end with 416 and the size, and an unreadable or multiple one with the whole file', async () => {
    const { url } = await videoIn(kind);
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 5}-${SIZE + 10}`, 'bytes=-0']) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.length).toBe(0);
    }
    for (const range of ['bytes=0-9,20-29', 'bytes=9-3', 'items=0-9', 'bytes=x-y', 'bytes=-']) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.headers['content-length']).toBe(String(SIZE));
      expect(res.rawPayload.equals(clip), range).toBe(true);
    }
  });

  it('honours If-Range only with the file’s own ETag, and answers HEAD without the bytes', async () => {
    const { url } = await videoIn(kind);
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-length']).toBe(String(SIZE));
    expect(plain.rawPayload.equals(clip)).toBe(true);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const matching = await get(url, { range: 'bytes=100-199', 'if-range': etag });
    expect(matching.statusCode).toBe(206);
    expect(matching.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    for (const ifRange of [`"${'0'.repeat(64)}"`, `W/${etag}`, 'Wed, 21 Oct 2015 07:28:00 GMT']) {
      const other = await get(url, { range: 'bytes=100-199', 'if-range': ifRange });
      expect(other.statusCode, ifRange).toBe(200);
      expect(other.rawPayload.equals(clip), ifRange).toBe(true);
    }

    const head = await get(url, { range: 'bytes=0-99' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'content-length': String(SIZE),
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      etag,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('byte ranges of private files', () => {
  it('keeps the access checks and cache rules of a token and of a signed link', async () => {
    const bytes = await faceImage({ typeIndex: 1, position: 'front', seed: 7 });
    const file = await serviceOn('dir').store(
      actor,
      'test',
      { kind: 'image', maxBytes: 8 << 20 },
      'face.png',
      bytes,
    );
    stored.push(file.id);
    const range = { range: 'bytes=10-19' };
    // Nobody but its uploader: the same 404 as a missing file, whatever the range.
    expect((await get(`/api/files/${file.id}`, range)).statusCode).toBe(404);
    expect(
      (await t.as('manager1', { method: 'GET', url: `/api/files/${file.id}`, headers: range })).statusCode,
    ).toBe(404);

    const byToken = await t.as('admin', { method: 'GET', url: `/api/files/${file.id}`, headers: range });
    expect(byToken.statusCode).toBe(206);
    expect(byToken.headers['cache-control']).toBe('private, max-age=300');
    expect(byToken.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);

    const link = (await t.as('admin', { method: 'GET', url: `/api/files/${file.id}/link` })).json().data.url;
    const byLink = await get(link, range);
    expect(byLink.statusCode).toBe(206);
    expect(byLink.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(byLink.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect((await get(`${link.replace(/sig=\w/, 'sig=0')}`, range)).statusCode).toBe(404);
  });

  it('serves a range of a shared report’s photo through its public link', async () => {
    const { deviceOf, upload } = deviceUploads(t);
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const photo = faceImage({ typeIndex: 2, position: 'front', seed: 99 });
    const res = await upload(
      headers,
      {
        clientId: 'ranges-1',
        consumer: { phone: '13912340077', name: 'Ranged Photo' },
        facePosition: 'front',
        testedAt: '2026-11-20T09:30:00+08:00',
        scores: [{ code: 'pores', score: 70 }],
        images: [{ indexNo: 1, position: 'front', part: 'f' }],
      },
      { f: photo },
    );
    expect(res.statusCode, res.body).toBe(200);
    const testId = res.json().data.id as number;
    try {
      const made = await t.as('manager1', { method: 'POST', url: `/api/test-record/id/${testId}/share` });
      const { token } = made.json().data;
      const report = (await get(`/api/shared-report/${token}`)).json().data;
      const url = report.images[0].url as string;
      const ranged = await get(url, { range: 'bytes=-64' });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-range']).toBe(
        `bytes ${photo.length - 64}-${photo.length - 1}/${photo.length}`,
      );
      expect(ranged.rawPayload.equals(photo.subarray(photo.length - 64))).toBe(true);
      expect((await get(url, { range: `bytes=${photo.length}-` })).statusCode).toBe(416);
    } finally {
      const gone = await t.as('admin', { method: 'DELETE', url: `/api/test-record/id/${testId}` });
      expect(gone.statusCode, gone.body).toBe(200);
    }
  });
});
