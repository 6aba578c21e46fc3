import type { StoredFile } from '@skin/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { createDbStore } from './db-store';
import { asBytes, type ByteStream, type FileStore, type StoreKind } from './file-store';
import { entryOf, type StagedFile, stageEntries, storedOf } from './staged-file';
import { makeThumbnail } from './thumbnail';
import { unreferencedKeys } from './unreferenced';
import { type Accept, checkUpload, safeName } from './upload-check';

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

/**
 * Uploads checked by content (never by name or declared type) and stored under server-chosen
 * ids. Bytes go to the current store; every file is read from the store its row names.
 */
export function createFileService(db: Db, stores: FileStores = { current: createDbStore(db) }) {
  const byKind = new Map<string, FileStore>(
    [...(stores.others ?? []), stores.current].map((s) => [s.kind, s]),
  );
  const storeOf = (row: Row) => {
    const store = byKind.get(row.store);
    if (!store)
      throw new Error(
        `file ${row.id} is kept in the "${row.store}" file store, which this server is not configured to reach`,
      );
    return store;
  };
  const missing = (row: Row) =>
    new Error(`file ${row.id}: the "${row.store}" file store does not hold its bytes`);
  const rowOf = async (id: string) => {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    if (!row) throw NotFound('fileNotFound');
    return row;
  };

  const service = {
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
      const thumb =
        opts.thumbnail && accept.kind === 'image' ? await makeThumbnail(data, opts.thumbnail.maxSide) : null;
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
      return stageEntries(stores.current, file, thumbnail);
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
    /** The file with its bytes, from the store its row names. */
    async read(id: string): Promise<Row & { data: Uint8Array }> {
      const row = await rowOf(id);
      const data = row.store === 'db' ? row.data && asBytes(row.data) : await storeOf(row).get(id);
      if (!data) throw missing(row);
      return { ...row, data };
    },
    /** The file for serving: its bytes as they are (`db`) or as a stream (other stores). */
    async open(id: string): Promise<Row & { body: Uint8Array | ByteStream }> {
      const row = await rowOf(id);
      if (row.store === 'db') {
        if (!row.data) throw missing(row);
        return { ...row, body: row.data };
      }
      const store = storeOf(row);
      const body = store.stream ? await store.stream(id) : await store.get(id);
      if (!body) throw missing(row);
      return { ...row, body };
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
      return new Map(rows.map((r) => [r.id, { ...storedOf(r), purpose: r.purpose }]));
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
