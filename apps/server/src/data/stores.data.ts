import type { Store } from '@skin/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { stores, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { iso, scopeSql } from './list';
import { perDatabase } from './per-database';
import { tenant } from './tables';
import { OPTIONS_MAX, tenantData } from './tenant-data';

const manager = alias(users, 'manager');
const columns = {
  id: stores.id,
  name: stores.name,
  merchantId: stores.merchantId,
  merchantName: users.name,
  managerId: stores.managerId,
  managerUsername: manager.username,
  area: stores.area,
  country: stores.country,
  language: stores.language,
  address: stores.address,
  managerName: stores.managerName,
  managerSex: stores.managerSex,
  phone: stores.phone,
  remark: stores.remark,
  createdAt: stores.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toStore = (r: Row) => ({ ...r, createdAt: iso(r.createdAt as Date) }) as Store;
export type StoreInsert = typeof stores.$inferInsert;
const scoped = tenant.store;

/** Stores within the caller's tenant (data layer): the kit's reads and writes, and their own options. */
export const createStoreData = perDatabase((db: Db) => {
  return {
    ...tenantData(db, scoped, {
      name: 'stores',
      select: (tx: Tx) =>
        tx
          .select(columns)
          .from(stores)
          .innerJoin(users, eq(users.id, stores.merchantId))
          .leftJoin(manager, eq(manager.id, stores.managerId))
          .$dynamic(),
      orderBy: [desc(stores.id)],
      filters: {
        name: { column: stores.name, match: 'like' },
        merchantId: { column: stores.merchantId, match: 'eq' },
        country: { column: stores.country, match: 'eq' },
      },
      toEntity: toStore,
    }),
    /** Selector entries: id, name and the merchant (for the agent -> merchant -> store cascade). */
    options: async (actor: Actor) =>
      db
        .select({ id: stores.id, label: stores.name, parentId: stores.merchantId })
        .from(stores)
        .where(scopeSql(await scoped.listScope(db, actor)))
        .orderBy(asc(stores.name))
        .limit(OPTIONS_MAX),
    /** The stored row if the caller may see it, else NotFound. */
    row: (actor: Actor, id: number, tx: Tx = db) => scoped.get(tx, actor, id),
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** A store's country, whoever asks (the device API's own store: its consumers' phones). */
      async countryOf(tx: Tx, storeId: number) {
        const [r] = await tx.select({ country: stores.country }).from(stores).where(eq(stores.id, storeId));
        return r?.country;
      },
    },
  };
});
export type StoreData = ReturnType<typeof createStoreData>;
