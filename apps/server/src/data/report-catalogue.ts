import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { diseaseLevels, diseases, goods, skinPlans, stores, users } from '../db/schema';
import { lineOfPath, readDetails } from './disease-details.data';
import { tenant } from './tables';

/**
 * What a report is made from, as in force for a store: the levels, the dimensions, the advice of
 * the store's line (its merchant's path: the deepest override on it wins, else the platform's) and
 * the goods and skin plans that advice links, as far as that line may read them.
 */
export function createReportCatalogue(db: Db) {
  return {
    /** The path of the store's merchant, whose line decides the advice; undefined for no store. */
    async lineOfStore(storeId: number) {
      const [r] = await db
        .select({ path: users.path })
        .from(stores)
        .innerJoin(users, eq(users.id, stores.merchantId))
        .where(eq(stores.id, storeId));
      return r?.path;
    },
    /** The store as a report names it: its name, how to reach it, its language and its logo. */
    async storeOf(storeId: number) {
      const [r] = await db
        .select({
          name: stores.name,
          phone: stores.phone,
          address: stores.address,
          language: stores.language,
          logoFileId: stores.logoFileId,
        })
        .from(stores)
        .where(eq(stores.id, storeId));
      return r ?? { name: '', phone: null, address: null, language: '', logoFileId: null };
    },
    /** The levels alone (the severity of a report kept before it carried one). */
    levels: () => db.select().from(diseaseLevels).orderBy(asc(diseaseLevels.minScore), asc(diseaseLevels.id)),
    async read(path: string) {
      const [levels, dimensions, details] = await Promise.all([
        db.select().from(diseaseLevels).orderBy(asc(diseaseLevels.minScore), asc(diseaseLevels.id)),
        db.select().from(diseases).orderBy(asc(diseases.sort), asc(diseases.id)),
        readDetails(db, { platform: false, userId: 0, line: lineOfPath(path) }, { defaultsOnly: true }),
      ]);
      const goodsIds = [...new Set(details.list.flatMap((d) => d.goodsIds))];
      const planIds = [...new Set(details.list.flatMap((d) => d.planIds))];
      const [goodsRows, planRows] = await Promise.all([
        goodsIds.length
          ? db
              .select({
                id: goods.id,
                name: goods.name,
                type: goods.type,
                price: goods.price,
                iconFileId: goods.iconFileId,
                purpose: goods.purpose,
              })
              .from(goods)
              // Goods taken off the shelf are not recommended.
              .where(and(inArray(goods.id, goodsIds), eq(goods.shelf, 1), tenant.goods.within(path)))
          : [],
        planIds.length
          ? db
              .select({
                id: skinPlans.id,
                name: skinPlans.name,
                nursingSite: skinPlans.nursingSite,
                solution: skinPlans.solution,
              })
              .from(skinPlans)
              .where(and(inArray(skinPlans.id, planIds), tenant.skinPlan.within(path)))
          : [],
      ]);
      return { levels, dimensions, details: details.list, goods: goodsRows, plans: planRows };
    },
  };
}
export type ReportCatalogue = Awaited<ReturnType<ReturnType<typeof createReportCatalogue>['read']>>;
