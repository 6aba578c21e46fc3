import type { AppDiscovery, appDiscoveryResource } from '@skin/contract';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defineList, iso } from '../../data/list';
import type { Db, Tx } from '../../db/client';
import { appDiscoveries, appDiscoveryItems, deviceTypes } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Invalid, NotFound } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';

type Create = z.infer<typeof appDiscoveryResource.create>;
type Update = z.infer<typeof appDiscoveryResource.update>;

const columns = {
  ...getTableColumns(appDiscoveries),
  deviceTypeName: deviceTypes.name,
  itemCount: sql<number>`(select count(*)::int from app_discovery_items i where i.discovery_id = ${appDiscoveries.id})`,
};
type Row = typeof appDiscoveries.$inferSelect & { deviceTypeName: string; itemCount: number };

/** Files a discovery entry or item may name must come from the upload of the matching purpose. */
export async function checkFile(
  files: FileService,
  field: string,
  purpose: string,
  fileId: string | null | undefined,
  tx?: Tx,
) {
  if (!fileId) return;
  const meta = await files.describe([fileId], tx);
  if (meta.get(fileId)?.purpose !== purpose) throw Invalid('unknownFile', { [field]: 'unknownFile' });
}

/**
 * The app's discovery entries: a platform table written by platform staff and read by everyone
 * holding its query permission (docs/app-discovery.md). Deleting an entry deletes its items and
 * erases the icon, covers and videos no other record names.
 */
export function createAppDiscoveryService(db: Db, files: FileService) {
  const toEntities = async (rows: Row[]): Promise<AppDiscovery[]> => {
    const meta = await files.describe(rows.flatMap((r) => (r.iconFileId ? [r.iconFileId] : [])));
    return rows.map((r) => {
      const icon = r.iconFileId ? meta.get(r.iconFileId) : undefined;
      return {
        id: r.id,
        name: r.name,
        iconFileId: r.iconFileId,
        icon: icon ? { id: icon.id, name: icon.name, mime: icon.mime, size: icon.size, url: icon.url } : null,
        deviceTypeId: r.deviceTypeId,
        deviceTypeName: r.deviceTypeName,
        visible: r.visible,
        sort: r.sort,
        remark: r.remark,
        itemCount: r.itemCount,
        updatedAt: iso(r.updatedAt)!,
      };
    });
  };
  const select = (tx: Tx) =>
    tx
      .select(columns)
      .from(appDiscoveries)
      .innerJoin(deviceTypes, eq(deviceTypes.id, appDiscoveries.deviceTypeId))
      .$dynamic();
  const list = defineList(db, {
    name: 'app_discoveries',
    table: appDiscoveries,
    select,
    orderBy: [asc(appDiscoveries.deviceTypeId), asc(appDiscoveries.sort), asc(appDiscoveries.id)],
    filters: {
      name: { column: appDiscoveries.name, match: 'like' },
      deviceTypeId: { column: appDiscoveries.deviceTypeId, match: 'eq' },
      visible: { column: appDiscoveries.visible, match: 'eq' },
    },
    toEntity: (r: Row) => r,
  });
  const row = async (id: number, tx: Tx = db) => {
    const [r] = await select(tx).where(eq(appDiscoveries.id, id));
    if (!r) throw NotFound('discoveryNotFound');
    return r as Row;
  };
  const checkDeviceType = async (deviceTypeId: number | undefined) => {
    if (deviceTypeId === undefined) return;
    const [t] = await db
      .select({ id: deviceTypes.id })
      .from(deviceTypes)
      .where(eq(deviceTypes.id, deviceTypeId));
    if (!t) throw Invalid('deviceTypeNotFound', { deviceTypeId: 'deviceTypeNotFound' });
  };
  const service = {
    list: (_actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q).then(async (page) => ({ ...page, list: await toEntities(page.list) })),
    get: async (_actor: Actor, id: number) => (await toEntities([await row(id)]))[0],
    async create(actor: Actor, input: Create) {
      await checkDeviceType(input.deviceTypeId);
      await checkFile(files, 'iconFileId', FILE_PURPOSE.appIcon, input.iconFileId);
      const [r] = await db
        .insert(appDiscoveries)
        .values({ ...input, iconFileId: input.iconFileId ?? null })
        .returning({ id: appDiscoveries.id });
      return service.get(actor, r.id);
    },
    async update(actor: Actor, input: Update) {
      const { id, ...values } = input;
      const current = await row(id);
      await checkDeviceType(values.deviceTypeId);
      await checkFile(files, 'iconFileId', FILE_PURPOSE.appIcon, values.iconFileId);
      if (!Object.keys(values).length) return service.get(actor, id);
      // An icon replaced or taken off is erased with the change (docs/files.md, "Erasure").
      const erased = await db.transaction(async (tx) => {
        await tx.update(appDiscoveries).set(values).where(eq(appDiscoveries.id, id));
        return values.iconFileId !== undefined && values.iconFileId !== current.iconFileId
          ? files.eraseUnnamed(tx, [current.iconFileId])
          : [];
      });
      await files.dropBytes(erased);
      return service.get(actor, id);
    },
    async setState(_actor: Actor, id: number, field: string, value: unknown) {
      const rows = await db
        .update(appDiscoveries)
        .set({ [field]: value })
        .where(eq(appDiscoveries.id, id))
        .returning({ id: appDiscoveries.id });
      if (!rows.length) throw NotFound('discoveryNotFound');
    },
    /** All or nothing: the entries, their items, and the files only they named. */
    async remove(_actor: Actor, ids: number[]) {
      const erased = await db.transaction(async (tx) => {
        const items = await tx
          .delete(appDiscoveryItems)
          .where(inArray(appDiscoveryItems.discoveryId, ids))
          .returning({ cover: appDiscoveryItems.coverFileId, video: appDiscoveryItems.videoFileId });
        const entries = await tx
          .delete(appDiscoveries)
          .where(inArray(appDiscoveries.id, ids))
          .returning({ icon: appDiscoveries.iconFileId });
        if (entries.length !== ids.length) throw NotFound('discoveryNotFound');
        return files.eraseUnnamed(tx, [
          ...entries.map((e) => e.icon),
          ...items.flatMap((i) => [i.cover, i.video]),
        ]);
      });
      await files.dropBytes(erased);
    },
  };
  return service;
}
export type AppDiscoveryService = ReturnType<typeof createAppDiscoveryService>;
