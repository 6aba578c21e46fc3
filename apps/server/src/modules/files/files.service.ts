import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StoredFile } from '@skin/contract';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { createFileData, type ErasedFile, eraseUnnamed } from '../../data/files.data';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Invalid, NotFound } from '../../lib/errors';
import type { ByteRange } from './byte-range';
import { createDbStore } from './db-store';
import type { FileLinks } from './file-links';
import { PUBLIC_PURPOSES } from './file-purposes';
import { asBytes, type ByteStream, type FileStore, type StoreKind } from './file-store';
import { sniffVideo } from './sniff';
import { entryOf, type StagedFile, stageEntries, storedOf } from './staged-file';
import { checkImageSize, makeThumbnail } from './thumbnail';
import { unreferencedKeys } from './unreferenced';
import { type Accept, checkAspect, checkUpload, safeName } from './upload-check';
import { feed, UploadMeter } from './upload-meter';

export type { StagedFile } from './staged-file';
export { type Accept, tooLarge } from './upload-check';

/** Where new files go, and the other stores still read for files written under an earlier setting. */
export interface FileStores {
  current: FileStore;
  others?: FileStore[];
}
/** What `stage` should make beside the file. */
export type StageOptions = { thumbnail?: { maxSide: number } };

type Row = typeof files.$inferSelect;
/** A file's record without its bytes: what an access check reads before any byte is. */
export type FileRow = Omit<Row, 'data'>;
const { data: _bytes, ...rowColumns } = getTableColumns(files);

/** How long a file no record names is kept (an upload whose form was never saved), and its bytes. */
export const SWEEP_ROWS_AFTER_MS = 24 * 3600_000;
export const SWEEP_BYTES_AFTER_MS = 3600_000;
/** What one sweep removed: rows no record named, and bytes no row named, per store. */
export type SweepReport = { rows: number; bytes: Record<string, number> };

/**
 * Uploads checked by content (never by name or declared type) and stored under server-chosen
 * ids. Bytes go to the current store; every file is read from the store its row names.
 */
