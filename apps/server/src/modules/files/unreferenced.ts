import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { type FileStore, UUID } from './file-store';

const BATCH = 500;

/** Keys a store holds that no `files` row names, among those written before `olderThan`. */
export async function unreferencedKeys(db: Db, store: FileStore, olderThan: Date): Promise<string[]> {
  if (!store.list) return [];
  const found: string[] = [];
  let batch: string[] = [];
  const check = async () => {
    // Leftover temporary files and foreign names can never be a row's id.
    const ids = batch.filter((k) => UUID.test(k));
    const known = ids.length
      ? new Set(
          (await db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((r) => r.id),
        )
      : new Set<string>();
    found.push(...batch.filter((k) => !known.has(k)));
    batch = [];
  };
  for await (const { key, modified } of store.list()) {
    if (modified >= olderThan) continue;
    batch.push(key);
    if (batch.length >= BATCH) await check();
  }
  await check();
  return found;
}
