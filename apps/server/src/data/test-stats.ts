import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  PLATFORM_SHARDS,
  platformDailyStats,
  platformScoreBuckets,
  SCORE_TENTHS,
  spreadTenths,
  storeDailyStats,
  storeScoreSpread,
} from '../db/schema';

/**
 * The dashboard's pre-aggregated figures (schema `store_daily_stats`, `store_score_spread`, and
 * their platform-wide sums `platform_daily_stats`, `platform_score_buckets`), kept in the
 * transaction of every write that changes them, so they always agree with the tests.
 * Days are UTC days.
 */

/** The platform row a store's figures are added to (spreads the writes over a few rows). */
export const shardOf = (storeId: number) => storeId % PLATFORM_SHARDS;

/** The tenth of the range a score falls in: 0 for 0-9 ... 9 for 90-100. */
export const bucketOf = (score: number) => Math.min(Math.floor(score / 10), 9);

/** Counts one new test: its day, and the bucket of each of its dimensions' scores. */
export async function countTest(
  tx: Tx,
  storeId: number,
  testedAt: Date,
  scores: { diseaseId: number; score: number }[],
) {
  const day = testedAt.toISOString().slice(0, 10);
  const shard = shardOf(storeId);
  await tx
    .insert(storeDailyStats)
    .values({ storeId, day, tests: 1 })
    .onConflictDoUpdate({
      target: [storeDailyStats.storeId, storeDailyStats.day],
      set: { tests: sql`${storeDailyStats.tests} + 1` },
    });
  await tx
    .insert(platformDailyStats)
    .values({ shard, day, tests: 1 })
    .onConflictDoUpdate({
      target: [platformDailyStats.day, platformDailyStats.shard],
      set: { tests: sql`${platformDailyStats.tests} + 1` },
    });
  if (!scores.length) return;
  // One row per dimension, the test's tenth counted in its column; rows in dimension order, so
  // two tests of one store arriving together lock them in the same order.
  const tenths = spreadTenths(storeScoreSpread);
  await tx
    .insert(storeScoreSpread)
    .values(
      [...scores]
        .sort((a, b) => a.diseaseId - b.diseaseId)
        .map((s) => ({ storeId, diseaseId: s.diseaseId, [tenths[bucketOf(s.score)].name]: 1 })),
    )
    .onConflictDoUpdate({
      target: [storeScoreSpread.storeId, storeScoreSpread.diseaseId],
      set: Object.fromEntries(tenths.map((t) => [t.name, sql`${t} + excluded.${sql.identifier(t.name)}`])),
    });
  await tx
    .insert(platformScoreBuckets)
    .values(scores.map((s) => ({ shard, diseaseId: s.diseaseId, bucket: bucketOf(s.score), tests: 1 })))
    .onConflictDoUpdate({
      target: [platformScoreBuckets.diseaseId, platformScoreBuckets.bucket, platformScoreBuckets.shard],
      set: { tests: sql`${platformScoreBuckets.tests} + 1` },
    });
}

/**
 * Takes the tests matching `where` (a condition on `test_records`, unaliased so that the tenant
 * scope's qualified columns resolve) off the figures; call it before deleting them, in the same
 * transaction.
 */
export async function uncountTests(tx: Tx, where: SQL) {
  const days = sql`select test_records.store_id, (test_records.tested_at at time zone 'UTC')::date as day,
      count(*) as n from test_records where ${where} group by 1, 2`;
  const buckets = sql`select test_records.store_id, sc.disease_id, least(sc.score / 10, 9) as bucket,
      count(*) as n from test_records join test_scores sc on sc.test_id = test_records.id where ${where}
      group by 1, 2, 3`;
  const shard = sql.raw(`x.store_id % ${PLATFORM_SHARDS}`);
  await tx.execute(sql`update store_daily_stats s set tests = greatest(s.tests - x.n, 0)
    from (${days}) x where s.store_id = x.store_id and s.day = x.day`);
  await tx.execute(sql`update platform_daily_stats p set tests = greatest(p.tests - x.n, 0)
    from (select ${shard} as shard, day, sum(n) as n from (${days}) x group by 1, 2) x
    where p.shard = x.shard and p.day = x.day`);
  // The same tests per store and dimension, counted tenth by tenth, for the store's spread.
  const perTenth = Array.from({ length: SCORE_TENTHS }, (_, i) =>
    sql.raw(`count(*) filter (where least(sc.score / 10, 9) = ${i}) as n${i}`),
  );
  const spread = sql`select test_records.store_id, sc.disease_id, ${sql.join(perTenth, sql`, `)}
      from test_records join test_scores sc on sc.test_id = test_records.id where ${where}
      group by 1, 2`;
  const lowered = spreadTenths(storeScoreSpread).map((t, i) =>
    sql.raw(`${t.name} = greatest(s.${t.name} - x.n${i}, 0)`),
  );
  await tx.execute(sql`update store_score_spread s set ${sql.join(lowered, sql`, `)}
    from (${spread}) x where s.store_id = x.store_id and s.disease_id = x.disease_id`);
  await tx.execute(sql`update platform_score_buckets p set tests = greatest(p.tests - x.n, 0)
    from (select ${shard} as shard, disease_id, bucket, sum(n) as n from (${buckets}) x group by 1, 2, 3) x
    where p.shard = x.shard and p.disease_id = x.disease_id and p.bucket = x.bucket`);
}
