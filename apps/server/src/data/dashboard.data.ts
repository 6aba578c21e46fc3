import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  diseases,
  platformDailyStats,
  platformScoreBuckets,
  storeDailyStats,
  storeScoreBuckets,
  stores,
} from '../db/schema';
import type { Actor } from '../lib/actor';
import { tenant } from './tables';

const TOP_STORES = 10;

/**
 * The dashboard's figures, summed over the stores the caller sees, from the tables the writes keep
 * (data/test-stats.ts): at most stores x days rows, never the tests themselves.
 */
export function createDashboardData(db: Db) {
  /** `store_id in (the caller's stores)`; nothing for whoever sees every store. */
  const ofVisibleStores = (column: PgColumn, actor: Actor): SQL | undefined => {
    const scope = tenant.store.scope(actor);
    return scope && inArray(column, db.select({ id: stores.id }).from(stores).where(scope));
  };
  return {
    /** Tests and new consumers per UTC day from `from` (YYYY-MM-DD); days without rows are absent. */
    async daily(actor: Actor, from: string) {
      // The whole platform: its own sums (shards x days rows), not every store's.
      const t = actor.seesAll ? platformDailyStats : storeDailyStats;
      const rows = await db
        .select({
          day: t.day,
          tests: sql<string>`sum(${t.tests})`,
          newConsumers: sql<string>`sum(${t.newConsumers})`,
        })
        .from(t)
        .where(
          and(
            gte(t.day, from),
            actor.seesAll ? undefined : ofVisibleStores(storeDailyStats.storeId, actor),
          ),
        )
        .groupBy(t.day);
      return rows.map((r) => ({ day: r.day, tests: Number(r.tests), newConsumers: Number(r.newConsumers) }));
    },
    /** The caller's stores with the most tests since `from`, most first. */
    async topStores(actor: Actor, from: string) {
      const tests = sql<string>`sum(${storeDailyStats.tests})`;
      const rows = await db
        .select({ storeId: stores.id, name: stores.name, tests })
        .from(storeDailyStats)
        .innerJoin(stores, eq(stores.id, storeDailyStats.storeId))
        .where(and(gte(storeDailyStats.day, from), tenant.store.scope(actor)))
        .groupBy(stores.id, stores.name)
        .having(sql`${tests} > 0`)
        .orderBy(desc(tests), asc(stores.id))
        .limit(TOP_STORES);
      return rows.map((r) => ({ ...r, tests: Number(r.tests) }));
    },
    /** Tests per dimension and score tenth, with the dimensions' names. */
    async scoreBuckets(actor: Actor) {
      // The whole platform reads its own sums (shards x 100 rows); a narrower scope, its stores'.
      const t = actor.seesAll ? platformScoreBuckets : storeScoreBuckets;
      const rows = await db
        .select({
          diseaseId: diseases.id,
          name: diseases.name,
          nameEn: diseases.nameEn,
          bucket: t.bucket,
          tests: sql<string>`sum(${t.tests})`,
        })
        .from(t)
        .innerJoin(diseases, eq(diseases.id, t.diseaseId))
        .where(actor.seesAll ? undefined : ofVisibleStores(storeScoreBuckets.storeId, actor))
        .groupBy(diseases.id, diseases.name, diseases.nameEn, diseases.sort, t.bucket)
        .orderBy(asc(diseases.sort), asc(diseases.id), asc(t.bucket));
      return rows.map((r) => ({ ...r, tests: Number(r.tests) }));
    },
  };
}
export type DashboardData = ReturnType<typeof createDashboardData>;
