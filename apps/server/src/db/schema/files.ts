import { customType, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded files. The row is the file's record; its bytes live where `store` says: in `data`
 * (`db`, the embedded default: every instance sharing the database serves every file), in a
 * directory (`dir`) or in an S3-compatible bucket (`s3`), under the file's id.
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
    /** Where the bytes are: `db` (in `data`), `dir` or `s3`. */
    store: varchar({ length: 8 }).notNull().default('db'),
    data: bytea(),
    /** A small copy for lists and timelines (images only; none when the image is small already). */
    thumbnailId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    // Erasure finds the file a thumbnail belongs to; the sweep walks rows by age.
    index('files_thumbnail_idx').on(t.thumbnailId),
    index('files_created_idx').on(t.createdAt),
  ],
);
