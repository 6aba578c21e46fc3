import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { pk, timestamps } from './columns';

/** System settings (docs/settings.md): a named JSON parameter, its latest version on the row. */
export const settings = pgTable(
  'settings',
  {
    id: pk(),
    nameZh: varchar({ length: 64 }).notNull(),
    /** Unique ignoring case; typed again to delete the setting. */
    nameEn: varchar({ length: 64 }).notNull(),
    type: varchar({ length: 16 }).notNull(),
    // A parent is never deleted from under its children (the service names them; the key holds).
    parentId: integer().references((): AnyPgColumn => settings.id),
    /** The JSON as typed: its layout is the editor's, and it always parses. */
    parameter: text().notNull(),
    remark: varchar({ length: 255 }),
    /** The latest version's number: a save based on another one is refused. */
    version: integer().notNull().default(1),
    /** Both names, searched by the list's one name filter. */
    names: text().notNull().generatedAlwaysAs(sql`name_zh || chr(10) || name_en`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('settings_name_en_ci_idx').on(sql`lower(${t.nameEn})`),
    index('settings_parent_idx').on(t.parentId),
  ],
);

/**
 * Every save of a setting, whole, numbered 1..n per setting. Rows are only added (a trigger
 * refuses updates); they go with their setting when it is deleted.
 */
export const settingVersions = pgTable(
  'setting_versions',
  {
    id: pk(),
    settingId: integer()
      .notNull()
      .references(() => settings.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    /** `create`, `update` or `restore` (of `restored_from`). */
    action: varchar({ length: 8 }).notNull(),
    restoredFrom: integer(),
    nameZh: varchar({ length: 64 }).notNull(),
    nameEn: varchar({ length: 64 }).notNull(),
    type: varchar({ length: 16 }).notNull(),
    /** The parent as saved; it may have been deleted since, so no key. */
    parentId: integer(),
    parameter: text().notNull(),
    remark: varchar({ length: 255 }),
    /** The account that saved it: no key, as a version outlives the account. */
    savedBy: integer(),
    /** The account's name as it was. */
    savedByName: varchar({ length: 64 }),
    savedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('setting_versions_setting_version_idx').on(t.settingId, t.version)],
);
