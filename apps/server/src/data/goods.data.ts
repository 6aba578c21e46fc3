import type { Goods } from '@skin/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { goods, KEPT, KEPT_SUBTREE, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { iso, isoSql, type JsonShape } from './list';
import { perDatabase } from './per-database';
import { tenantPicker } from './pick-options';
import { tenant } from './tables';
import { linkableOnes, platformOnes, tenantData } from './tenant-data';

const columns = { g: goods, ownerName: users.name };
type Row = { g: typeof goods.$inferSelect; ownerName: string | null };
const toGoods = ({ g, ownerName }: Row): Goods => ({
  ...g,
  ownerName,
  type: g.type as Goods['type'],
  category: g.category as Goods['category'],
  displayMethod: g.displayMethod as Goods['displayMethod'],
  iconUrl: g.iconFileId ? `/api/files/${g.iconFileId}` : null,
  updatedAt: iso(g.updatedAt)!,
});
/**
 * `toGoods` written by the database: the goods page is short, fast SQL, and what bounded it was the
 * server reading 20 rows of long texts, checking them and writing them again (docs/performance.md,
 * "Pages written by the database"). goods-json.test.ts holds the two to the same JSON.
 */
const goodsJson: JsonShape<Goods> = {
  id: goods.id,
  ownerId: goods.ownerId,
  ownerName: users.name,
  type: goods.type,
  name: goods.name,
  price: goods.price,
  crossedPrice: goods.crossedPrice,
  iconFileId: goods.iconFileId,
  iconUrl: sql`'/api/files/' || ${goods.iconFileId}`,
  purpose: goods.purpose,
  category: goods.category,
  useScenarios: goods.useScenarios,
  specifications: goods.specifications,
  recommendedReason: goods.recommendedReason,
  displayMethod: goods.displayMethod,
  recommendedCrowd: goods.recommendedCrowd,
  notApplicableCrowd: goods.notApplicableCrowd,
  component: goods.component,
  introduction: goods.introduction,
  hyperlink: goods.hyperlink,
  shelf: goods.shelf,
  remark: goods.remark,
  updatedAt: isoSql(goods.updatedAt),
};
export type GoodsInsert = typeof goods.$inferInsert;
const scoped = tenant.goods;

/** Goods of the catalogue: platform defaults and the rows of the caller's line (data layer). */
export const createGoodsData = perDatabase((db: Db) => {
  const base = tenantData(db, scoped, {
    name: 'goods',
    select: (tx: Tx) =>
      tx.select(columns).from(goods).leftJoin(users, eq(users.id, goods.ownerId)).$dynamic(),
    orderBy: [desc(goods.id)],
    filters: {
      name: { column: goods.name, match: 'like' },
      type: { column: goods.type, match: 'eq' },
      category: { column: goods.category, match: 'eq' },
      shelf: { column: goods.shelf, match: 'eq' },
      ownerId: { column: goods.ownerId, match: 'eq' },
    },
    toEntity: toGoods,
    json: goodsJson,
    tableCounts: [
      { counted: KEPT.goodsCategories, by: 'category' },
      { counted: KEPT.goodsTypes, by: 'type' },
    ],
    subtreeTotal: KEPT_SUBTREE.goods,
  });
  return {
    /** The list as the JSON the database writes of it. */
    list: base.listJson,
    /** The same page read into rows (what `list` sends, before the database wrote it). */
    listRows: base.list,
    /** The pickers' search: the goods the caller can read, with their owners (links from plans and advice). */
    pick: tenantPicker(db, scoped, {
      label: goods.name,
      owner: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${goods.ownerId})`,
      catalogueOwner: goods.ownerId,
    }),
    /** Of `ids`, the goods a link from a row of that owner may reach (`linkableOnes`). */
    linkable: linkableOnes(db, scoped, goods.ownerId),
    get: base.get,
    getJson: base.getJson,
    readable: base.readable,
    insert: base.insert,
    update: base.update,
    remove: base.remove,
    /** Whether goods the caller may see show this picture: who may fetch it. */
    async seesPicture(actor: Actor, fileId: string) {
      const [r] = await db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.iconFileId, fileId), scoped.scope(actor)))
        .limit(1);
      return r !== undefined;
    },
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** Of `ids`, the platform's own goods (the only ones an original may link). */
      platformOnes: platformOnes(db, goods, goods.ownerId),
      /** The pictures of these goods (to erase them with the goods). */
      async iconsOf(tx: Tx, ids: number[]) {
        if (!ids.length) return [];
        const rows = await tx.select({ icon: goods.iconFileId }).from(goods).where(inArray(goods.id, ids));
        return rows.flatMap((r) => (r.icon ? [r.icon] : []));
      },
    },
  };
});
export type GoodsData = ReturnType<typeof createGoodsData>;
