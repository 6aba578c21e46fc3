import { z } from 'zod';
import { id, optionalText, patchOf, requiredText, sort, state } from '../common/fields';
import { defineResource } from '../common/resource';

/**
 * What the mobile app's home content accepts (docs/app-content.md): an entry's icon is small, an
 * item's image is a banner of one of two shapes, judged from its real pixels on the server and in
 * the browser before it is sent.
 */
export const APP_INDEX_LIMITS = {
  iconBytes: 30 * 1024,
  imageBytes: 5 * 1024 * 1024,
  imageRatios: [
    [5, 2],
    [5, 3],
  ] as const,
  /** 0.02: a width-to-height ratio within 2 % of one of the ratios. */
  ratioTolerance: 0.02,
  /** Items one entry holds at most: the app's home is read whole, never paged. */
  itemsPerEntry: 50,
  /** Longest item content (HTML) accepted. */
  contentLength: 20_000,
} as const;

/** An entry of the app's home: an agent's own or a platform default (no owner). */
export const iosIndexEntity = z.object({
  id: z.number(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  name: z.string(),
  iconFileId: z.string().nullable(),
  iconUrl: z.string().nullable(),
  /** 1 shown in the app, 0 hidden. */
  state: z.number(),
  sort: z.number(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
const fields = {
  /** The agent the entry belongs to; none: a platform default (platform staff only). */
  ownerId: id.nullish(),
  name: requiredText(64),
  /** An uploaded icon (POST /ios-index/upload). */
  iconFileId: z.uuid().nullish(),
  sort: sort.default(0),
  remark: optionalText(255),
};

/** The mobile app's home entries (tenancy `catalogue`: agents' own, platform defaults). */
export const iosIndexResource = defineResource({
  name: 'iosIndex',
  path: 'ios-index',
  permission: 'app:ios-index',
  entity: iosIndexEntity,
  create: z.strictObject({ ...fields, state: state.default(1) }),
  update: patchOf(fields),
  filters: z.object({
    name: z.string().trim().max(64).optional(),
    state: state.optional(),
    ownerId: id.optional(),
  }),
  sorts: ['name', 'sort', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  extra: { upload: 'app:ios-index:upload' },
  states: { show: { field: 'state', value: state } },
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  menus: [
    {
      name: 'IosIndex',
      title: 'iosIndex',
      path: 'index',
      component: 'app/IosIndex',
      // Every role that reads it: merchants and store managers see what their agent shows.
      section: 'App',
    },
  ],
  grants: {
    AGENT: ['query', 'add', 'edit', 'delete', 'show', 'upload'],
    MERCHANT: ['query'],
    STORE_MANAGER: ['query'],
  },
});
export type IosIndex = z.infer<typeof iosIndexEntity>;

/** An item of an entry: its owner is always the entry's (the same catalogue row, split in two). */
export const iosIndexItemEntity = z.object({
  id: z.number(),
  indexId: z.number(),
  ownerId: z.number().nullable(),
  title: z.string(),
  imageFileId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Sanitized HTML (docs/app-content.md, "Content"). */
  content: z.string().nullable(),
  state: z.number(),
  sort: z.number(),
  updatedAt: z.string(),
});
const itemFields = {
  title: requiredText(64),
  /** An uploaded image (POST /ios-index-item/upload), 5:2 or 5:3. */
  imageFileId: z.uuid().nullish(),
  content: optionalText(APP_INDEX_LIMITS.contentLength),
  sort: sort.optional(),
};

/** The items an entry shows in the app, in their order; reached and changed as their entry is. */
export const iosIndexItemResource = defineResource({
  name: 'iosIndexItem',
  path: 'ios-index-item',
  permission: 'app:ios-index-item',
  entity: iosIndexItemEntity,
  create: z.strictObject({ indexId: id, ...itemFields, state: state.default(1) }),
  update: patchOf(itemFields),
  filters: z.object({ indexId: id.optional(), state: state.optional() }),
  sorts: ['sort', 'title', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  extra: { upload: 'app:ios-index-item:upload', reorder: 'app:ios-index-item:reorder' },
  states: { show: { field: 'state', value: state } },
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: {
    AGENT: ['query', 'add', 'edit', 'delete', 'show', 'upload', 'reorder'],
    MERCHANT: ['query'],
    STORE_MANAGER: ['query'],
  },
});
export type IosIndexItem = z.infer<typeof iosIndexItemEntity>;
