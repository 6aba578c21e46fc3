import type { SkinPlan } from '@skin/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { skinPlanGoods, skinPlans, users } from '../db/schema';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenantPicker } from './pick-options';
import { tenant } from './tables';
import { linkableOnes, platformOnes, tenantData } from './tenant-data';

/** The plan's linked goods, as an array read with the row. */
const goodsIds = sql<
  number[]
>`coalesce((select array_agg(${skinPlanGoods.goodsId} order by ${skinPlanGoods.goodsId}) from ${skinPlanGoods} where ${skinPlanGoods.planId} = ${skinPlans.id}), '{}')`;
type Row = { p: typeof skinPlans.$inferSelect; ownerName: string | null; goodsIds: unknown };
const toPlan = ({ p, ownerName, goodsIds: g }: Row): SkinPlan => ({
  ...p,
  ownerName,
  nursingSite: p.nursingSite as SkinPlan['nursingSite'],
  goodsIds: (Array.isArray(g) ? g : String(g).replace(/[{}]/g, '').split(',').filter(Boolean)).map(Number),
  updatedAt: iso(p.updatedAt)!,
});
export type SkinPlanInsert = typeof skinPlans.$inferInsert;

/** Skin care plans of the catalogue with their linked goods (data layer): the kit's reads and writes, and the links. */
export const createSkinPlanData = perDatabase((db: Db) => {
  return {
    ...tenantData(db, tenant.skinPlan, {
      name: 'skin_plans',
      select: (tx: Tx) =>
        tx
          .select({ p: skinPlans, ownerName: users.name, goodsIds })
          .from(skinPlans)
          .leftJoin(users, eq(users.id, skinPlans.ownerId))
          .$dynamic(),
      orderBy: [desc(skinPlans.id)],
      filters: {
        name: { column: skinPlans.name, match: 'like' },
        nursingSite: { column: skinPlans.nursingSite, match: 'eq' },
        ownerId: { column: skinPlans.ownerId, match: 'eq' },
      },
      toEntity: toPlan,
    }),
    /** The pickers' search: the plans the caller can read, with their owners (links from advice). */
    pick: tenantPicker(db, tenant.skinPlan, {
      label: skinPlans.name,
      owner: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${skinPlans.ownerId})`,
      catalogueOwner: skinPlans.ownerId,
    }),
    /** Of `ids`, the plans a link from a row of that owner may reach (`linkableOnes`). */
    linkable: linkableOnes(db, tenant.skinPlan, skinPlans.ownerId),
    /** Replaces a plan's linked goods (the plan was just changed through the scope). */
    async linkGoods(tx: Tx, planId: number, ids: number[]) {
      await tx.delete(skinPlanGoods).where(eq(skinPlanGoods.planId, planId));
      if (ids.length) await tx.insert(skinPlanGoods).values(ids.map((goodsId) => ({ planId, goodsId })));
    },
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** Of `ids`, the platform's own plans (the only ones an original may link). */
      platformOnes: platformOnes(db, skinPlans, skinPlans.ownerId),
    },
  };
});
