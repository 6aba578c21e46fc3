import { index, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { deviceTypes } from './business';
import { pk, timestamps } from './columns';

/**
 * The mobile app's discovery entries, one set per device type (docs/app-discovery.md). A device
 * type with entries cannot be deleted (the key refuses it: `inUse`).
 */
export const appDiscoveries = pgTable(
  'app_discoveries',
  {
    id: pk(),
    name: varchar({ length: 64 }).notNull(),
    iconFileId: uuid(),
    deviceTypeId: integer()
      .notNull()
      .references(() => deviceTypes.id),
    visible: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [index('app_discoveries_type_idx').on(t.deviceTypeId, t.sort), index().on(t.iconFileId)],
);

/** An entry's items: a cover card with rich text and an optional video; they go with their entry. */
export const appDiscoveryItems = pgTable(
  'app_discovery_items',
  {
    id: pk(),
    discoveryId: integer()
      .notNull()
      .references(() => appDiscoveries.id, { onDelete: 'cascade' }),
    title: varchar({ length: 128 }).notNull(),
    coverFileId: uuid(),
    /** Sanitized on the server before it is stored. */
    content: text().notNull().default(''),
    videoFileId: uuid(),
    visible: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('app_discovery_items_entry_idx').on(t.discoveryId, t.sort),
    index().on(t.coverFileId),
    index().on(t.videoFileId),
  ],
);
