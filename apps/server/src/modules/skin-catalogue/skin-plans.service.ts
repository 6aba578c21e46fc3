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
  /**
   * The goods a plan owned by `owner` (null: the platform's) may use: goods the caller reads, and
   * that everyone who reads the plan reads too, the platform's and those of its owner's line
   * (`linkable`); a sibling's or a subordinate's goods would show to the others as a bare id.
   */
  async function checkGoods(actor: Actor, owner: number | null, ids: number[], tx: Tx) {
    const unique = [...new Set(ids)];
    const readable = await goods.readable(actor, unique, tx);
    if (readable.length !== unique.length) throw Invalid('goodsUnknown', { goodsIds: 'goodsUnknown' });
    if ((await goods.linkable(actor, owner, unique, tx)).length !== unique.length)
      throw Invalid('linksOutOfLine', { goodsIds: 'linksOutOfLine' });
    return unique;
  }
  return {
    list: data.list,
    pick: data.pick,
    get: (actor: Actor, id: number) => data.get(actor, id),
    create: (actor: Actor, input: Create): Promise<SkinPlan> =>
      db.transaction(async (tx) => {
        const { goodsIds, ...values } = input;
        const ownerId = await ownerOf(actor, input.ownerId, tx);
        const linked = await checkGoods(actor, ownerId, goodsIds ?? [], tx);
        const id = await data.insert(tx, { ...values, ownerId });
        await data.linkGoods(tx, id, linked);
        return data.get(actor, id, tx);
      }),
    update: (actor: Actor, input: Update & { id: number }): Promise<SkinPlan> =>
      db.transaction(async (tx) => {
        const { id, goodsIds, ...set } = input;
        if (set.ownerId !== undefined) set.ownerId = await ownerOf(actor, set.ownerId, tx);
        await data.update(tx, actor, id, Object.keys(set).length ? set : UNCHANGED);
        // A plan given to another owner keeps only goods its new readers see: its links are checked again.
        const plan = await data.get(actor, id, tx);
        const linked = goodsIds ?? (set.ownerId !== undefined ? plan.goodsIds : undefined);
        if (linked === undefined) return plan;
        await data.linkGoods(tx, id, await checkGoods(actor, plan.ownerId, linked, tx));
        return data.get(actor, id, tx);
      }),
    remove: (actor: Actor, ids: number[]) => data.remove(actor, ids),
  };
}
