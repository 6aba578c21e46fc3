import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { files, users } from '../src/db/schema';
import { pngChunk } from '../src/demo/face-image';
import type { Actor } from '../src/lib/actor';
import { createDbStore } from '../src/modules/files/db-store';
import { createDirStore } from '../src/modules/files/dir-store';
import type { FileStore } from '../src/modules/files/file-store';
import { createFileService } from '../src/modules/files/files.service';
import { createS3Store } from '../src/modules/files/s3-store';
import { createTestApp, type TestApp } from './harness';
import { s3Bucket } from './s3-bucket';

/**
 * The file stores through the service and `GET /api/files/:id`: the database, a directory and an
 * S3 bucket (s3rver in this process), staged writes rolled back, thumbnails, decompression bombs,
 * and files read from the store their row names whatever the server's current one.
 */
const bucket = await s3Bucket();
const dirRoot = path.join(bucket.tmp, 'files');
const s3Env = bucket.env;
// New uploads of the app go to the bucket; the directory is reachable for older files.
const t: TestApp = await createTestApp({ FILE_STORE: 's3', FILE_DIR: dirRoot, ...s3Env });
const s3 = createS3Store(bucket.options);
afterAll(() => s3.close?.());
const dir = createDirStore(dirRoot);
const stores: Record<string, FileStore> = { db: createDbStore(t.db), dir, s3 };
const serviceOn = (kind: string) => createFileService(t.db, { current: stores[kind] });

const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
const actor = { userId: admin.id } as Actor;
const IMAGE = { kind: 'image' as const, maxBytes: 8 * 1024 * 1024 };
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c08070' } })
    .png()
    .toBuffer();
const rowsOf = (ids: string[]) => t.db.select().from(files).where(inArray(files.id, ids));
const fileCount = async () =>
  Number(
    ((await t.db.execute(sql`select count(*)::int as n from files`)) as unknown as { rows: { n: number }[] })
      .rows[0].n,
  );
/** Fetched by admin, who stored every file here (an uploader may fetch its own files). */
const download = (id: string) => t.as('admin', { method: 'GET', url: `/api/files/${id}` });

