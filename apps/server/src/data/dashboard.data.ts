import type { Translations } from '@skin/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { prepareSql } from '../db/prepared-sql';
import {
  diseases,
  figuresWrites,
  platformDailyStats,
  platformScoreBuckets,
  SCORE_TENTHS,
  spreadTenths,
  storeDailyStats,
  storeScoreSpread,
  stores,
} from '../db/schema';
import { writesSum } from '../db/writes-sum';
import type { Actor } from '../lib/actor';
import { perDatabase } from './per-database';
import { tenant } from './tables';

const TOP_STORES = 10;

/** The dashboard's figures of the caller's scope, as the one statement below answers them. */
export interface DashboardFigures {
  /** Tests and new consumers per UTC day; days without rows are absent. */
  daily: { day: string; tests: number; newConsumers: number }[];
  /** The stores with the most tests, most first. */
  topStores: { storeId: number; name: string; tests: number }[];
  /** Per dimension, in their order: its tests in each score tenth, the lowest first. */
  spread: {
    diseaseId: number;
    name: string;
    nameEn: string | null;
    translations: Translations;
    tenths: number[];
  }[];
  /**
   * The sum of `figures_writes` the figures were read with, in the same statement: while it has
   * not moved, no committed write can have changed them (`writes`).
   */
  writes: string;
}

/** The sum of `figures_writes` (schema `figuresWrites`). */
const writesSql = writesSum(figuresWrites);

/**
 * The statement of `figures` for the caller's stores (`scope`, a condition on `stores`), or for the
 * whole platform from its own sums (no scope), from the day `from` on.
 */
function figuresSql(scope: SQL | undefined, from: string | Placeholder) {
  const visible = scope && sql`with visible as (select ${stores.id} from ${stores} where ${scope}) `;
  const ofVisible = (column: PgColumn): SQL =>
    scope ? sql`and ${column} in (select id from visible)` : sql``;
  const day = scope ? storeDailyStats : platformDailyStats;
  const daily = sql`select ${day.day} as day, sum(${day.tests}) as tests,
      sum(${day.newConsumers}) as "newConsumers"
    from ${day} where ${day.day} >= ${from} ${ofVisible(storeDailyStats.storeId)}
    group by ${day.day}`;
  // Summed per store and cut to the ten first, then named: ten store rows read, not every store's.
  const top = sql`select ${stores.id} as "storeId", ${stores.name} as name, t.tests
    from (select ${storeDailyStats.storeId} as store_id, sum(${storeDailyStats.tests}) as tests
      from ${storeDailyStats}
      where ${storeDailyStats.day} >= ${from} ${ofVisible(storeDailyStats.storeId)}
      group by 1 having sum(${storeDailyStats.tests}) > 0
      order by 2 desc, 1 limit ${TOP_STORES}) t
    join ${stores} on ${stores.id} = t.store_id`;
  // The store rows carry a dimension's ten counts side by side (a tenth of the rows to add up);
  // the platform's rows are one per tenth, gathered here into the same ten.
  const tenths = scope
    ? spreadTenths(storeScoreSpread).map((t) => sql`sum(${t})`)
    : Array.from(
        { length: SCORE_TENTHS },
        (_, i) =>
          sql`coalesce(sum(${platformScoreBuckets.tests}) filter (where ${platformScoreBuckets.bucket} = ${sql.raw(String(i))}), 0)`,
      );
  const perDimension = scope
    ? sql`select ${storeScoreSpread.diseaseId} as disease_id, json_build_array(${sql.join(tenths, sql`, `)}) as tenths
        from ${storeScoreSpread} where true ${ofVisible(storeScoreSpread.storeId)} group by 1`
    : sql`select ${platformScoreBuckets.diseaseId} as disease_id, json_build_array(${sql.join(tenths, sql`, `)}) as tenths
        from ${platformScoreBuckets} group by 1`;
  const spread = sql`select ${diseases.id} as "diseaseId", ${diseases.name} as name,
      ${diseases.nameEn} as "nameEn", ${diseases.translations} as translations, ${diseases.sort} as sort, s.tenths
    from (${perDimension}) s join ${diseases} on ${diseases.id} = s.disease_id`;
  return sql`${visible ?? sql``}select
    (select coalesce(json_agg(x order by x.day), '[]') from (${daily}) x) as daily,
    (select coalesce(json_agg(x order by x.tests desc, x."storeId"), '[]') from (${top}) x) as "topStores",
    (select coalesce(json_agg(x order by x.sort, x."diseaseId"), '[]') from (${spread}) x) as spread,
    ${writesSql} as writes`;
}

/**
 * The dashboard's figures, summed over the stores the caller sees, from the tables the writes keep
 * (data/test-stats.ts): at most stores x days rows, never the tests themselves.
 */
export const createDashboardData = perDatabase((db: Db) => {
  // The platform's statement is the same on every view but for its first day: compiled once.
  let platform: ((params: { from: string }) => Promise<DashboardFigures[]>) | undefined;
  const writes = prepareSql<{ writes: string }>(
    db,
    'dashboard_figures_writes',
    sql`select ${writesSql} as writes`,
  );
  return {
    /** The sum of `figures_writes` now: the figures read with it stand while it is the same. */
    async writes(): Promise<string> {
      return (await writes({}))[0].writes;
    },
    /**
     * The daily series from `from` (YYYY-MM-DD), the top stores over it and the score spread, in
     * one statement: the caller's stores are worked out once (the `visible` table expression: read
     * by all three, PostgreSQL computes it once) instead of once per figure, and the view costs one
     * round trip, not three.
     * The whole platform reads its own sums (shards x days, shards x 100 rows), not every store's.
     */
    async figures(actor: Actor, from: string): Promise<DashboardFigures> {
      if (actor.seesAll) {
        platform ??= prepareSql<DashboardFigures>(
          db,
          'dashboard_platform_figures',
          figuresSql(undefined, sql.placeholder('from')),
        );
        return (await platform({ from }))[0];
      }
      const { rows } = (await db.execute(figuresSql(tenant.store.scope(actor), from))) as unknown as {
        rows: DashboardFigures[];
      };
      return rows[0];
    },
  };
});
export type DashboardData = ReturnType<typeof createDashboardData>;
