import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { pk, timestamps } from './columns';

/**
 * The tracking topology (docs/tracking.md). Every table carries `owner_id`: the yard's owner, which
 * decides who reads and changes the yard and everything on it (tenancy `catalogue`). A child's owner
 * is copied from its yard when it is written and moved with the yard in the same transaction, so
 * every row is scoped by its own column. Children also keep their yard, which lists filter by.
 */
export const yards = pgTable(
  'yards',
  {
    id: pk(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    name: varchar({ length: 64 }).notNull(),
    address: varchar({ length: 255 }),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [index('yards_owner_idx').on(t.ownerId, t.id), index('yards_name_idx').on(t.name, t.id)],
);

const yardId = () =>
  integer()
    .notNull()
    .references(() => yards.id, { onDelete: 'cascade' });
const ownerId = () =>
  integer()
    .notNull()
    .references(() => users.id);

export const buildings = pgTable(
  'buildings',
  {
    id: pk(),
    yardId: yardId(),
    ownerId: ownerId(),
    name: varchar({ length: 64 }).notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('buildings_yard_idx').on(t.yardId, t.sort, t.id),
    index('buildings_owner_idx').on(t.ownerId, t.id),
    index('buildings_name_idx').on(t.name, t.id),
  ],
);

export const floors = pgTable(
  'floors',
  {
    id: pk(),
    buildingId: integer()
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    yardId: yardId(),
    ownerId: ownerId(),
    name: varchar({ length: 64 }).notNull(),
    level: integer().notNull(),
    /** Metres. */
    width: doublePrecision().notNull(),
    height: doublePrecision().notNull(),
    planFileId: uuid(),
    txPower: doublePrecision(),
    exponent: doublePrecision(),
    ...timestamps,
  },
  (t) => [
    index('floors_building_idx').on(t.buildingId, t.level, t.id),
    index('floors_yard_idx').on(t.yardId, t.id),
    index('floors_owner_idx').on(t.ownerId, t.id),
    index('floors_name_idx').on(t.name, t.id),
    // Erasure and the sweep ask whether any record still names a file.
    index('floors_plan_idx').on(t.planFileId),
  ],
);

const floorId = () =>
  integer()
    .notNull()
    .references(() => floors.id, { onDelete: 'cascade' });

/** MACs are stored as `AA:BB:CC:DD:EE:FF` (the engine's `normalizeMac`), unique per kind of device. */
const mac = () => varchar({ length: 17 }).notNull();

export const gateways = pgTable(
  'gateways',
  {
    id: pk(),
    yardId: yardId(),
    floorId: floorId(),
    ownerId: ownerId(),
    name: varchar({ length: 64 }).notNull(),
    mac: mac(),
    x: doublePrecision().notNull(),
    y: doublePrecision().notNull(),
    height: doublePrecision().notNull().default(2.5),
    state: varchar({ length: 16 }).notNull().default('normal'),
    lastHeardAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('gateways_mac_key').on(t.mac),
    index('gateways_yard_idx').on(t.yardId, t.id),
    index('gateways_floor_idx').on(t.floorId, t.id),
    index('gateways_owner_idx').on(t.ownerId, t.id),
    index('gateways_state_idx').on(t.state, t.id),
    index('gateways_name_idx').on(t.name, t.id),
  ],
);

export const beacons = pgTable(
  'beacons',
  {
    id: pk(),
    yardId: yardId(),
    floorId: floorId(),
    ownerId: ownerId(),
    name: varchar({ length: 64 }).notNull(),
    mac: mac(),
    x: doublePrecision().notNull(),
    y: doublePrecision().notNull(),
    battery: smallint(),
    state: varchar({ length: 16 }).notNull().default('normal'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('beacons_mac_key').on(t.mac),
    index('beacons_yard_idx').on(t.yardId, t.id),
    index('beacons_floor_idx').on(t.floorId, t.id),
    index('beacons_owner_idx').on(t.ownerId, t.id),
    index('beacons_state_idx').on(t.state, t.id),
    index('beacons_name_idx').on(t.name, t.id),
  ],
);

export const fences = pgTable(
  'fences',
  {
    id: pk(),
    yardId: yardId(),
    floorId: floorId(),
    ownerId: ownerId(),
    name: varchar({ length: 64 }).notNull(),
    /** `[[x, y], ...]` in floor metres, checked by the engine's fence validation. */
    polygon: jsonb().$type<[number, number][]>().notNull(),
    kind: varchar({ length: 24 }).notNull(),
    active: boolean().notNull().default(true),
    /** Brands and equipment of the same yard; a deleted tag is taken out in the same transaction. */
    brandIds: integer().array().notNull().default([]),
    equipmentIds: integer().array().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('fences_yard_idx').on(t.yardId, t.id),
    index('fences_floor_idx').on(t.floorId, t.id),
    index('fences_owner_idx').on(t.ownerId, t.id),
    index('fences_name_idx').on(t.name, t.id),
  ],
);

/** What a tag (wristband or equipment) is as last heard, written by the tracking service. */
const heard = () => ({
  state: varchar({ length: 16 }).notNull().default('off'),
  battery: smallint(),
  floorId: integer().references(() => floors.id, { onDelete: 'set null' }),
  x: doublePrecision(),
  y: doublePrecision(),
  lastHeardAt: timestamp({ withTimezone: true, mode: 'date' }),
});

/** Wristbands ("brands" in the product's calls). */
export const brands = pgTable(
  'brands',
  {
    id: pk(),
    yardId: yardId(),
    ownerId: ownerId(),
    name: varchar({ length: 64 }).notNull(),
    mac: mac(),
    wearer: varchar({ length: 64 }),
    isOn: boolean().notNull().default(true),
    ...heard(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brands_mac_key').on(t.mac),
    index('brands_yard_idx').on(t.yardId, t.id),
    index('brands_owner_idx').on(t.ownerId, t.id),
    index('brands_state_idx').on(t.state, t.id),
    index('brands_name_idx').on(t.name, t.id),
    index('brands_floor_idx').on(t.floorId),
  ],
);

export const equipment = pgTable(
  'equipment',
  {
    id: pk(),
    yardId: yardId(),
    ownerId: ownerId(),
    name: varchar({ length: 64 }).notNull(),
    mac: mac(),
    kind: varchar({ length: 32 }),
    ...heard(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('equipment_mac_key').on(t.mac),
    index('equipment_yard_idx').on(t.yardId, t.id),
    index('equipment_owner_idx').on(t.ownerId, t.id),
    index('equipment_state_idx').on(t.state, t.id),
    index('equipment_name_idx').on(t.name, t.id),
    index('equipment_floor_idx').on(t.floorId),
  ],
);
