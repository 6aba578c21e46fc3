import {
  DASHBOARD_DAYS,
  type DashboardFigures as DashboardFiguresView,
  type DashboardStats,
  DEVICE_STATES,
} from '@skin/contract';
import { createDashboardData, type DashboardFigures } from '../../data/dashboard.data';
import { createDeviceData } from '../../data/devices.data';
import { scopeKey } from '../../data/scope';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { createSharedRead } from '../../lib/batch';
import { BoundedMap } from '../../lib/bounded-map';
import { dashboardShapeOf } from './dashboard-shape';
import { createRoleDashboards } from './role-dashboards';

const DAY_MS = 86_400_000;

/** The UTC days of the series ending today, oldest first (YYYY-MM-DD). */
export function lastDays(now: Date, n = DASHBOARD_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) =>
    new Date(today - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Scopes whose figures one instance keeps (`figuresOf`); past this it starts over. */
const KEPT_SCOPES_MAX = 2000;

/** What a view's statistics depend on: the first of its days and the caller's scope. */
const keyOf = ({ actor, days }: { actor: Actor; days: string[] }) => `${days[0]} ${scopeKey(actor)}`;

/** The dashboard's statistics of the caller's scope (every signed-in user has one). */
export function createDashboardService(db: Db) {
  const data = createDashboardData(db);
  const devices = createDeviceData(db);
  /**
   * Devices by state, counted as the device state screen counts them (the platform's kept by the
   * database, a tenant's capped as the device list's total: a million devices are never counted
   * whole), all states in one statement. Only the count: the list's page, newest first, made the
   * largest agent (whose devices are the oldest) walk past every newer device of each state, for
   * rows nobody shows.
   */
  const devicesByState = async (actor: Actor) => {
    const counts = await devices.countByState(actor, DEVICE_STATES);
    return DEVICE_STATES.map((state, i) => ({ state, ...counts[i] }));
  };
  /**
   * Each scope's figures as last read, with the sum of `figures_writes` they were read with
   * (schema `figuresWrites`). A later view of the scope reads that sum first, a few rows, and while
   * it is the same no committed write can have changed the figures: they are answered again, not
   * read again. Any write of what they are read from, on any instance, moves the sum, so the next
   * view of every scope reads its figures afresh. The answer is the one a read begun after the
   * caller asked would give, as `createSharedRead` promises (docs/performance.md, "Skin tests and
   * the dashboard").
   */
  const kept = new BoundedMap<string, DashboardFigures>(KEPT_SCOPES_MAX);
  // The sum is the same for every scope: the views of all scopes asked together read it once.
  const writes = createSharedRead(() => data.writes());
  const figuresOf = async (actor: Actor, from: string, key: string) => {
    const held = kept.get(key);
    if (held && held.writes === (await writes('all'))) return held;
    const fresh = await data.figures(actor, from);
    kept.set(key, fresh);
    return fresh;
  };
  const read = async ({ actor, days }: { actor: Actor; days: string[] }): Promise<DashboardFiguresView> => {
    // Two statements side by side: the devices' counts (the device list's scope) and the figures.
    const [byState, { daily, topStores, spread }] = await Promise.all([
      devicesByState(actor),
      figuresOf(actor, days[0], keyOf({ actor, days })),
    ]);
    const byDay = new Map(daily.map((d) => [d.day, d]));
    return {
      devicesByState: byState,
      days: days.map((day) => ({ day, tests: 0, newConsumers: 0, ...byDay.get(day) })),
      topStores,
      scoreDistribution: spread
        .map(({ diseaseId, name, nameEn, translations, tenths }) => ({
          diseaseId,
          name,
          nameEn,
          translations,
          buckets: tenths.map(Number),
        }))
        .filter((d) => d.buckets.some((n) => n > 0)),
    };
  };
  /**
   * The views of one scope asked while its figures are being read share the next read
   * (`createSharedRead`): the figures depend on the scope and the days only. The largest agent's
   * take 0.2 s of the database's time (its 10,640 stores' days and scores, its devices by state);
   * read once per view, 32 of its users at the same time waited for each other's.
   */
  const shared = createSharedRead(read, keyOf);
  const roles = createRoleDashboards(db);
  return {
    /**
     * The caller's dashboard, shaped by what it is (`dashboardShapeOf`): the figures of its scope;
     * for a store manager beside its day, week and follow-ups (its local days: `utcOffset`
     * minutes east of UTC); for a salesperson its shipments alone.
     */
    async stats(actor: Actor, utcOffset = 0, now = new Date()): Promise<DashboardStats> {
      const shape = dashboardShapeOf(actor);
      if (shape === 'sales') return { shape, sales: await roles.sales(actor) };
      const figures = shared({ actor, days: lastDays(now) });
      if (shape === 'overview') return { shape, ...(await figures) };
      const [view, store] = await Promise.all([figures, roles.store({ actor, utcOffset, now })]);
      return { shape, ...view, store };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
