import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
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
 * Stores belong to a merchant (a user) and are run by a store-manager account: both see the
 * store and everything that belongs to it (devices, feedback), as does everyone above them.
 */
export const stores = pgTable(
  'stores',
  {
    id: pk(),
    name: varchar({ length: 64 }).notNull(),
    merchantId: integer()
      .notNull()
      .references(() => users.id),
    /** The store's manager account (the product's store 'username'). */
    managerId: integer().references(() => users.id, { onDelete: 'set null' }),
    area: varchar({ length: 128 }).notNull(),
    /** ISO 3166-1 alpha-2: the default country of its consumers' phones (docs/skin-tests.md). */
    country: varchar({ length: 2 }).notNull().default('CN'),
    /** One of the console's 15 language codes: the language of the store's printed reports. */
    language: varchar({ length: 8 }).notNull().default('zh-CN'),
    address: varchar({ length: 255 }),
    managerName: varchar({ length: 64 }),
    managerSex: smallint(),
    phone: varchar({ length: 20 }),
    remark: varchar({ length: 255 }),
    /** The store's logo (a `store-logo` upload), printed on its reports. */
    logoFileId: uuid(),
    ...timestamps,
  },
  (t) => [
    index('stores_merchant_idx').on(t.merchantId),
    // The file sweep asks whether any record names a file (data/files.data.ts).
    index('stores_logo_idx').on(t.logoFileId),
    index('stores_manager_idx').on(t.managerId),
    // The pickers' order (data/pick-options.ts): a page of stores by name without sorting them all.
    index('stores_name_sort_idx').on(t.name, t.id),
  ],
);

export const deviceTypes = pgTable(
  'device_types',
  {
    id: pk(),
    name: varchar({ length: 64 }).notNull(),
    /** Printed on every label: unique ignoring case (`qa-x-1` and `QA-X-1` are the same model). */
    hardwareModel: varchar({ length: 64 }).notNull(),
    remark: varchar({ length: 255 }),
    miniProgram: varchar({ length: 512 }),
    /** File id per kind (agreement pages and images). */
    files: jsonb().$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('device_types_model_ci_idx').on(sql`lower(${t.hardwareModel})`)],
);

/** Serial numbers come from one sequence, so concurrent print jobs never collide. */
export const deviceSerialSeq = pgSequence('device_serial_seq', { startWith: 1 });

/** One row per serial number: the device and where it is in its life. */
export const devices = pgTable(
  'devices',
  {
    id: pk(),
    serialNumber: varchar({ length: 64 }).notNull().unique(),
    batchNumber: varchar({ length: 64 }),
    deviceTypeId: integer()
      .notNull()
      .references(() => deviceTypes.id),
    firmwareVersion: varchar({ length: 32 }),
    bluetoothName: varchar({ length: 64 }),
    state: varchar({ length: 16 }).notNull().default('printed'),
    enabled: boolean().notNull().default(true),
    /** The agent the device was issued to: it holds the device until it is bound to a store. */
    agentId: integer().references(() => users.id),
    storeId: integer().references(() => stores.id),
    printJobId: integer(),
    inputOrderId: integer(),
    outputOrderId: integer(),
    /** SHA-256 of the device secret issued at stock-in (`sha256$<hex>`; older ones argon2id). */
    secretHash: varchar({ length: 255 }),
    remark: varchar({ length: 255 }),
    lastSeenAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('devices_state_idx').on(t.state, t.deviceTypeId),
    index('devices_agent_idx').on(t.agentId),
    index('devices_store_idx').on(t.storeId),
    index('devices_input_idx').on(t.inputOrderId),
    index('devices_output_idx').on(t.outputOrderId),
    index('devices_print_idx').on(t.printJobId),
    // Sorted lists (`?sort=`): each key with the id tiebreak, read forwards or backwards.
    // Also carries store_id and agent_id (INCLUDE, migration 0016, which drizzle cannot declare):
    // a walk of one state checks the tenant scope from the index alone.
    index('devices_state_sort_idx').on(t.state, t.id),
    index('devices_updated_sort_idx').on(t.updatedAt, t.id),
    index('devices_last_seen_sort_idx').on(t.lastSeenAt, t.id),
    // The model filter pages and counts along this index rather than filtering the primary key.
    index('devices_type_sort_idx').on(t.deviceTypeId, t.id),
    // The serial box matches anywhere in the number (`ilike '%…%'`): trigrams find it without
    // reading every device (pg_trgm, created by the migration).
    index('devices_serial_trgm_idx').using('gin', t.serialNumber.op('gin_trgm_ops')),
    // Devices an agent holds outside any store: the tenant scope asks which users of a subtree
    // hold such devices (data/scope.ts); the full agent index would walk every bound device too.
    index('devices_unbound_agent_idx').on(t.agentId).where(sql`${t.storeId} is null`),
  ],
);

