import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { pk, timestamps } from './columns';

/** Roles form a tree; the top role (no parent) holds every permission. */
export const roles = pgTable('roles', {
  id: pk(),
  parentId: integer(),
  name: varchar({ length: 64 }).notNull(),
  code: varchar({ length: 32 }).notNull().unique(),
  /** 1: sees the whole platform; 2: sees its holder's subtree. */
  dataScope: smallint().notNull().default(2),
  sort: integer().notNull().default(0),
  state: smallint().notNull().default(1),
  remark: varchar({ length: 255 }),
  /**
   * Bumped by database triggers (migration 0004) whenever what the role grants to requests
   * changes: its button or URL permissions, or the perm / pattern of an item it holds. Each
   * instance caches a role's compiled grants under this version and reads the version with the
   * caller on every request, so a change is in force on the next request everywhere.
   */
  grantsVersion: integer().notNull().default(0),
  ...timestamps,
});

/**
 * Users form a tree by parent user. `path` is the materialized path of ids
 * (`/1/4/9/`): a caller's tenant is every user whose path starts with its own.
 */
export const users = pgTable(
  'users',
  {
    id: pk(),
    // No user is deleted while others hang below it (users.data.ts `remove` refuses): the key
    // keeps it so whatever writes.
    parentId: integer().references((): AnyPgColumn => users.id),
    path: varchar({ length: 512 }).notNull(),
    username: varchar({ length: 32 }).notNull().unique(),
    passwordHash: text().notNull(),
    name: varchar({ length: 64 }).notNull(),
    sex: smallint(),
    phone: varchar({ length: 20 }),
    email: varchar({ length: 128 }),
    contact: varchar({ length: 128 }),
    avatar: varchar({ length: 255 }),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    state: smallint().notNull().default(1),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [
    // Also carries the id (INCLUDE, migration 0022, which drizzle cannot declare): a subtree's
    // users, the tenant rule's first step, are read from the index alone.
    index('users_path_idx').using('btree', t.path.op('text_pattern_ops')),
    index('users_parent_idx').on(t.parentId),
    // The dashboard's users by role (read from this index alone), and whether a role is in use.
    index('users_role_idx').on(t.roleId),
    // Sorted lists (`?sort=`): each key with the id tiebreak, read forwards or backwards.
    index('users_name_sort_idx').on(t.name, t.id),
    index('users_created_sort_idx').on(t.createdAt, t.id),
  ],
);

/** Business details of agents; the row is owned by the agent's own user. */
export const agents = pgTable('agents', {
  id: pk(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar({ length: 64 }).notNull(),
  agentLevel: smallint().notNull().default(1),
  chinaMainland: boolean().notNull().default(true),
  phone: varchar({ length: 20 }),
  address: varchar({ length: 255 }),
  remark: varchar({ length: 255 }),
  ...timestamps,
});

export const menus = pgTable('menus', {
  id: pk(),
  parentId: integer(),
  /** Route name: unique, caches the tab of the screen. */
  name: varchar({ length: 64 }).notNull().unique(),
  /** i18n key of the title. */
  title: varchar({ length: 64 }).notNull(),
  icon: varchar({ length: 64 }),
  path: varchar({ length: 128 }).notNull(),
  component: varchar({ length: 128 }).notNull(),
  redirect: varchar({ length: 255 }),
  state: smallint().notNull().default(1),
  sort: integer().notNull().default(0),
  hidden: boolean().notNull().default(false),
  noCache: boolean().notNull().default(false),
  affix: boolean().notNull().default(false),
  ...timestamps,
});

/** Button permissions (`system:user:add`). */
export const buttons = pgTable('buttons', {
  id: pk(),
  menuId: integer().references(() => menus.id, { onDelete: 'set null' }),
  name: varchar({ length: 64 }).notNull(),
  perm: varchar({ length: 96 }).notNull().unique(),
  remark: varchar({ length: 255 }),
  ...timestamps,
});

export const resourceTypes = pgTable('resource_types', {
  id: pk(),
  name: varchar({ length: 64 }).notNull(),
  remark: varchar({ length: 255 }),
  ...timestamps,
});

/** URL permissions: an API path pattern and a method (`*` any). */
export const urlResources = pgTable(
  'url_resources',
  {
    id: pk(),
    typeId: integer().references(() => resourceTypes.id, { onDelete: 'set null' }),
    name: varchar({ length: 64 }).notNull(),
    uniqueMark: varchar({ length: 255 }).notNull(),
    method: varchar({ length: 8 }).notNull().default('*'),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [uniqueIndex('url_resources_mark_idx').on(t.uniqueMark, t.method)],
);

const grantTable = (
  name: string,
  column: string,
  target: typeof menus | typeof buttons | typeof urlResources,
) =>
  pgTable(
    name,
    {
      roleId: integer()
        .notNull()
        .references(() => roles.id, { onDelete: 'cascade' }),
      itemId: integer(column)
        .notNull()
        .references(() => target.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.roleId, t.itemId] })],
  );

export const roleMenus = grantTable('role_menus', 'menu_id', menus);
export const roleButtons = grantTable('role_buttons', 'button_id', buttons);
export const roleResources = grantTable('role_resources', 'resource_id', urlResources);

export const features = pgTable('features', {
  id: pk(),
  code: varchar({ length: 64 }).notNull().unique(),
  name: varchar({ length: 64 }).notNull(),
  homePage: boolean().notNull().default(false),
  remark: varchar({ length: 255 }),
  ...timestamps,
});

export const userFeatures = pgTable(
  'user_features',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureId: integer()
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.featureId] })],
);

export const dicts = pgTable(
  'dicts',
  {
    id: pk(),
    typeCode: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    value: varchar({ length: 128 }).notNull(),
    sort: integer().notNull().default(0),
    state: smallint().notNull().default(1),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [index('dicts_type_idx').on(t.typeCode, t.sort)],
);

/**
 * Grants the code gave a seeded role (`kind` menu or perm): each is applied once, at the start
 * that first declares it, so an upgrade brings new grants while what an administrator took
 * away stays away.
 */
export const seededGrants = pgTable(
  'seeded_grants',
  {
    roleCode: varchar({ length: 32 }).notNull(),
    kind: varchar({ length: 8 }).notNull(),
    item: varchar({ length: 96 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.kind, t.item] })],
);
