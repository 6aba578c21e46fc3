import type { AppDiscoveryFeed, StoredFile } from '@skin/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appDiscoveries, appDiscoveryItems, deviceTypes } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import type { FileService } from '../files/files.service';

const plainFile = (f: StoredFile | undefined): StoredFile | null =>
  f ? { id: f.id, name: f.name, mime: f.mime, size: f.size, url: f.url } : null;

/**
 * The discovery page an analyzer's app shows: the visible entries of its device type, each with
 * its visible items, both in sort order (then id). Read fresh on every request: the ETag, not a
 * cache, spares the app the body when nothing changed.
 */
export async function discoveryFeedOf(
  db: Db,
  files: FileService,
  deviceTypeId: number,
): Promise<AppDiscoveryFeed> {
  const [type] = await db
    .select({ id: deviceTypes.id, name: deviceTypes.name, hardwareModel: deviceTypes.hardwareModel })
    .from(deviceTypes)
    .where(eq(deviceTypes.id, deviceTypeId));
  if (!type) throw NotFound('deviceTypeNotFound');
  const entries = await db
    .select({ id: appDiscoveries.id, name: appDiscoveries.name, iconFileId: appDiscoveries.iconFileId })
    .from(appDiscoveries)
    .where(and(eq(appDiscoveries.deviceTypeId, deviceTypeId), eq(appDiscoveries.visible, 1)))
    .orderBy(asc(appDiscoveries.sort), asc(appDiscoveries.id));
  const items = entries.length
    ? await db
        .select()
        .from(appDiscoveryItems)
        .where(
          and(
            inArray(
              appDiscoveryItems.discoveryId,
              entries.map((e) => e.id),
            ),
            eq(appDiscoveryItems.visible, 1),
          ),
        )
        .orderBy(asc(appDiscoveryItems.sort), asc(appDiscoveryItems.id))
    : [];
  const meta = await files.describe(
    [...entries.map((e) => e.iconFileId), ...items.flatMap((i) => [i.coverFileId, i.videoFileId])].filter(
      (f): f is string => !!f,
    ),
  );
  const fileOf = (id: string | null) => plainFile(id ? meta.get(id) : undefined);
  return {
    deviceType: type,
    entries: entries.map((e) => ({
      id: e.id,
      name: e.name,
      icon: fileOf(e.iconFileId),
      items: items
        .filter((i) => i.discoveryId === e.id)
        .map((i) => ({
          id: i.id,
          title: i.title,
          cover: fileOf(i.coverFileId),
          content: i.content,
          video: fileOf(i.videoFileId),
        })),
    })),
  };
}
