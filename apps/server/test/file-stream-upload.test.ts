import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { files, users } from '../src/db/schema';
import type { Actor } from '../src/lib/actor';
import { createDbStore } from '../src/modules/files/db-store';
import { createDirStore } from '../src/modules/files/dir-store';
import type { FileStore } from '../src/modules/files/file-store';
import { createFileService, type FileService } from '../src/modules/files/files.service';
import { createS3Store } from '../src/modules/files/s3-store';
import { createTestApp, type TestApp } from './harness';
import { s3Bucket } from './s3-bucket';

/**
 * `FileService.storeStream` (docs/files.md, "Streamed uploads"): a video written to each store as
 * it arrives, judged by its first bytes, refused past its limit, and nothing left behind by a
 * refusal or a sender that goes away; the embedded database keeps answering meanwhile.
 */
const bucket = await s3Bucket();
const dirRoot = path.join(bucket.tmp, 'files');
const t: TestApp = await createTestApp({ FILE_STORE: 'dir', FILE_DIR: dirRoot, ...bucket.env });
const s3 = createS3Store(bucket.options);
afterAll(() => s3.close?.());
const stores: Record<string, FileStore> = { db: createDbStore(t.db), dir: createDirStore(dirRoot), s3 };
const services: Record<string, FileService> = Object.fromEntries(
  Object.entries(stores).map(([kind, store]) => [kind, createFileService(t.db, { current: store })]),
);
const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
const actor = { userId: admin.id } as Actor;
const VIDEO = { kind: 'video' as const, maxBytes: 1024 * 1024 };
const FTYP = Buffer.from('00000018667479706d703432000000006d7034316d703432', 'hex');
const videoOf = (size: number) => Buffer.concat([FTYP, randomBytes(size - FTYP.length)]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const stored: string[] = [];
afterAll(async () => {
  const erased = await t.db.delete(files).where(inArray(files.id, stored)).returning();
  await Promise.all(erased.map((f) => stores[f.store].delete(f.id)));
});

/** A stream of `bytes` in uneven pieces, the first shorter than a header, as a network delivers them. */
const piecesOf = (bytes: Buffer) =>
  Readable.from([bytes.subarray(0, 10), bytes.subarray(10, 3000), bytes.subarray(3000)]);

/** Everything a test could leave behind: rows, files in the directory (`.tmp` ones too), objects, spools. */
async function leftovers() {
  const rows = Number(
    ((await t.db.execute(sql`select count(*)::int as n from files`)) as unknown as { rows: { n: number }[] })
      .rows[0].n,
  );
  const keys = async (store: FileStore) => {
    const found: string[] = [];
    for await (const { key } of store.list!()) found.push(key);
    return found.sort();
  };
  const spools = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('skin-upload-'));
  return { rows, dir: await keys(stores.dir), s3: await keys(s3), spools };
}

describe.each(['db', 'dir', 's3'])('streamed uploads into the %s store', (kind) => {
  it('stores a video as it streams, and serves it', async () => {
    const clip = videoOf(200_000);
    const file = await services[kind].storeStream(
      actor,
      'app-video',
      VIDEO,
      'intro clip.mp4',
      piecesOf(clip),
    );
    stored.push(file.id);
    expect(file).toMatchObject({ mime: 'video/mp4', size: clip.length, name: 'intro clip.mp4' });
    const [row] = await t.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ store: kind, sha256: sha256(clip), purpose: 'app-video', ownerId: admin.id });
    expect(row.data === null).toBe(kind !== 'db');
    expect(Buffer.from((await services[kind].read(file.id)).data).equals(clip)).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=-1000' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(clip.subarray(-1000))).toBe(true);
  });

  it('refuses a renamed non-video and one over its limit, leaving nothing', async () => {
    const before = await leftovers();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    await expect(
      services[kind].storeStream(actor, 'app-video', VIDEO, 'clip.mp4', piecesOf(png)),
    ).rejects.toMatchObject({ status: 400, ref: { key: 'notAVideo' } });
    // Past the limit well after a good header: the bytes already written go too.
    await expect(
      services[kind].storeStream(actor, 'app-video', VIDEO, 'big.mp4', piecesOf(videoOf(VIDEO.maxBytes + 1))),
    ).rejects.toMatchObject({ status: 413, ref: { key: 'fileTooLarge' } });
    await expect(
      services[kind].storeStream(actor, 'app-video', VIDEO, 'empty.mp4', Readable.from([])),
    ).rejects.toMatchObject({ status: 400, ref: { key: 'fileEmpty' } });
    expect(await leftovers()).toEqual(before);
  });

  it('leaves nothing when the sender goes away mid-upload', async () => {
    const before = await leftovers();
    const source = new PassThrough();
    const upload = services[kind].storeStream(actor, 'app-video', VIDEO, 'cut.mp4', source);
    source.write(videoOf(300_000));
    // Its sender gone: the stream ends without its end.
    source.destroy();
    await expect(upload).rejects.toThrow(/premature close/i);
    expect(await leftovers()).toEqual(before);
  });
});

