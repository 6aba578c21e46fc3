import type { AppIndexContent, IosIndex, IosIndexItem } from '@skin/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { iosIndexEntries, iosIndexItems, users } from '../db/schema';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

const fileUrl = (id: string | null) => (id ? `/api/files/${id}` : null);

type EntryRow = { e: typeof iosIndexEntries.$inferSelect; ownerName: string | null };
const toEntry = ({ e, ownerName }: EntryRow): IosIndex => ({
  ...e,
  ownerName,
  iconUrl: fileUrl(e.iconFileId),
  updatedAt: iso(e.updatedAt)!,
});
const toItem = (i: typeof iosIndexItems.$inferSelect): IosIndexItem => ({
  ...i,
  imageUrl: fileUrl(i.imageFileId),
  updatedAt: iso(i.updatedAt)!,
});

type AppRow = {
  id: number;
  name: string;
  icon_file_id: string | null;
  sort: number;
  owner_id: number | null;
  items: unknown;
};
type AppItem = {
  id: number;
  title: string;
  imageFileId: string | null;
  content: string | null;
  sort: number;
};

/** The app's home entries and their items (data layer): the kit's reads and writes, and the app's read. */
export const createIosIndexData = perDatabase((db: Db) => {
  const entries = tenantData(db, tenant.iosIndex, {
    name: 'ios_index_entries',
    select: (tx: Tx) =>
      tx
        .select({ e: iosIndexEntries, ownerName: users.name })
        .from(iosIndexEntries)
        .leftJoin(users, eq(users.id, iosIndexEntries.ownerId))
        .$dynamic(),
    orderBy: [asc(iosIndexEntries.sort), asc(iosIndexEntries.id)],
    filters: {
      name: { column: iosIndexEntries.name, match: 'like' },
      state: { column: iosIndexEntries.state, match: 'eq' },
      ownerId: { column: iosIndexEntries.ownerId, match: 'eq' },
    },
    toEntity: toEntry,
  });
  const items = tenantData(db, tenant.iosIndexItem, {
    name: 'ios_index_items',
    select: (tx: Tx) => tx.select().from(iosIndexItems).$dynamic(),
    orderBy: [asc(iosIndexItems.sort), asc(iosIndexItems.id)],
    filters: {
      indexId: { column: iosIndexItems.indexId, match: 'eq' },
      state: { column: iosIndexItems.state, match: 'eq' },
    },
    toEntity: toItem,
  });
  return {
    entries,
    items,
    /**
     * An entry's items moved to its new owner: the entry was just changed through the scope in this
     * transaction, and its items are always its owner's.
     */
    async itemsFollowOwner(tx: Tx, indexId: number, ownerId: number | null) {
      await tx.update(iosIndexItems).set({ ownerId }).where(eq(iosIndexItems.indexId, indexId));
    },
    /**
     * Rewrites an entry's item order in one statement: each item's sort becomes its place in `ids`
     * (from 1). The entry was just changed through the scope in this transaction; answers how many
     * items the entry has, so the caller can refuse an order that does not name them all.
     */
    async rewriteOrder(tx: Tx, indexId: number, ids: number[]) {
      const list = `{${ids.join(',')}}`;
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(iosIndexItems)
        .where(eq(iosIndexItems.indexId, indexId));
      const moved = await tx
        .update(iosIndexItems)
        .set({ sort: sql`array_position(${list}::int[], ${iosIndexItems.id})` })
        .where(and(eq(iosIndexItems.indexId, indexId), inArray(iosIndexItems.id, ids)))
        .returning({ id: iosIndexItems.id });
      return { items: Number(counted.n), moved: moved.length };
    },
    /** Reads the service makes within a transaction it has already scoped (by an entry changed through the scope). */
    unscoped: {
      /** The entry's owner and item count, and the next free place at its end. */
      async entryFacts(tx: Tx, indexId: number) {
        const [row] = await tx
          .select({
            ownerId: iosIndexEntries.ownerId,
            items: sql<number>`(select count(*)::int from ${iosIndexItems} where ${iosIndexItems.indexId} = ${iosIndexEntries.id})`,
            nextSort: sql<number>`(select coalesce(max(${iosIndexItems.sort}), 0) + 1 from ${iosIndexItems} where ${iosIndexItems.indexId} = ${iosIndexEntries.id})`,
          })
          .from(iosIndexEntries)
          .where(eq(iosIndexEntries.id, indexId));
        return row && { ...row, items: Number(row.items), nextSort: Number(row.nextSort) };
      },
      /** The files entries and items name (to erase them with the rows). */
      async filesOf(tx: Tx, entryIds: number[], itemIds: number[]) {
        const icons = entryIds.length
          ? await tx
              .select({ f: iosIndexEntries.iconFileId })
              .from(iosIndexEntries)
              .where(inArray(iosIndexEntries.id, entryIds))
          : [];
        const images = await tx
          .select({ f: iosIndexItems.imageFileId })
          .from(iosIndexItems)
          .where(
            sql`${iosIndexItems.id} = any(${`{${itemIds.join(',')}}`}::int[]) or ${iosIndexItems.indexId} = any(${`{${entryIds.join(',')}}`}::int[])`,
          );
        return [...icons, ...images].flatMap((r) => (r.f ? [r.f] : []));
      },
      /**
       * What a device's app shows (docs/app-content.md, "What the app reads"): the visible entries
       * of the platform and of the users on the device's line (its store's merchant and the users
       * above it, or for a device no store holds yet, the agent it was issued to and above), each
       * with its visible items, in sort order. One statement, so entries and items are of one moment.
       */
      async forDevice(deviceId: number): Promise<AppIndexContent> {
        const res = await db.execute<AppRow>(sql`
          with anchor as (
            select u.path from devices d
            left join stores s on s.id = d.store_id
            join users u on u.id = coalesce(s.merchant_id, d.agent_id)
            where d.id = ${deviceId}
          )
          select e.id, e.name, e.icon_file_id, e.sort, e.owner_id,
            coalesce((
              select json_agg(json_build_object('id', i.id, 'title', i.title, 'imageFileId', i.image_file_id,
                'content', i.content, 'sort', i.sort) order by i.sort, i.id)
              from ios_index_items i where i.index_id = e.id and i.state = 1
            ), '[]'::json) as items
          from ios_index_entries e
          left join users o on o.id = e.owner_id
          where e.state = 1
            and (e.owner_id is null
              or exists (select 1 from anchor a where left(a.path, length(o.path)) = o.path))
          order by e.sort, e.id`);
        const rows = (res as unknown as { rows: AppRow[] }).rows;
        return {
          entries: rows.map((r) => ({
            id: Number(r.id),
            name: r.name,
            iconUrl: fileUrl(r.icon_file_id),
            sort: Number(r.sort),
            platform: r.owner_id === null,
            items: (typeof r.items === 'string'
              ? (JSON.parse(r.items) as AppItem[])
              : (r.items as AppItem[])
            ).map((i) => ({
              id: Number(i.id),
              title: i.title,
              imageUrl: fileUrl(i.imageFileId),
              content: i.content,
              sort: Number(i.sort),
            })),
          })),
        };
      },
    },
  };
});
export type IosIndexData = ReturnType<typeof createIosIndexData>;
