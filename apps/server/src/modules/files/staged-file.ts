import { createHash, randomUUID } from 'node:crypto';
import type { StoredFile } from '@skin/contract';
import type { Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { FileStore } from './file-store';

/** A checked upload whose bytes are in place and whose rows wait for the caller's transaction. */
export interface StagedFile {
  file: StoredFile;
  /** The small copy, or null when none was asked for or the image is small already. */
  thumbnail: StoredFile | null;
  /** Inserts the rows (thumbnail, then the file naming it) with the caller's transaction. */
  commit(tx: Tx): Promise<void>;
  /** Deletes bytes written outside the database; for when the transaction fails. Never throws. */
  discard(): Promise<void>;
}

/** One file to be: its row without the bytes, and the bytes. */
export type Entry = {
  row: {
    id: string;
    ownerId: number | null;
    purpose: string;
    name: string;
    mime: string;
    size: number;
    sha256: string;
  };
  bytes: Uint8Array;
};

/** The row and bytes of a new file under a fresh id; the owner is null for the server's own files. */
export const entryOf = (
  ownerId: number | null,
  purpose: string,
  name: string,
  mime: string,
  bytes: Uint8Array,
) => ({
  row: {
    id: randomUUID(),
    ownerId,
    purpose,
    name,
    mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  },
  bytes,
});

/** A file as the API describes it, with the address it is served at (FileService `urlOf`). */
export const storedOf = (
  f: { id: string; name: string; mime: string; size: number },
  url: string,
): StoredFile => ({
  id: f.id,
  name: f.name,
  mime: f.mime,
  size: f.size,
  url,
});

/**
 * Puts the bytes of a file (and its thumbnail) into the store, unless the store keeps them in
 * the row. A failed put removes whatever the other put wrote: a failed stage leaves nothing.
 */
export async function stageEntries(
  store: FileStore,
  file: Entry,
  thumbnail: Entry | null,
  urlOf: (id: string, purpose: string) => string,
): Promise<StagedFile> {
  const entries = thumbnail ? [thumbnail, file] : [file];
  const discard = async () => {
    if (store.inRow) return;
    await Promise.allSettled(entries.map(async (e) => store.delete(e.row.id)));
  };
  if (!store.inRow) {
    const puts = await Promise.allSettled(entries.map((e) => store.put(e.row.id, e.bytes, e.row.mime)));
    const failed = puts.find((p) => p.status === 'rejected');
    if (failed) {
      await discard();
      throw failed.reason;
    }
  }
  return {
    file: storedOf(file.row, urlOf(file.row.id, file.row.purpose)),
    thumbnail: thumbnail && storedOf(thumbnail.row, urlOf(thumbnail.row.id, thumbnail.row.purpose)),
    async commit(tx) {
      await tx.insert(files).values(
        entries.map((e) => ({
          ...e.row,
          store: store.kind,
          data: store.inRow ? e.bytes : null,
          thumbnailId: e === file ? (thumbnail?.row.id ?? null) : null,
        })),
      );
    },
    discard,
  };
}
