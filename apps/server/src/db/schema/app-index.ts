import { index, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { pk, timestamps } from './columns';

/** The mobile app's home entries: an agent's own, or the platform's defaults (no owner). */
export const iosIndexEntries = pgTable(
  'ios_index_entries',
  {
    id: pk(),
    ownerId: integer().references(() => users.id),
    name: varchar({ length: 64 }).notNull(),
    iconFileId: uuid(),
    state: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [
    index('ios_index_entries_owner_idx').on(t.ownerId, t.id),
    // Erasure and the sweep ask whether any record still names a file.
    index('ios_index_entries_icon_idx').on(t.iconFileId),
  ],
);

/**
 * An entry's items. `owner_id` is always the entry's (written with the item, moved with the entry's
 * owner in the same transaction), so an item is read and changed exactly as its entry is.
 */
export const iosIndexItems = pgTable(
  'ios_index_items',
  {
    id: pk(),
    indexId: integer()
      .notNull()
      .references(() => iosIndexEntries.id, { onDelete: 'cascade' }),
    ownerId: integer().references(() => users.id),
    title: varchar({ length: 64 }).notNull(),
    imageFileId: uuid(),
    /** Sanitized HTML. */
    content: text(),
    state: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('ios_index_items_entry_idx').on(t.indexId, t.sort, t.id),
    index('ios_index_items_owner_idx').on(t.ownerId, t.id),
    index('ios_index_items_image_idx').on(t.imageFileId),
  ],
);
