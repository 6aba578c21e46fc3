import type { storeResource } from '@skin/contract';
import type { z } from 'zod';
import type { ErasedFile } from '../../data/files.data';
import { createStoreData } from '../../data/stores.data';
import { createUserData } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';

type Input = z.infer<typeof storeResource.create>;

/** Stores: run by a manager account under their merchant; seen by both and everyone above. */
export function createStoreService(db: Db, files: FileService) {
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
  /** A logo must have been uploaded as a store logo. */
  async function checkLogo(fileId: string | null | undefined, tx: Tx) {
    if (!fileId) return;
    const found = (await files.describe([fileId], tx)).get(fileId);
    if (found?.purpose !== FILE_PURPOSE.storeLogo)
      throw Invalid('unknownFile', { logoFileId: 'unknownFile' });
  }
  /** A transaction that may erase logos: their bytes go once it has committed. */
  async function withErasure<T>(work: (tx: Tx) => Promise<{ value: T; erased: ErasedFile[] }>) {
    const { value, erased } = await db.transaction(work);
    await files.dropBytes(erased);
    return value;
  }
  const service = {
    list: data.list,
    pick: data.pick,
    get: (actor: Actor, id: number) => data.get(actor, id),
    async create(actor: Actor, input: Input) {
      const id = await db.transaction(async (tx) => {
        await check(actor, input.merchantId, input.managerId, tx);
        await checkLogo(input.logoFileId, tx);
        return data.insert(tx, input);
      });
      return service.get(actor, id);
    },
    /** Changes the fields sent; a new merchant takes the store and everything that belongs to it. */
    async update(actor: Actor, input: Partial<Input> & { id: number }) {
      const { id, ...set } = input;
      await withErasure(async (tx) => {
        const current = await data.row(actor, id, tx);
        if (set.merchantId !== undefined || set.managerId !== undefined) {
          const managerId = set.managerId !== undefined ? set.managerId : current.managerId;
          await check(actor, set.merchantId ?? current.merchantId, managerId, tx);
        }
        await checkLogo(set.logoFileId, tx);
        if (Object.keys(set).length) await data.update(tx, actor, id, set);
        // A replaced logo is erased with the change, unless another store shows it too.
        const replaced =
          set.logoFileId !== undefined && current.logoFileId && current.logoFileId !== set.logoFileId;
        return {
          value: undefined,
          erased: replaced ? await files.eraseUnnamed(tx, [current.logoFileId]) : [],
        };
      });
      return service.get(actor, id);
    },
    remove: (actor: Actor, ids: number[]) =>
      withErasure(async (tx) => {
        const logos = await data.unscoped.logosOf(tx, ids);
        await data.remove(actor, ids, tx);
        return { value: undefined, erased: await files.eraseUnnamed(tx, logos) };
      }),
  };
  return service;
}
export type StoreService = ReturnType<typeof createStoreService>;
