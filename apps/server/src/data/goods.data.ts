import type { Goods } from '@skin/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { goods, KEPT, KEPT_SUBTREE, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { defineList, type JsonShape, iso, isoSql, scopeSql } from './list';
import { NotFound } from '../lib/errors';
import { tenant } from './tables';

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
export function createGoodsData(db: Db) {
  const select = (tx: Tx = db) =>
    tx.select(columns).from(goods).leftJoin(users, eq(users.id, goods.ownerId)).$dynamic();
  const list = defineList(db, {
    name: 'goods',
    table: goods,
    select,
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
    kept: [
      { counted: KEPT.goodsCategories, by: 'category' },
      { counted: KEPT.goodsTypes, by: 'type' },
    ],
    subtreeCounted: KEPT_SUBTREE.goods,
  });
  return {
    list: async (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.pageJson(q, [await scoped.listScope(db, actor)]),
    /** The same page read into rows (what `list` sends, before the database wrote it). */
    listRows: async (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q, [await scoped.listScope(db, actor)]),
    /** Selector entries: the goods the caller can read (links from plans and advice). */
    options: async (actor: Actor) =>
      db
        .select({ id: goods.id, label: goods.name })
        .from(goods)
        .where(scopeSql(await scoped.listScope(db, actor)))
        .orderBy(goods.name)
        .limit(2000),
    async get(actor: Actor, id: number, tx: Tx = db) {
      const r = await list.one(id, [scoped.rowScope(actor)], tx);
      if (!r) throw NotFound('goodsNotFound');
      return r;
    },
    /** `get` (outside a transaction) as the JSON the database writes of it. */
    async getJson(actor: Actor, id: number) {
      const json = await list.oneJson(id, [scoped.rowScope(actor)]);
      if (json === undefined) throw NotFound('goodsNotFound');
      return json;
    },
    /** Of `ids`, those the caller can read (links must not reach foreign goods). */
    async readable(actor: Actor, ids: number[], tx: Tx = db) {
      if (!ids.length) return [];
      const rows = await tx
        .select({ id: goods.id })
        .from(goods)
        .where(and(inArray(goods.id, ids), scoped.scope(actor)));
      return rows.map((r) => r.id);
    },
    /** Of `ids`, the platform's own goods (the only ones an original may link). */
    async platformOnes(ids: number[], tx: Tx = db) {
      if (!ids.length) return [];
      const rows = await tx
        .select({ id: goods.id })
        .from(goods)
        .where(and(inArray(goods.id, ids), isNull(goods.ownerId)));
      return rows.map((r) => r.id);
    },
    async insert(tx: Tx, values: GoodsInsert) {
      const [r] = await tx.insert(goods).values(values).returning({ id: goods.id });
      return r.id;
    },
    update: (tx: Tx, actor: Actor, id: number, set: Partial<GoodsInsert>) => scoped.update(tx, actor, id, set),
    remove: (actor: Actor, ids: number[], tx: Tx = db) => scoped.remove(tx, actor, ids),
    /** The pictures of these goods (to erase them with the goods). */
    async iconsOf(tx: Tx, ids: number[]) {
      if (!ids.length) return [];
      const rows = await tx
        .select({ icon: goods.iconFileId })
        .from(goods)
        .where(inArray(goods.id, ids));
      return rows.flatMap((r) => (r.icon ? [r.icon] : []));
    },
    /** Whether goods the caller may see show this picture: who may fetch it. */
    async seesPicture(actor: Actor, fileId: string) {
      const [r] = await db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.iconFileId, fileId), scoped.scope(actor)))
        .limit(1);
      return r !== undefined;
    },
  };
}
export type GoodsData = ReturnType<typeof createGoodsData>;
