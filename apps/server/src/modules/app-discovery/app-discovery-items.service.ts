import {
  APP_DISCOVERY_LIMITS,
  type AppDiscoveryItem,
  type appDiscoveryItemResource,
  type StoredFile,
} from '@skin/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defineList, iso } from '../../data/list';
import type { Db, Tx } from '../../db/client';
import { appDiscoveries, appDiscoveryItems } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';
import { checkFile } from './app-discovery.service';
import { sanitizeRichText } from './rich-text';

type Create = z.infer<typeof appDiscoveryItemResource.create>;
type Update = z.infer<typeof appDiscoveryItemResource.update>;
type Row = typeof appDiscoveryItems.$inferSelect;

/** The file fields of an item and the upload purpose each must come from. */
const FILE_FIELDS = [
  ['coverFileId', FILE_PURPOSE.appCover],
  ['videoFileId', FILE_PURPOSE.appVideo],
] as const;

const plainFile = (f: StoredFile | undefined): StoredFile | null =>
  f ? { id: f.id, name: f.name, mime: f.mime, size: f.size, url: f.url } : null;

/**
 * The items of the discovery entries: rich text sanitized on the server, a cover and a video from
 * their own uploads, new items last, the order of an entry's items rewritten in one transaction.
 */
export function createAppDiscoveryItemService(db: Db, files: FileService) {
  const toEntities = async (rows: Row[]): Promise<AppDiscoveryItem[]> => {
    const meta = await files.describe(
      rows.flatMap((r) => [r.coverFileId, r.videoFileId]).filter((f): f is string => !!f),
    );
    return rows.map((r) => ({
      id: r.id,
      discoveryId: r.discoveryId,
      title: r.title,
      coverFileId: r.coverFileId,
      cover: plainFile(r.coverFileId ? meta.get(r.coverFileId) : undefined),
      content: r.content,
      videoFileId: r.videoFileId,
      video: plainFile(r.videoFileId ? meta.get(r.videoFileId) : undefined),
      visible: r.visible,
      sort: r.sort,
      updatedAt: iso(r.updatedAt)!,
    }));
  };
  const list = defineList(db, {
    name: 'app_discovery_items',
    table: appDiscoveryItems,
    select: (tx) => tx.select().from(appDiscoveryItems).$dynamic(),
    orderBy: [asc(appDiscoveryItems.discoveryId), asc(appDiscoveryItems.sort), asc(appDiscoveryItems.id)],
    filters: {
      discoveryId: { column: appDiscoveryItems.discoveryId, match: 'eq' },
      title: { column: appDiscoveryItems.title, match: 'like' },
      visible: { column: appDiscoveryItems.visible, match: 'eq' },
    },
    toEntity: (r: Row) => r,
  });
  const row = async (id: number, tx: Tx = db) => {
    const [r] = await tx.select().from(appDiscoveryItems).where(eq(appDiscoveryItems.id, id));
    if (!r) throw NotFound('discoveryItemNotFound');
    return r;
  };
  /** Locks the entry: its items' count and order change one writer at a time. */
  const lockEntry = async (tx: Tx, discoveryId: number) => {
    const [entry] = await tx
      .select({ id: appDiscoveries.id })
      .from(appDiscoveries)
      .where(eq(appDiscoveries.id, discoveryId))
      .for('update');
    return entry;
  };
  const itemsOf = (tx: Tx, discoveryId: number) =>
    tx
      .select()
      .from(appDiscoveryItems)
      .where(eq(appDiscoveryItems.discoveryId, discoveryId))
      .orderBy(asc(appDiscoveryItems.sort), asc(appDiscoveryItems.id));
  const checkFiles = async (input: Partial<Record<(typeof FILE_FIELDS)[number][0], string | null>>) => {
    for (const [field, purpose] of FILE_FIELDS) await checkFile(files, field, purpose, input[field]);
  };

  const service = {
    list: (_actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q).then(async (page) => ({ ...page, list: await toEntities(page.list) })),
    get: async (_actor: Actor, id: number) => (await toEntities([await row(id)]))[0],
    async create(actor: Actor, input: Create) {
      await checkFiles(input);
      const content = sanitizeRichText(input.content);
      const id = await db.transaction(async (tx) => {
        if (!(await lockEntry(tx, input.discoveryId)))
          throw Invalid('discoveryNotFound', { discoveryId: 'discoveryNotFound' });
        const [{ count, next }] = await tx
          .select({
            count: sql<number>`count(*)::int`,
            next: sql<number>`coalesce(max(${appDiscoveryItems.sort}) + 1, 0)::int`,
          })
          .from(appDiscoveryItems)
          .where(eq(appDiscoveryItems.discoveryId, input.discoveryId));
        const max = APP_DISCOVERY_LIMITS.itemsPerEntry;
        if (count >= max) throw Conflict({ key: 'discoveryTooManyItems', params: { max } });
        const [r] = await tx
          .insert(appDiscoveryItems)
          .values({
            ...input,
            content,
            coverFileId: input.coverFileId ?? null,
            videoFileId: input.videoFileId ?? null,
            sort: next,
          })
          .returning({ id: appDiscoveryItems.id });
        return r.id;
      });
      return service.get(actor, id);
    },
    async update(actor: Actor, input: Update) {
      const { id, ...values } = input;
      const current = await row(id);
      await checkFiles(values);
      const set = {
        ...values,
        ...(values.content !== undefined ? { content: sanitizeRichText(values.content) } : {}),
      };
      if (!Object.keys(set).length) return service.get(actor, id);
      // A cover or video replaced or taken off is erased with the change (docs/files.md, "Erasure").
      const replaced = FILE_FIELDS.flatMap(([field]) =>
        set[field] !== undefined && set[field] !== current[field] ? [current[field]] : [],
      );
      const erased = await db.transaction(async (tx) => {
        await tx.update(appDiscoveryItems).set(set).where(eq(appDiscoveryItems.id, id));
        return files.eraseUnnamed(tx, replaced);
      });
      await files.dropBytes(erased);
      return service.get(actor, id);
    },
    async setState(_actor: Actor, id: number, field: string, value: unknown) {
      const rows = await db
        .update(appDiscoveryItems)
        .set({ [field]: value })
        .where(eq(appDiscoveryItems.id, id))
        .returning({ id: appDiscoveryItems.id });
      if (!rows.length) throw NotFound('discoveryItemNotFound');
    },
    async remove(_actor: Actor, ids: number[]) {
      const erased = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(appDiscoveryItems)
          .where(inArray(appDiscoveryItems.id, ids))
          .returning({ cover: appDiscoveryItems.coverFileId, video: appDiscoveryItems.videoFileId });
        if (rows.length !== ids.length) throw NotFound('discoveryItemNotFound');
        return files.eraseUnnamed(
          tx,
          rows.flatMap((r) => [r.cover, r.video]),
        );
      });
      await files.dropBytes(erased);
    },
    /**
     * Rewrites the sorts of all of an entry's items to the order given (0, 1, 2...), in one
     * transaction with the entry locked. The ids must be exactly the entry's items: a list read
     * before another writer added or deleted one is refused rather than half applied.
     */
    async reorder(discoveryId: number, ids: number[]) {
      await db.transaction(async (tx) => {
        if (!(await lockEntry(tx, discoveryId))) throw NotFound('discoveryNotFound');
        const current = (await itemsOf(tx, discoveryId)).map((r) => r.id);
        const same =
          current.length === ids.length &&
          new Set(ids).size === ids.length &&
          ids.every((i) => current.includes(i));
        if (!same) throw Conflict('discoveryOrderStale', { ids: 'discoveryOrderStale' });
        // One statement: every sort changes together.
        const cases = sql.join(
          ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
          sql` `,
        );
        await tx
          .update(appDiscoveryItems)
          .set({ sort: sql`case ${appDiscoveryItems.id} ${cases} end` })
          .where(eq(appDiscoveryItems.discoveryId, discoveryId));
      });
      return toEntities(await itemsOf(db, discoveryId));
    },
  };
  return service;
}
export type AppDiscoveryItemService = ReturnType<typeof createAppDiscoveryItemService>;
