import type { Store } from '@skin/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { stores, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { defineList, scopeSql, iso } from './list';
import { NotFound } from '../lib/errors';
import { tenant } from './tables';

const manager = alias(users, 'manager');
const columns = {
  id: stores.id,
  name: stores.name,
  merchantId: stores.merchantId,
  merchantName: users.name,
  managerId: stores.managerId,
  managerUsername: manager.username,
  area: stores.area,
  address: stores.address,
  managerName: stores.managerName,
  managerSex: stores.managerSex,
  phone: stores.phone,
  remark: stores.remark,
  createdAt: stores.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toStore = (r: Row) => ({ ...r, createdAt: iso(r.createdAt as Date) }) as Store;
const filters = {
  name: { column: stores.name, match: 'like' as const },
  merchantId: { column: stores.merchantId, match: 'eq' as const },
};
export type StoreInsert = typeof stores.$inferInsert;
const scoped = tenant.store;

/** Stores within the caller's tenant (data layer). */
export function createStoreData(db: Db) {
  const select = (tx: Tx = db) =>
    tx
      .select(columns)
      .from(stores)
      .innerJoin(users, eq(users.id, stores.merchantId))
      .leftJoin(manager, eq(manager.id, stores.managerId))
      .$dynamic();
  const list = defineList(db, {
    name: 'stores',
    table: stores,
    select,
    orderBy: [desc(stores.id)],
    filters: filters,
    toEntity: toStore,
  });
  return {
    list: async (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q, [await scoped.listScope(db, actor)]),
    /** Selector entries: id, name and the merchant (for the agent -> merchant -> store cascade). */
    options: async (actor: Actor) =>
      db
        .select({ id: stores.id, label: stores.name, parentId: stores.merchantId })
        .from(stores)
        .where(scopeSql(await scoped.listScope(db, actor)))
        .orderBy(asc(stores.name))
        .limit(2000),
    async get(actor: Actor, id: number, tx: Tx = db) {
      const r = await list.one(id, [scoped.rowScope(actor)], tx);
      if (!r) throw NotFound('storeNotFound');
      return r;
    },
    /** The stored row if the caller may see it, else NotFound. */
    row: (actor: Actor, id: number, tx: Tx = db) => scoped.get(tx, actor, id),
    async insert(tx: Tx, values: StoreInsert) {
      const [r] = await tx.insert(stores).values(values).returning({ id: stores.id });
      return r.id;
    },
    update: (tx: Tx, actor: Actor, id: number, set: Partial<StoreInsert>) => scoped.update(tx, actor, id, set),
    remove: (actor: Actor, ids: number[]) => scoped.remove(db, actor, ids),
  };
}
export type StoreData = ReturnType<typeof createStoreData>;
