import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { perDatabase } from './per-database';

/** A file whose row is gone: where its bytes were, for the store to drop them. */
export type ErasedFile = { id: string; store: string };

/**
 * Whether a record still names the file row `alias` (of `files`). Every column that can hold a
 * file's id is here and nowhere else: a test's photo and its thumbnail, a goods picture, a device
 * type's pages and images, a store's logo, a file's own thumbnail, and the app's content: the home's
 * icons and item images, discovery's icons, covers and videos; a floor's plan. Each is indexed.
 */
const namedSql = (alias: 'f' | 'o') => {
  const id = sql.raw(`${alias}.id`);
  return sql`(
  exists (select 1 from test_images ti where ti.file_id = ${id})
  or exists (select 1 from test_images ti where ti.thumbnail_id = ${id})
  or exists (select 1 from goods g where g.icon_file_id = ${id})
  or exists (select 1 from stores s where s.logo_file_id = ${id})
  or exists (select 1 from files p where p.thumbnail_id = ${id})
  or exists (select 1 from device_types d, jsonb_each_text(d.files) e where e.value = ${id}::text)
  or exists (select 1 from app_discoveries ad where ad.icon_file_id = ${id})
  or exists (select 1 from app_discovery_items ai where ai.cover_file_id = ${id})
  or exists (select 1 from app_discovery_items ai where ai.video_file_id = ${id})
  or exists (select 1 from ios_index_entries x where x.icon_file_id = ${id})
  or exists (select 1 from ios_index_items x where x.image_file_id = ${id})
  or exists (select 1 from floors x where x.plan_file_id = ${id})
)`;
};
const named = namedSql('f');

type ErasedRow = { id: string; store: string; thumbnail_id: string | null };

async function erase(tx: Tx, where: SQL): Promise<ErasedRow[]> {
  const res = await tx.execute<ErasedRow>(
    sql`delete from files f where ${where} and not ${named} returning f.id, f.store, f.thumbnail_id`,
  );
  return (res as unknown as { rows: ErasedRow[] }).rows;
}

/**
 * Deletes the rows of these files that no record names any longer, then the thumbnails that only
 * those rows named; answers where the bytes of each were. Part of the caller's transaction: the
 * record's delete and its files' go together.
 */
export async function eraseUnnamed(tx: Tx, ids: readonly (string | null)[]): Promise<ErasedFile[]> {
  const erased: ErasedFile[] = [];
  let next = [...new Set(ids.filter((id): id is string => !!id))];
  // Twice at most: the files, then their thumbnails, which their rows named until now.
  while (next.length) {
    const rows = await erase(tx, sql`f.id = any(${`{${next.join(',')}}`}::uuid[])`);
    erased.push(...rows.map(({ id, store }) => ({ id, store })));
    next = rows.flatMap((r) => (r.thumbnail_id ? [r.thumbnail_id] : []));
  }
  return erased;
}

/** The rows of files (the data layer): which record names a file, and erasing those none names. */
export const createFileData = perDatabase((db: Db) => {
  return {
    /**
     * Rows that no record names, written before `before` (uploads never attached, files of records
     * deleted before erasure existed): at most `limit` erased, with the thumbnails only they named.
     */
    async eraseOrphans(before: Date, limit: number): Promise<ErasedFile[]> {
      return db.transaction(async (tx) => {
        const rows = await erase(
          tx,
          sql`f.id in (select o.id from files o where o.created_at < ${before.toISOString()}::timestamptz
                and not ${namedSql('o')} order by o.created_at limit ${limit})`,
        );
        const thumbs = rows.flatMap((r) => (r.thumbnail_id ? [r.thumbnail_id] : []));
        const erased = rows.map(({ id, store }) => ({ id, store }));
        if (thumbs.length) erased.push(...(await eraseUnnamed(tx, thumbs)));
        return erased;
      });
    },
  };
});
export type FileData = ReturnType<typeof createFileData>;
