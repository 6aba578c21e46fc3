import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { asBytes, type FileStore } from './file-store';

/**
 * Bytes in `files.data`, the embedded default: every instance sharing the database serves every
 * file, and a file is written in the same statement as its row. put/delete act on an existing row.
 */
export function createDbStore(db: Db): FileStore {
  return {
    kind: 'db',
    inRow: true,
    async put(key, bytes) {
      await db.update(files).set({ data: bytes }).where(eq(files.id, key));
    },
    async get(key) {
      const [row] = await db.select({ data: files.data }).from(files).where(eq(files.id, key));
      return row?.data ? asBytes(row.data) : null;
    },
    async delete(key) {
      await db.update(files).set({ data: null }).where(eq(files.id, key));
    },
  };
}