/** A PNG of a few bytes whose header declares width x height pixels. */
function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('file stores', () => {
  it.each(['db', 'dir', 's3'])('round-trips a file kept in the %s store', async (kind) => {
    const bytes = await png(40, 30);
    const stored = await serviceOn(kind).store(actor, 'test', IMAGE, 'face photo.png', bytes);
    const [row] = await rowsOf([stored.id]);
    expect(row.store).toBe(kind);
    expect(row.data === null).toBe(kind !== 'db');
    expect(await stores[kind].get(stored.id)).toEqual(new Uint8Array(bytes));

    const res = await download(stored.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
      'content-disposition': "inline; filename*=UTF-8''face%20photo.png",
    });
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect((await serviceOn(kind).read(stored.id)).data).toEqual(new Uint8Array(bytes));
  });

  it('puts uploads through the API into the configured store', async () => {
    const bytes = await png(20, 20);
    const boundary = '----files-store';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/goods/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data;
    expect((await rowsOf([id]))[0]).toMatchObject({ store: 's3', data: null });
    expect(await s3.get(id)).toEqual(new Uint8Array(bytes));
  });

  it.each(['dir', 's3'])('leaves no row and no object when a staged write rolls back (%s)', async (kind) => {
    const staged = await serviceOn(kind).stage(actor, 'test', IMAGE, 'big.png', await png(1200, 900), {
      thumbnail: { maxSide: 256 },
    });
    const ids = [staged.file.id, staged.thumbnail!.id];
    for (const id of ids) expect(await stores[kind].get(id)).not.toBeNull();
    await expect(
      t.db.transaction(async (tx) => {
        await staged.commit(tx);
        expect(await tx.select({ id: files.id }).from(files).where(inArray(files.id, ids))).toHaveLength(2);
        throw new Error('the test fails afterwards');
      }),
    ).rejects.toThrow('the test fails afterwards');
    await staged.discard();
    expect(await rowsOf(ids)).toEqual([]);
    for (const id of ids) expect(await stores[kind].get(id)).toBeNull();
    await staged.discard(); // twice is harmless
  });

  it('makes a JPEG thumbnail of a large image, none of a small one', async () => {
    const service = serviceOn('dir');
    const big = await service.stage(actor, 'test', IMAGE, 'cheek.png', await png(1600, 1200), {
      thumbnail: { maxSide: 320 },
    });
    const small = await service.stage(actor, 'test', IMAGE, 'nose.png', await png(300, 200), {
      thumbnail: { maxSide: 320 },
    });
    await t.db.transaction(async (tx) => {
      await big.commit(tx);
      await small.commit(tx);
    });
    expect(small.thumbnail).toBeNull();
    expect(big.thumbnail).toMatchObject({ name: 'cheek.jpg', mime: 'image/jpeg' });
    const rows = new Map(
      (await rowsOf([big.file.id, big.thumbnail!.id, small.file.id])).map((r) => [r.id, r]),
    );
    expect(rows.get(big.file.id)?.thumbnailId).toBe(big.thumbnail!.id);
    expect(rows.get(small.file.id)?.thumbnailId).toBeNull();
    expect(rows.get(big.thumbnail!.id)).toMatchObject({
      purpose: 'thumbnail',
      store: 'dir',
      thumbnailId: null,
    });

    const res = await download(big.thumbnail!.id);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
  });

  it.each(['db', 'dir'])('refuses a decompression bomb and stores nothing (%s)', async (kind) => {
    const before = await fileCount();
    const listed = async () => {
      let n = 0;
      for await (const _ of dir.list!()) n++;
      return n;
    };
    const onDisk = await listed();
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    await expect(
      serviceOn(kind).stage(actor, 'test', IMAGE, 'bomb.png', bomb, { thumbnail: { maxSide: 256 } }),
    ).rejects.toMatchObject({ status: 400, ref: { key: 'invalidInput' } });
    expect(await fileCount()).toBe(before);
    expect(await listed()).toBe(onDisk);
  });

  it('reads a file from the store its row names, or says that store is not configured', async () => {
    const stored = await serviceOn('dir').store(actor, 'test', IMAGE, 'old.png', await png(10, 10));
    const withDir = createFileService(t.db, { current: createDbStore(t.db), others: [dir] });
    expect((await withDir.read(stored.id)).data.length).toBe(stored.size);
    const dbOnly = createFileService(t.db);
    await expect(dbOnly.read(stored.id)).rejects.toThrow(
      `file ${stored.id} is kept in the "dir" file store, which this server is not configured to reach`,
    );
    // The app runs on s3 and serves this file from the directory it can also reach.
    expect((await download(stored.id)).statusCode).toBe(200);
  });

  it.each(['dir', 's3'])('finds bytes in the %s store that no row names', async (kind) => {
    const orphan = randomUUID();
    await stores[kind].put(orphan, new Uint8Array([1, 2, 3]), 'application/octet-stream');
    const kept = await serviceOn(kind).store(actor, 'test', IMAGE, 'kept.png', await png(10, 10));
    const found = await serviceOn(kind).unreferenced(kind as 'dir' | 's3', new Date(Date.now() + 60_000));
    expect(found).toContain(orphan);
    expect(found).not.toContain(kept.id);
    expect(await serviceOn(kind).unreferenced(kind as 'dir' | 's3', new Date(Date.now() - 60_000))).toEqual(
      [],
    );
    await stores[kind].delete(orphan);
  });

  it('names the S3 variables missing for FILE_STORE=s3', () => {
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      /S3_ACCESS_KEY_ID: required with FILE_STORE=s3\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: required with FILE_STORE=s3/);
    // Embedded, bytes go to the directory under DATA_DIR; on PostgreSQL, into the shared database.
    expect(loadConfig({ DATA_DIR: '/srv/skin' }).files).toEqual({
      store: 'dir',
      dir: '/srv/skin/files',
      s3: null,
    });
    expect(loadConfig({ DATA_DIR: '/srv/skin', DATABASE_URL: 'postgres://db/skin' }).files.store).toBe('db');
  });
});
