import type { Goods, goodsResource } from '@skin/contract';
import type { z } from 'zod';
import { catalogueOwner } from '../../data/catalogue-owner';
import type { ErasedFile } from '../../data/files.data';
import { createGoodsData } from '../../data/goods.data';
import { UNCHANGED } from '../../data/scoped-table';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';

type Create = z.infer<typeof goodsResource.create>;
type Update = z.infer<typeof goodsResource.update>;

/** Purpose under which goods pictures are stored. */
export const GOODS_IMAGE_PURPOSE = FILE_PURPOSE.goodsImage;

/**
 * The goods as written, refused (and its transaction undone) when its crossed-out price is below
 * its price: a crossed price is what it cost before, shown struck through beside the price.
 */
function crossedNotBelow(g: Goods): Goods {
  if (g.crossedPrice !== null && g.crossedPrice < g.price)
    throw Invalid('crossedBelowPrice', { crossedPrice: 'crossedBelowPrice' });
  return g;
}

/** Goods: platform defaults and agents' own, with their pictures checked to be JPG or PNG. */
export function createGoodsService(db: Db, files: FileService) {
  const data = createGoodsData(db);
  const ownerOf = catalogueOwner(db);

  /** A picture must have been uploaded as a goods picture. */
  async function checkIcon(fileId: string | null | undefined, tx: Tx) {
    if (!fileId) return;
    const found = (await files.describe([fileId], tx)).get(fileId);
    if (!found || found.purpose !== GOODS_IMAGE_PURPOSE)
      throw Invalid('unknownFile', { iconFileId: 'unknownFile' });
  }

  /** A transaction that may erase files: their bytes go once it has committed. */
  async function withErasure<T>(work: (tx: Tx) => Promise<{ value: T; erased: ErasedFile[] }>) {
    const { value, erased } = await db.transaction(work);
    await files.dropBytes(erased);
    return value;
  }

  return {
    data,
    list: data.list,
    pick: data.pick,
    get: (actor: Actor, id: number) => data.get(actor, id),
    getJson: (actor: Actor, id: number) => data.getJson(actor, id),
    create: (actor: Actor, input: Create): Promise<Goods> =>
      db.transaction(async (tx) => {
        await checkIcon(input.iconFileId, tx);
        const ownerId = await ownerOf(actor, input.ownerId, tx);
        const id = await data.insert(tx, { ...input, ownerId } as never);
        return crossedNotBelow(await data.get(actor, id, tx));
      }),
    update: (actor: Actor, input: Update & { id: number }): Promise<Goods> =>
      withErasure(async (tx) => {
        const { id, ...set } = input;
        await checkIcon(set.iconFileId, tx);
        if (set.ownerId !== undefined) set.ownerId = await ownerOf(actor, set.ownerId, tx);
        const [before] = set.iconFileId === undefined ? [] : await data.unscoped.iconsOf(tx, [id]);
        // Nothing to change still has to be a row the caller may change.
        await data.update(tx, actor, id, Object.keys(set).length ? (set as never) : UNCHANGED);
        // A replaced picture is erased with the change, unless other goods show it too.
        const erased = before && before !== set.iconFileId ? await files.eraseUnnamed(tx, [before]) : [];
        // Checked on the row as changed: either price may be the one sent.
        return { value: crossedNotBelow(await data.get(actor, id, tx)), erased };
      }),
    async setState(actor: Actor, id: number, field: string, value: unknown) {
      await data.update(db, actor, id, { [field]: value } as never);
    },
    remove: (actor: Actor, ids: number[]) =>
      withErasure(async (tx) => {
        const icons = await data.unscoped.iconsOf(tx, ids);
        await data.remove(actor, ids, tx);
        return { value: undefined, erased: await files.eraseUnnamed(tx, icons) };
      }),
  };
}
export type GoodsService = ReturnType<typeof createGoodsService>;
