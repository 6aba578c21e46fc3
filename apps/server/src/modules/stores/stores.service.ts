import type { Store, storeResource } from '@skin/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { filterWhere, iso, listPage } from '../../lib/crud/list';
import { Invalid, NotFound } from '../../lib/errors';
import { ownerInScope, userInScope } from '../../lib/tenant';

const columns = {
  id: stores.id,
  name: stores.name,
  merchantId: stores.merchantId,
  merchantName: users.name,
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
type Input = z.infer<typeof storeResource.create>;

/** Stores, owned by their merchant: visible to it and to everyone above it. */
export function createStoreService(db: Db) {
  const scope = (actor: Actor) => ownerInScope(actor, stores.merchantId);
  const select = () =>
    db.select(columns).from(stores).innerJoin(users, eq(users.id, stores.merchantId)).$dynamic();
  const assertMerchant = async (actor: Actor, merchantId: number) => {
    const [m] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, merchantId), userInScope(actor)));
    if (!m) throw Invalid('Merchant not found', { merchantId: 'Merchant not found' });
  };
  const service = {
    list: (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      listPage(
        db,
        stores,
        select(),
        filterWhere(
          {
            name: { column: stores.name, match: 'like' },
            merchantId: { column: stores.merchantId, match: 'eq' },
          },
          q,
          scope(actor),
        ),
        [desc(stores.id)],
        q,
        toStore,
      ),
    async options(actor: Actor) {
      const rows = await db
        .select({ id: stores.id, label: stores.name, parentId: stores.merchantId })
        .from(stores)
        .where(scope(actor))
        .orderBy(asc(stores.name))
        .limit(2000);
      return rows;
    },
    async get(actor: Actor, id: number) {
      const [r] = await select().where(and(eq(stores.id, id), scope(actor)));
      if (!r) throw NotFound('Store');
      return toStore(r);
    },
    async create(actor: Actor, input: Input) {
      await assertMerchant(actor, input.merchantId);
      const [r] = await db.insert(stores).values(input).returning({ id: stores.id });
      return service.get(actor, r.id);
    },
    async update(actor: Actor, input: Input & { id: number }) {
      await service.get(actor, input.id);
      await assertMerchant(actor, input.merchantId);
      const { id, ...values } = input;
      await db.update(stores).set(values).where(eq(stores.id, id));
      return service.get(actor, id);
    },
    async remove(actor: Actor, ids: number[]) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .delete(stores)
          .where(and(inArray(stores.id, ids), scope(actor)))
          .returning({ id: stores.id });
        if (rows.length !== ids.length) throw NotFound('Store');
      });
    },
  };
  return service;
}
export type StoreService = ReturnType<typeof createStoreService>;
