import type { SkinPlan } from '@skin/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { skinPlanGoods, skinPlans, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { defineList, iso, scopeSql } from './list';
import { NotFound } from '../lib/errors';
import { tenant } from './tables';

/** The plan's linked goods, as an array read with the row. */
const goodsIds = sql<number[]>`coalesce((select array_agg(${skinPlanGoods.goodsId} order by ${skinPlanGoods.goodsId}) from ${skinPlanGoods} where ${skinPlanGoods.planId} = ${skinPlans.id}), '{}')`;
type Row = { p: typeof skinPlans.$inferSelect; ownerName: string | null; goodsIds: unknown };
const toPlan = ({ p, ownerName, goodsIds: g }: Row): SkinPlan => ({
  ...p,
  ownerName,
  nursingSite: p.nursingSite as SkinPlan['nursingSite'],
  goodsIds: (Array.isArray(g) ? g : String(g).replace(/[{}]/g, '').split(',').filter(Boolean)).map(Number),
  updatedAt: iso(p.updatedAt)!,
});
export type SkinPlanInsert = typeof skinPlans.$inferInsert;
const scoped = tenant.skinPlan;

/** Skin care plans of the catalogue with their linked goods (data layer). */
export function createSkinPlanData(db: Db) {
  const select = (tx: Tx = db) =>
    tx
      .select({ p: skinPlans, ownerName: users.name, goodsIds })
      .from(skinPlans)
      .leftJoin(users, eq(users.id, skinPlans.ownerId))
      .$dynamic();
  const list = defineList(db, {
    name: 'skin_plans',
    table: skinPlans,
    select,
    orderBy: [desc(skinPlans.id)],
    filters: {
      name: { column: skinPlans.name, match: 'like' },
      nursingSite: { column: skinPlans.nursingSite, match: 'eq' },
      ownerId: { column: skinPlans.ownerId, match: 'eq' },
    },
    toEntity: toPlan,
  });
  return {
    list: async (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q, [await scoped.listScope(db, actor)]),
    options: async (actor: Actor) =>
      db
        .select({ id: skinPlans.id, label: skinPlans.name })
        .from(skinPlans)
        .where(scopeSql(await scoped.listScope(db, actor)))
        .orderBy(skinPlans.name)
        .limit(2000),
    async get(actor: Actor, id: number, tx: Tx = db) {
      const r = await list.one(id, [scoped.rowScope(actor)], tx);
      if (!r) throw NotFound('skinPlanNotFound');
      return r;
    },
    async insert(tx: Tx, values: SkinPlanInsert) {
      const [r] = await tx.insert(skinPlans).values(values).returning({ id: skinPlans.id });
      return r.id;
    },
    update: (tx: Tx, actor: Actor, id: number, set: Partial<SkinPlanInsert>) => scoped.update(tx, actor, id, set),
    /** Replaces a plan's linked goods (the plan was just changed through the scope). */
    async linkGoods(tx: Tx, planId: number, ids: number[]) {
      await tx.delete(skinPlanGoods).where(eq(skinPlanGoods.planId, planId));
      if (ids.length) await tx.insert(skinPlanGoods).values(ids.map((goodsId) => ({ planId, goodsId })));
    },
    remove: (actor: Actor, ids: number[]) => scoped.remove(db, actor, ids),
    /** Of `ids`, those the caller can read (links must not reach foreign plans). */
    async readable(actor: Actor, ids: number[], tx: Tx = db) {
      if (!ids.length) return [];
      const rows = await tx
        .select({ id: skinPlans.id })
        .from(skinPlans)
        .where(and(inArray(skinPlans.id, ids), scoped.scope(actor)));
      return rows.map((r) => r.id);
    },
    /** Of `ids`, the platform's own plans (the only ones an original may link). */
    async platformOnes(ids: number[], tx: Tx = db) {
      if (!ids.length) return [];
      const rows = await tx
        .select({ id: skinPlans.id })
        .from(skinPlans)
        .where(and(inArray(skinPlans.id, ids), isNull(skinPlans.ownerId)));
      return rows.map((r) => r.id);
    },
  };
}