/** The ledger: every change of a device, who made it and from which state to which. */
export const deviceEvents = pgTable(
  'device_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer()
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer(),
    actorName: varchar({ length: 64 }),
    action: varchar({ length: 32 }).notNull(),
    fromState: varchar({ length: 16 }),
    toState: varchar({ length: 16 }),
    detail: jsonb(),
    /**
     * Who held the device when the entry was made (the agent it was issued to, the store it was
     * bound to): a holder keeps seeing the entries of its time after the device has moved on.
     */
    agentId: integer(),
    storeId: integer(),
  },
  (t) => [index('device_events_device_idx').on(t.deviceId, t.at)],
);

export const printJobs = pgTable('print_jobs', {
  id: pk(),
  deviceTypeId: integer()
    .notNull()
    .references(() => deviceTypes.id),
  quantity: integer().notNull(),
  remark: varchar({ length: 255 }),
  printedAt: timestamp({ withTimezone: true }),
  printCount: integer().notNull().default(0),
  createdBy: integer().references(() => users.id),
  ...timestamps,
});

export const inputOrders = pgTable('input_orders', {
  id: pk(),
  number: varchar({ length: 32 }).notNull().unique(),
  deviceTypeId: integer()
    .notNull()
    .references(() => deviceTypes.id),
  quantity: integer().notNull(),
  receivedQuantity: integer().notNull().default(0),
  state: varchar({ length: 16 }).notNull().default('submitted'),
  closeReason: varchar({ length: 255 }),
  remark: varchar({ length: 255 }),
  sort: integer().notNull().default(0),
  createdBy: integer().references(() => users.id),
  ...timestamps,
});

/**
 * Secrets of received devices waiting to be handed over: sealed (AES-256-GCM) until the stock-in
 * order's hand-over file is downloaded, then deleted. Only the hash stays on the device.
 */
export const deviceSecretHandovers = pgTable(
  'device_secret_handovers',
  {
    deviceId: integer()
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    inputOrderId: integer(),
    sealed: varchar({ length: 512 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_secret_handovers_order_idx').on(t.inputOrderId)],
);

/** Shippers carry stock-out orders; `userId` links the salesperson's sign-in. */
export const shippers = pgTable(
  'shippers',
  {
    id: pk(),
    name: varchar({ length: 64 }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    phone: varchar({ length: 20 }),
    address: varchar({ length: 255 }),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [index('shippers_user_idx').on(t.userId)],
);

/** Stock-out orders are owned by the agent they go to. */
export const outputOrders = pgTable(
  'output_orders',
  {
    id: pk(),
    number: varchar({ length: 32 }).notNull().unique(),
    agentId: integer()
      .notNull()
      .references(() => users.id),
    shipperId: integer().references(() => shippers.id),
    consigneeName: varchar({ length: 64 }).notNull(),
    consigneePhone: varchar({ length: 20 }).notNull(),
    consigneeAddress: varchar({ length: 255 }).notNull(),
    deviceTypeId: integer()
      .notNull()
      .references(() => deviceTypes.id),
    quantity: integer().notNull(),
    issuedQuantity: integer().notNull().default(0),
    state: varchar({ length: 16 }).notNull().default('submitted'),
    closeReason: varchar({ length: 255 }),
    remark: varchar({ length: 255 }),
    sort: integer().notNull().default(0),
    createdBy: integer().references(() => users.id),
    ...timestamps,
  },
  (t) => [index('output_orders_agent_idx').on(t.agentId), index('output_orders_shipper_idx').on(t.shipperId)],
);

/** Feedback belongs to the store it comes from (and through it to the store's merchant). */
export const feedback = pgTable(
  'feedback',
  {
    id: pk(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    deviceName: varchar({ length: 64 }),
    title: varchar({ length: 128 }).notNull(),
    content: varchar({ length: 2000 }).notNull(),
    response: varchar({ length: 2000 }),
    respondedBy: integer(),
    respondedAt: timestamp({ withTimezone: true }),
    remark: varchar({ length: 255 }),
    ...timestamps,
  },
  (t) => [
    index('feedback_store_idx').on(t.storeId),
    index('feedback_created_sort_idx').on(t.createdAt, t.id),
    index('feedback_title_sort_idx').on(t.title, t.id),
  ],
);

export const nextSerial = sql`nextval('device_serial_seq')`;
