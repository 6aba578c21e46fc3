import {
  APP_DISCOVERY_LIMITS,
  type AppDiscoveryUpload,
  appDiscoveryEndpoints,
  appDiscoveryItemResource,
  appDiscoveryResource,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { sendWithEtag } from '../../lib/conditional-get';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { Invalid, unnamedFile } from '../../lib/errors';
import type { DeviceService } from '../devices/devices.service';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { Accept, FileService } from '../files/files.service';
import { createAppDiscoveryService } from './app-discovery.service';
import { discoveryFeedOf } from './app-discovery-feed';
import { createAppDiscoveryItemService } from './app-discovery-items.service';

/** Each upload's purpose (public material: docs/files.md) and what it must be. */
const UPLOADS: Record<AppDiscoveryUpload, { purpose: string; accept: Accept }> = {
  icon: {
    purpose: FILE_PURPOSE.appIcon,
    accept: { kind: 'image', maxBytes: APP_DISCOVERY_LIMITS.iconBytes },
  },
  cover: {
    purpose: FILE_PURPOSE.appCover,
    accept: { kind: 'image', maxBytes: APP_DISCOVERY_LIMITS.coverBytes },
  },
  video: {
    purpose: FILE_PURPOSE.appVideo,
    accept: { kind: 'video', maxBytes: APP_DISCOVERY_LIMITS.videoBytes },
  },
};

/** The app's discovery content (docs/app-discovery.md): entries, items, uploads, and the app's read. */
export async function appDiscoveryRoutes(
  app: FastifyInstance,
  { files, devices }: { files: FileService; devices: DeviceService },
) {
  const { db } = app.ctx;
  const items = createAppDiscoveryItemService(db, files);
  registerCrud(app, appDiscoveryResource, createAppDiscoveryService(db, files));
  registerCrud(app, appDiscoveryItemResource, items);

  registerEndpoint(app, appDiscoveryEndpoints.upload, async (req) => {
    const { purpose, accept } = UPLOADS[req.params.kind];
    // This route's own limit: a video may be far larger than the app's general upload limit. One
    // byte past it tells a file at the limit from a larger one cut there.
    const part = await req.file({ limits: { fileSize: accept.maxBytes + 1, files: 1, fields: 2, parts: 3 } });
    if (!part) throw Invalid('chooseFile', { file: 'chooseFile' });
    if (part.filename === undefined) throw unnamedFile(part.fieldname);
    // Streamed to the store as it arrives (a video is never held whole in memory), its type judged
    // from the first bytes and its size counted on the way (docs/files.md, "Streamed uploads").
    return ok(
      await files.storeStream(req.actor, purpose, accept, part.filename, part.file),
      'Upload Successful',
    );
  });

  registerEndpoint(app, appDiscoveryEndpoints.order, async (req) =>
    ok(await items.reorder(req.body.discoveryId, req.body.ids), 'Update succeeded'),
  );

  registerEndpoint(app, appDiscoveryEndpoints.feed, async (req, reply) => {
    const device = (await devices.active(req.deviceId))!;
    const feed = await discoveryFeedOf(db, files, device.deviceTypeId);
    // Revalidated on every request: a hidden or deleted item is gone from the next answer.
    return sendWithEtag(req, reply, ok(feed), 'private, no-cache');
  });
}