export function createFileService(
  db: Db,
  stores: FileStores = { current: createDbStore(db) },
  links?: FileLinks,
) {
  const fileData = createFileData(db);
  const byKind = new Map<string, FileStore>(
    [...(stores.others ?? []), stores.current].map((s) => [s.kind, s]),
  );
  const storeOf = (row: FileRow) => {
    const store = byKind.get(row.store);
    if (!store)
      throw new Error(
        `file ${row.id} is kept in the "${row.store}" file store, which this server is not configured to reach`,
      );
    return store;
  };
  const missing = (row: FileRow) =>
    new Error(`file ${row.id}: the "${row.store}" file store does not hold its bytes`);
  const rowOf = async (id: string) => {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    if (!row) throw NotFound('fileNotFound');
    return row;
  };
  /** Removes the bytes of erased files from stores outside the database (the row held the rest). */
  const dropBytes = async (erased: readonly ErasedFile[]) => {
    await Promise.all(
      erased
        .filter((f) => f.store !== 'db')
        .map(async (f) => {
          // A store this server cannot reach keeps the bytes for the sweep of one that can.
          await byKind.get(f.store)?.delete(f.id);
        }),
    );
  };

  const service = {
    /** Signs and checks the short-lived links to private files (none in tools that only store). */
    links,
    /**
     * Checks an upload, makes its thumbnail when asked (images only) and writes the bytes to the
     * current store; the rows are written by `commit` inside the caller's transaction. When the
     * transaction fails, call `discard`.
     */
    async stage(
      actor: Actor,
      purpose: string,
      accept: Accept,
      name: string,
      bytes: Uint8Array,
      opts: StageOptions = {},
    ): Promise<StagedFile> {
      const { mime, data } = checkUpload(accept, bytes);
      const fileName = safeName(name);
      // Every image's declared size is checked from its header; a thumbnail checks it first itself.
      const thumb =
        accept.kind !== 'image'
          ? null
          : opts.thumbnail
            ? await makeThumbnail(data, opts.thumbnail.maxSide)
            : await checkImageSize(data).then(() => null);
      // A shape the product fixes is judged from the real pixels, whatever the browser checked.
      if (accept.kind === 'image' && accept.aspect) {
        const { width, height } = await checkImageSize(data);
        checkAspect(accept.aspect, width, height);
      }
      // The server itself (a device's upload) owns no user row.
      const owner = actor.userId > 0 ? actor.userId : null;
      const file = entryOf(owner, purpose, fileName, mime, data);
      const thumbnail =
        thumb &&
        entryOf(
          owner,
          'thumbnail',
          safeName(`${fileName.replace(/\.[^.]*$/, '')}.jpg`),
          thumb.mime,
          thumb.bytes,
        );
      return stageEntries(stores.current, file, thumbnail, service.urlOf);
    },
    /** Stores one upload on its own (stage, then commit outside any transaction). */
    async store(
      actor: Actor,
      purpose: string,
      accept: Accept,
      name: string,
      bytes: Uint8Array,
    ): Promise<StoredFile> {
      const staged = await service.stage(actor, purpose, accept, name, bytes);
      try {
        await staged.commit(db);
      } catch (err) {
        await staged.discard();
        throw err;
      }
      return staged.file;
    },
    /**
     * Stores one upload read from a stream (a large video) without holding it in memory: counted
     * (413 past `accept.maxBytes`), hashed and judged by its first bytes as they arrive, written to
     * the current store as they pass, and only then given its row. A refused or broken-off upload
     * (its sender gone) leaves no row and no bytes. The `db` store keeps bytes in the row, so it
     * collects them first; images and pages are checked whole, so they are collected too.
     */
    async storeStream(
      actor: Actor,
      purpose: string,
      accept: Accept,
      name: string,
      stream: Readable,
    ): Promise<StoredFile> {
      const video = accept.kind === 'video';
      const meter = feed(
        stream,
        new UploadMeter(accept.maxBytes, video ? sniffVideo : null, () => Invalid('notAVideo')),
      );
      const store = stores.current;
      if (!video || !store.putStream) {
        const chunks: Buffer[] = [];
        for await (const chunk of meter) chunks.push(chunk);
        return service.store(actor, purpose, accept, name, Buffer.concat(chunks));
      }
      const mime = (await meter.type) as string;
      const id = randomUUID();
      await store.putStream(id, meter, mime);
      const row = {
        id,
        ownerId: actor.userId > 0 ? actor.userId : null,
        purpose,
        name: safeName(name),
        mime,
        size: meter.size,
        sha256: meter.digest(),
      };
      try {
        await db.insert(files).values({ ...row, store: store.kind, data: null });
      } catch (err) {
        await store.delete(id);
        throw err;
      }
      return storedOf(row, service.urlOf(id, purpose));
    },
    /** The file with its bytes, from the store its row names. */
    async read(id: string): Promise<Row & { data: Uint8Array }> {
      const row = await rowOf(id);
      const data = row.store === 'db' ? row.data && asBytes(row.data) : await storeOf(row).get(id);
      if (!data) throw missing(row);
      return { ...row, data };
    },
    /**
     * Where a file is served: as it is for public material, through a short-lived signed link for
     * everything else (only ever handed to a caller who may see the record naming the file).
     */
    urlOf(id: string, purpose: string): string {
      return PUBLIC_PURPOSES.has(purpose) || !links ? `/api/files/${id}` : links.urlOf(id);
    },
    /** A file's record without its bytes, or NotFound. */
    async row(id: string): Promise<FileRow> {
      const [row] = await db.select(rowColumns).from(files).where(eq(files.id, id));
      if (!row) throw NotFound('fileNotFound');
      return row;
    },
    /**
     * The bytes of a file for serving, only those of `range` when one is given: as they are from
     * the `db` store (a range cut from the column by the database, never the whole of it read), as
     * a stream from the others.
     */
    async open(row: FileRow, range?: ByteRange): Promise<Uint8Array | ByteStream> {
      if (row.store === 'db') {
        const data = range
          ? sql<Uint8Array | null>`substring(${files.data} from ${range.start + 1} for ${range.end - range.start + 1})`
          : files.data;
        const [r] = await db.select({ data }).from(files).where(eq(files.id, row.id));
        // Deleted between the check and now: as missing as any other.
        if (!r) throw NotFound('fileNotFound');
        if (!r.data) throw missing(row);
        return asBytes(r.data);
      }
      const store = storeOf(row);
      if (store.stream) {
        const body = await store.stream(row.id, range);
        if (!body) throw missing(row);
        return body;
      }
      const whole = await store.get(row.id);
      if (!whole) throw missing(row);
      return range ? whole.subarray(range.start, range.end + 1) : whole;
    },
    /**
     * The store's own short-lived address of a file (a bucket's presigned GET), answering as this
     * server would, or null when its store serves none.
     */
    async presignedUrl(row: FileRow, seconds: number): Promise<string | null> {
      const store = byKind.get(row.store);
      if (!store?.presignGet) return null;
      return store.presignGet(row.id, seconds, {
        contentType: row.mime,
        contentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        cacheControl: `private, max-age=${seconds}`,
      });
    },
    /** Metadata of several files, by id (missing ids are simply absent). */
    async describe(ids: string[], tx: Tx = db): Promise<Map<string, StoredFile & { purpose: string }>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select({
          id: files.id,
          name: files.name,
          mime: files.mime,
          size: files.size,
          purpose: files.purpose,
        })
        .from(files)
        .where(inArray(files.id, ids));
      return new Map(
        rows.map((r) => [r.id, { ...storedOf(r, service.urlOf(r.id, r.purpose)), purpose: r.purpose }]),
      );
    },
    /**
     * Within the caller's transaction, deletes the rows of these files that no record names any
     * longer (the record naming them was just deleted or changed); answers what to pass to
     * `dropBytes` once the transaction has committed.
     */
    eraseUnnamed,
    dropBytes,
    /**
     * Erases rows no record names (older than a day: uploads whose form was never saved, files of
     * records deleted before erasure existed) and bytes no row names (older than an hour: bytes
     * staged by a request that died before its commit), in every store this server reaches.
     */
    async sweep(now = new Date()): Promise<SweepReport> {
      const report: SweepReport = { rows: 0, bytes: {} };
      const before = new Date(now.getTime() - SWEEP_ROWS_AFTER_MS);
      for (;;) {
        const erased = await fileData.eraseOrphans(before, 500);
        await dropBytes(erased);
        report.rows += erased.length;
        if (erased.length < 500) break;
      }
      const bytesBefore = new Date(now.getTime() - SWEEP_BYTES_AFTER_MS);
      for (const store of byKind.values()) {
        if (store.inRow) continue;
        const keys = await unreferencedKeys(db, store, bytesBefore);
        for (const key of keys) await store.delete(key);
        if (keys.length) report.bytes[store.kind] = keys.length;
      }
      return report;
    },
    /**
     * Keys in a store that no row names and older than `olderThan`: bytes left by a process that
     * stopped between writing them and committing their rows. Listed, never deleted here.
     */
    unreferenced(kind: StoreKind, olderThan: Date): Promise<string[]> {
      const store = byKind.get(kind);
      return store ? unreferencedKeys(db, store, olderThan) : Promise.resolve([]);
    },
  };
  return service;
}
export type FileService = ReturnType<typeof createFileService>;
