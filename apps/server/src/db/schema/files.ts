import { customType, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded files. The bytes live in the database: uploads are small (agreement pages, images
 * of a few MB at most) and every instance sharing the database then serves every file.
 */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey(),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    purpose: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    mime: varchar({ length: 64 }).notNull(),
    size: integer().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
