import type { SkinPlan, skinPlanResource } from '@skin/contract';
import type { z } from 'zod';
import { catalogueOwner } from '../../data/catalogue-owner';
import { createGoodsData } from '../../data/goods.data';
import { UNCHANGED } from '../../data/scoped-table';
import { createSkinPlanData } from '../../data/skin-plans.data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';

type Create = z.infer<typeof skinPlanResource.create>;
type Update = z.infer<typeof skinPlanResource.update>;
/** Skin care plans (care templates) with the goods they use, which the caller must be able to read. */
export function createSkinPlanService(db: Db) {
  const data = createSkinPlanData(db);
  const goods = createGoodsData(db);
  const ownerOf = catalogueOwner(db);
  async function checkGoods(actor: Actor, ids: number[], tx: Tx) {
    const unique = [...new Set(ids)];
    if ((await goods.readable(actor, unique, tx)).length !== unique.length)
      throw Invalid('goodsUnknown', { goodsIds: 'goodsUnknown' });
    return unique;
  }
  return {
    list: data.list,
    options: data.options,
    get: (actor: Actor, id: number) => data.get(actor, id),
    create: (actor: Actor, input: Create): Promise<SkinPlan> =>
      db.transaction(async (tx) => {
        const { goodsIds, ...values } = input;
        const linked = await checkGoods(actor, goodsIds ?? [], tx);
        const id = await data.insert(tx, { ...values, ownerId: await ownerOf(actor, input.ownerId, tx) });
        await data.linkGoods(tx, id, linked);
        return data.get(actor, id, tx);
      }),
    update: (actor: Actor, input: Update & { id: number }): Promise<SkinPlan> =>
      db.transaction(async (tx) => {
        const { id, goodsIds, ...set } = input;
        if (set.ownerId !== undefined) set.ownerId = await ownerOf(actor, set.ownerId, tx);
        await data.update(tx, actor, id, Object.keys(set).length ? set : UNCHANGED);
        if (goodsIds !== undefined) await data.linkGoods(tx, id, await checkGoods(actor, goodsIds, tx));
        return data.get(actor, id, tx);
      }),
    remove: (actor: Actor, ids: number[]) => data.remove(actor, ids),
  };
}
