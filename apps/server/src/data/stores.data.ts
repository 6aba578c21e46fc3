import type { Store } from '@skin/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { stores, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenantPicker } from './pick-options';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

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
  logoFileId: stores.logoFileId,
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
    /**
     * The pickers' search: stores by name, with the merchant (the cascade's parent, and the owner
     * shown); `under` narrows to a user's stores (an agent's, a merchant's).
     */
    pick: tenantPicker(db, scoped, {
      label: stores.name,
      parentId: stores.merchantId,
      owner: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${stores.merchantId})`,
    }),
    /** The stored row if the caller may see it, else NotFound. */
    row: (actor: Actor, id: number, tx: Tx = db) => scoped.get(tx, actor, id),
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** A store's country, whoever asks (the device API's own store: its consumers' phones). */
      async countryOf(tx: Tx, storeId: number) {
        const [r] = await tx.select({ country: stores.country }).from(stores).where(eq(stores.id, storeId));
        return r?.country;
      },
      /** The logos of these stores (to erase them with the stores). */
      async logosOf(tx: Tx, ids: number[]) {
        if (!ids.length) return [];
        const rows = await tx.select({ logo: stores.logoFileId }).from(stores).where(inArray(stores.id, ids));
        return rows.flatMap((r) => (r.logo ? [r.logo] : []));
      },
    },
  };
});
export type StoreData = ReturnType<typeof createStoreData>;
