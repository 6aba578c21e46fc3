import type { storeResource } from '@skin/contract';
import type { z } from 'zod';
import { createStoreData } from '../../data/stores.data';
import { createUserData } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';

type Input = z.infer<typeof storeResource.create>;

/** Stores: run by a manager account under their merchant; seen by both and everyone above. */
export function createStoreService(db: Db) {
  const data = createStoreData(db);
  const users = createUserData(db);
  /** The merchant must be a merchant in the caller's scope; the manager a store manager under it. */
  const check = async (actor: Actor, merchantId: number, managerId: number | null | undefined, tx: Tx) => {
    const merchant = await users.withRole(actor, merchantId, 'MERCHANT', undefined, tx);
    if (!merchant) throw Invalid('merchantNotFound', { merchantId: 'chooseOwnMerchant' });
    if (managerId == null) return;
    const manager = await users.withRole(actor, managerId, 'STORE_MANAGER', merchant.path, tx);
    if (!manager)
      throw Invalid('managerNotOfMerchant', {
        managerId: 'chooseMerchantManager',
      });
  };
  const service = {
    list: data.list,
    pick: data.pick,
    get: (actor: Actor, id: number) => data.get(actor, id),
    async create(actor: Actor, input: Input) {
      const id = await db.transaction(async (tx) => {
        await check(actor, input.merchantId, input.managerId, tx);
        return data.insert(tx, input);
      });
      return service.get(actor, id);
    },
    /** Changes the fields sent; a new merchant takes the store and everything that belongs to it. */
    async update(actor: Actor, input: Partial<Input> & { id: number }) {
      const { id, ...set } = input;
      await db.transaction(async (tx) => {
        const current = await data.row(actor, id, tx);
        if (set.merchantId !== undefined || set.managerId !== undefined) {
          const managerId = set.managerId !== undefined ? set.managerId : current.managerId;
          await check(actor, set.merchantId ?? current.merchantId, managerId, tx);
        }
        if (Object.keys(set).length) await data.update(tx, actor, id, set);
      });
      return service.get(actor, id);
    },
    remove: data.remove,
  };
  return service;
}
export type StoreService = ReturnType<typeof createStoreService>;
