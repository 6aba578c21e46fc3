import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consumers, stores, testRecords } from '../db/schema';
import type { Actor } from '../lib/actor';
import { isoSql } from './list';
import { perDatabase } from './per-database';
import { tenant } from './tables';

/** A count that stopped at the cap it was given: `capped` when there were more. */
export interface Capped {
  count: number;
  capped: boolean;
}

/** What a store's dashboard asks of its periods and its follow-ups. */
export interface StoreDashboardAsk {
  /** Where today and the week start (local midnights, as instants). */
  today: Date;
  week: Date;
  /** Consumers whose last test is before this and scored below `scoreBelow` are due. */
  dueBefore: Date;
  scoreBelow: number;
  /** Counts stop past this; the list holds at most `shown`. */
  cap: number;
  shown: number;
}

/** A period's counts, each capped. */
export interface PeriodCounts {
  tests: Capped;
  consumers: Capped;
  newConsumers: Capped;
  returningConsumers: Capped;
}

export interface StoreDashboardFigures {
  today: PeriodCounts;
  week: PeriodCounts;
  due: Capped;
  followUp: { id: number; name: string; storeName: string; lastTestAt: string; lastScore: number }[];
}

type Counted = 'tests' | 'consumers' | 'newConsumers' | 'returningConsumers';
const COUNTED: Counted[] = ['tests', 'consumers', 'newConsumers', 'returningConsumers'];

/**
 * A store manager's day, week and consumers due for a follow-up visit, over the stores the caller
 * sees (docs/skin-tests.md, "Dashboards by role"), in one statement. Every count walks an index
 * range of the caller's stores and stops past the cap, so a previewed role over a whole platform
 * costs a bounded read too:
 * - tests of a period: `test_records (store_id, tested_at)`;
 * - consumers tested in a period: those whose last test is in it, `consumers (store_id,
 *   last_test_at)`; of them the new ones, whose first test is in it too, and the returning ones,
 *   whose first test is before it (`first_test_at`, kept with the test upload and delete);
 * - the follow-ups: per store the newest of its consumers past the rule (the same index, walked
 *   down from the day the rule starts), then the newest of those.
 */
export const createStoreDashboardData = perDatabase((db: Db) => ({
  async figures(actor: Actor, ask: StoreDashboardAsk): Promise<StoreDashboardFigures> {
    const visible = sql`select ${stores.id}, ${stores.name} from ${stores} where ${tenant.store.scope(actor) ?? sql`true`}`;
    const ofVisible = sql`in (select id from visible)`;
    const limit = ask.cap + 1;
    const capped = (rows: SQL) => sql`(select count(*) from (${rows} limit ${limit}) x)::int`;
    const since = (from: Date) => sql`${from.toISOString()}::timestamptz`;
    const period = (from: Date): Record<Counted, SQL> => {
      const tested = sql`select 1 from ${consumers} where ${consumers.storeId} ${ofVisible}
        and ${consumers.lastTestAt} >= ${since(from)}`;
      return {
        tests: capped(sql`select 1 from ${testRecords} where ${testRecords.storeId} ${ofVisible}
          and ${testRecords.testedAt} >= ${since(from)}`),
        consumers: capped(tested),
        newConsumers: capped(sql`${tested} and ${consumers.firstTestAt} >= ${since(from)}`),
        returningConsumers: capped(sql`${tested} and ${consumers.firstTestAt} < ${since(from)}`),
      };
    };
    const due = sql`${consumers.lastTestAt} < ${since(ask.dueBefore)}
      and ${consumers.lastScore} < ${ask.scoreBelow} and not ${consumers.archived}`;
    const followUp = sql`select c.id, c.name, v.name as "storeName", ${isoSql(sql`c.last_test_at`)} as "lastTestAt",
        c.last_score as "lastScore"
      from visible v cross join lateral (
        select ${consumers.id} as id, ${consumers.name} as name, ${consumers.lastTestAt} as last_test_at,
          ${consumers.lastScore} as last_score
        from ${consumers} where ${consumers.storeId} = v.id and ${due}
        order by ${consumers.lastTestAt} desc, ${consumers.id} desc limit ${ask.shown}) c
      order by c.last_test_at desc, c.id desc limit ${ask.shown}`;
    const today = period(ask.today);
    const week = period(ask.week);
    const columns = [
      ...COUNTED.map((k) => sql`${today[k]} as ${sql.identifier(`today_${k}`)}`),
      ...COUNTED.map((k) => sql`${week[k]} as ${sql.identifier(`week_${k}`)}`),
      sql`${capped(sql`select 1 from ${consumers} where ${consumers.storeId} ${ofVisible} and ${due}`)} as due`,
      sql`(select coalesce(json_agg(f), '[]') from (${followUp}) f) as "followUp"`,
    ];
    const { rows } = (await db.execute(
      sql`with visible as (${visible}) select ${sql.join(columns, sql`, `)}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const row = rows[0]!;
    const count = (n: unknown): Capped => {
      const value = Number(n);
      return value > ask.cap ? { count: ask.cap, capped: true } : { count: value, capped: false };
    };
    const counts = (prefix: string) =>
      Object.fromEntries(COUNTED.map((k) => [k, count(row[`${prefix}_${k}`])])) as unknown as PeriodCounts;
    const list = (
      typeof row.followUp === 'string' ? JSON.parse(row.followUp) : row.followUp
    ) as StoreDashboardFigures['followUp'];
    return { today: counts('today'), week: counts('week'), due: count(row.due), followUp: list };
  },
}));
export type StoreDashboardData = ReturnType<typeof createStoreDashboardData>;
