import { floorResource, goodsResource, permissionOf, testRecordResource } from '@skin/contract';
import { createGoodsData } from '../../data/goods.data';
import { createTestRecordData } from '../../data/test-records.data';
import { createTrackingTopologyData } from '../../data/tracking-topology.data';
import type { Db } from '../../db/client';
import { type Actor, can } from '../../lib/actor';
import { FILE_PURPOSE, PUBLIC_PURPOSES } from './file-purposes';
import type { FileRow } from './files.service';

/**
 * Who asks for a file: a signed-in user, an analyzer (by its store), or a report's live public
 * link (by its test).
 */
export type FileCaller = { user: Actor } | { deviceStoreId: number | null } | { sharedTestId: number };

/**
 * Whether a caller may fetch a file: the caller may see a record naming it, with the permission
 * that record's screen needs. Checked on every request that comes with a token, and before any
 * signed link is handed out.
 *
 * - device-type pages and images: anyone (the analyzers' public material);
 * - any other file: the user who uploaded it (a goods picture before its goods are saved);
 * - a test photo or its thumbnail: a test of the caller's scope holds it (and the caller may read
 *   test records); an analyzer, a test of its own store (analyzers upload as nobody);
 * - a goods picture: goods the caller may see show it (and the caller may read goods);
 * - a floor plan: a floor the caller may see shows it, so its yard is the caller's to see (and the
 *   caller may read floors);
 * - through a report's public link: that test's photos and the goods pictures its kept report
 *   shows, nothing else.
 */
export function createFileAccess(db: Db) {
  const tests = createTestRecordData(db);
  const goods = createGoodsData(db);
  const topology = createTrackingTopologyData(db);
  const reads = (
    actor: Actor,
    resource: typeof testRecordResource | typeof goodsResource | typeof floorResource,
  ) => can(actor, permissionOf(resource, 'query'), 'GET', `/api/${resource.path}`);

  return async function mayRead(caller: FileCaller, file: FileRow): Promise<boolean> {
    if (PUBLIC_PURPOSES.has(file.purpose)) return true;
    const photo = file.purpose === FILE_PURPOSE.testImage || file.purpose === FILE_PURPOSE.thumbnail;
    if ('sharedTestId' in caller) {
      if (photo) return tests.unscoped.testHoldsPhoto(caller.sharedTestId, file.id);
      return (
        file.purpose === FILE_PURPOSE.goodsImage &&
        tests.unscoped.keptReportShows(caller.sharedTestId, file.id)
      );
    }
    if ('deviceStoreId' in caller)
      return (
        photo &&
        caller.deviceStoreId !== null &&
        tests.unscoped.storeHoldsPhoto(caller.deviceStoreId, file.id)
      );
    const actor = caller.user;
    if (file.ownerId === actor.userId) return true;
    if (photo) return reads(actor, testRecordResource) && tests.seesPhoto(actor, file.id);
    if (file.purpose === FILE_PURPOSE.goodsImage)
      return reads(actor, goodsResource) && goods.seesPicture(actor, file.id);
    if (file.purpose === FILE_PURPOSE.floorPlan)
      return reads(actor, floorResource) && topology.seesPlan(actor, file.id);
    return false;
  };
}
export type FileAccess = ReturnType<typeof createFileAccess>;