describe('streamed uploads', () => {
  it('takes an image through the checks of a whole one', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08070' } })
      .png()
      .toBuffer();
    const image = { kind: 'image' as const, maxBytes: 1024 * 1024 };
    const file = await services.dir.storeStream(actor, 'goods-image', image, 'g.png', piecesOf(png));
    stored.push(file.id);
    expect(file).toMatchObject({ mime: 'image/png', size: png.length });
    await expect(
      services.dir.storeStream(actor, 'goods-image', image, 'v.png', piecesOf(videoOf(5000))),
    ).rejects.toMatchObject({ status: 400, ref: { key: 'notAnImage' } });
  });

  it('leaves nothing when an HTTP client disconnects mid-upload', async () => {
    // A route of this test only (no product route streams an upload yet): the request body as it comes.
    const server = Fastify();
    server.addContentTypeParser('application/octet-stream', (_req, body, done) => done(null, body));
    let upload: Promise<unknown> | undefined;
    let received = 0;
    let halfway = () => {};
    server.post<{ Params: { kind: string } }>('/upload/:kind', async (req) => {
      const body = req.body as Readable;
      body.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= 512 * 1024) halfway();
      });
      upload = services[req.params.kind].storeStream(actor, 'app-video', VIDEO, 'cut.mp4', body);
      return upload;
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const kind of ['db', 'dir', 's3']) {
        const before = await leftovers();
        received = 0;
        const reached = new Promise<void>((resolve) => {
          halfway = resolve;
        });
        const { port } = server.server.address() as AddressInfo;
        const client = http.request({
          port,
          method: 'POST',
          path: `/upload/${kind}`,
          headers: { 'content-type': 'application/octet-stream', 'content-length': String(VIDEO.maxBytes) },
        });
        client.on('error', () => {});
        client.write(videoOf(768 * 1024));
        await reached;
        client.destroy();
        await expect(upload).rejects.toThrow();
        expect(await leftovers(), kind).toEqual(before);
      }
    } finally {
      await server.close();
    }
  });

  it('keeps the embedded database answering others while a 150 MB video streams in', async () => {
    const chunk = randomBytes(1024 * 1024);
    const pieces = 150;
    const limit = { kind: 'video' as const, maxBytes: 200 * 1024 * 1024 };
    const expected = createHash('sha256');
    const source = new PassThrough();
    let settled = false;
    const upload = services.dir.storeStream(actor, 'app-video', limit, 'long.mp4', source).finally(() => {
      settled = true;
    });
    const send = async (piece: Buffer) => {
      expected.update(piece);
      if (!source.write(piece)) await new Promise((resolve) => source.once('drain', resolve));
    };
    await send(Buffer.concat([FTYP, chunk.subarray(FTYP.length)]));
    for (let i = 1; i < pieces / 2; i++) await send(chunk);

    // Half of it in, the rest not yet sent: another user's list, read from the same database.
    const list = await t.as('manager1', { method: 'GET', url: '/api/test-record', query: { pageSize: '5' } });
    expect(list.statusCode, list.body).toBe(200);
    expect(settled).toBe(false);

    for (let i = pieces / 2; i < pieces; i++) await send(chunk);
    source.end();
    const file = await upload;
    stored.push(file.id);
    expect(file.size).toBe(pieces * chunk.length);
    const [row] = await t.db.select({ sha256: files.sha256 }).from(files).where(eq(files.id, file.id));
    expect(row.sha256).toBe(expected.digest('hex'));
    const tail = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(chunk.subarray(-100))).toBe(true);
  });

  it('sweeps the temporary file of a process that died mid-upload', async () => {
    const key = randomUUID();
    const temp = path.join(dirRoot, key.slice(0, 2), key.slice(2, 4), `${key}.${randomUUID()}.tmp`);
    fs.mkdirSync(path.dirname(temp), { recursive: true });
    fs.writeFileSync(temp, videoOf(1000));
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(temp, twoHoursAgo, twoHoursAgo);
    const report = await services.dir.sweep();
    expect(report.bytes.dir).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(temp)).toBe(false);
  });
});
