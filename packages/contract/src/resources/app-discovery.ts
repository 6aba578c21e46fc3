import { z } from 'zod';
import { id, optionalText, patchOf, requiredText, sort, state } from '../common/fields';
import { defineResource } from '../common/resource';
import { storedFile } from './device-type';

/**
 * Limits of the mobile app's discovery content (docs/app-discovery.md): an entry's icon, an item's
 * cover and video, the items one entry holds (all of them reordered in one request) and the
 * length of an item's rich text.
 */
export const APP_DISCOVERY_LIMITS = {
  iconBytes: 30 * 1024,
  coverBytes: 5 * 1024 * 1024,
  videoBytes: 200 * 1024 * 1024,
  itemsPerEntry: 50,
  contentChars: 65_535,
} as const;

/** What an upload of the discovery content is for: each kind has its own purpose and limit. */
export const APP_DISCOVERY_UPLOADS = ['icon', 'cover', 'video'] as const;
export type AppDiscoveryUpload = (typeof APP_DISCOVERY_UPLOADS)[number];

const fileId = z.uuid().nullish().describe('A file id from POST /app-discovery/upload/<kind>; null: none');

export const appDiscoveryEntity = z.object({
  id: z.number(),
  name: z.string(),
  iconFileId: z.string().nullable(),
  icon: storedFile.nullable(),
  deviceTypeId: z.number(),
  deviceTypeName: z.string(),
  /** 1 shown in the app, 0 hidden. */
  visible: z.number(),
  sort: z.number(),
  remark: z.string().nullable(),
  itemCount: z.number(),
  updatedAt: z.string(),
});
const entryFields = {
  name: requiredText(64),
  iconFileId: fileId,
  deviceTypeId: id,
  sort: sort.default(0),
  remark: optionalText(255),
};

/**
 * The app's discovery entries (a tab of the discovery page), one set per device type: platform
 * staff write them; agents, merchants and store managers read them in the console.
 */
export const appDiscoveryResource = defineResource({
  name: 'appDiscovery',
  path: 'app-discovery',
  permission: 'app:discovery',
  entity: appDiscoveryEntity,
  create: z.strictObject({ ...entryFields, visible: state.default(1) }),
  update: patchOf(entryFields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    deviceTypeId: id.optional(),
    visible: state.optional(),
  }),
  sorts: ['name', 'sort', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { show: { field: 'visible', value: state } },
  extra: { upload: 'app:discovery:upload' },
  tenancy: { kind: 'platform' },
  menus: [
    {
      name: 'IosDiscovery',
      title: 'iosDiscovery',
      path: 'discovery',
      component: 'app/IosDiscovery',
      section: 'App',
    },
  ],
  grants: { AGENT: ['query'], MERCHANT: ['query'], STORE_MANAGER: ['query'] },
});
export type AppDiscovery = z.infer<typeof appDiscoveryEntity>;

export const appDiscoveryItemEntity = z.object({
  id: z.number(),
  discoveryId: z.number(),
  title: z.string(),
  coverFileId: z.string().nullable(),
  cover: storedFile.nullable(),
  /** Rich text as the server sanitized it. */
  content: z.string(),
  videoFileId: z.string().nullable(),
  video: storedFile.nullable(),
  visible: z.number(),
  sort: z.number(),
  updatedAt: z.string(),
});
const itemFields = {
  title: requiredText(128),
  coverFileId: fileId,
  content: z.string().max(APP_DISCOVERY_LIMITS.contentChars).default(''),
  videoFileId: fileId,
};

/**
 * The items of a discovery entry: a cover card opening rich text and, optionally, a video. New
 * items go last; their order is changed for the whole entry at once (`appDiscoveryEndpoints.order`).
 */
export const appDiscoveryItemResource = defineResource({
  name: 'appDiscoveryItem',
  path: 'app-discovery-item',
  permission: 'app:discovery-item',
  entity: appDiscoveryItemEntity,
  create: z.strictObject({ discoveryId: id, ...itemFields, visible: state.default(1) }),
  update: patchOf(itemFields),
  filters: z.object({
    discoveryId: id.optional(),
    title: z.string().trim().max(128).optional(),
    visible: state.optional(),
  }),
  sorts: ['title', 'sort', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { show: { field: 'visible', value: state } },
  tenancy: { kind: 'platform' },
  grants: { AGENT: ['query'], MERCHANT: ['query'], STORE_MANAGER: ['query'] },
});
export type AppDiscoveryItem = z.infer<typeof appDiscoveryItemEntity>;

/** What the app reads: its device type's visible entries, each with its visible items, in order. */
export const appDiscoveryFeed = z.object({
  deviceType: z.object({ id: z.number(), name: z.string(), hardwareModel: z.string() }),
  entries: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      icon: storedFile.nullable(),
      items: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          cover: storedFile.nullable(),
          content: z.string(),
          video: storedFile.nullable(),
        }),
      ),
    }),
  ),
});
export type AppDiscoveryFeed = z.infer<typeof appDiscoveryFeed>;
