import { z } from 'zod';
import { translationsOutput } from '../common/translations';
import { DEVICE_STATES } from './device';
import { ORDER_STATES } from './stock-order';

/** How many days the dashboard's daily series cover, today (UTC) included. */
export const DASHBOARD_DAYS = 30;

/**
 * The dashboard's shapes (docs/skin-tests.md, "Dashboards by role"): `overview` the charts of a
 * scope (platform staff, agents, merchants), `store` a store manager's day and week with the
 * consumers due for a follow-up, `sales` a salesperson's shipments.
 */
export const DASHBOARD_SHAPES = ['overview', 'store', 'sales'] as const;
export type DashboardShape = (typeof DASHBOARD_SHAPES)[number];

/** The period "this week" of a store's dashboard: today and the six days before it. */
export const DASHBOARD_WEEK_DAYS = 7;
/**
 * A consumer is due for a follow-up visit when the last test was more than this many days ago
 * and its composite score was below `FOLLOW_UP_SCORE_BELOW` (docs/product-rules.md, "Numbers").
 */
export const FOLLOW_UP_AFTER_DAYS = 30;
/** The composite score under which a last test counts as one with problems to follow up. */
export const FOLLOW_UP_SCORE_BELOW = 60;
/** How many consumers due for a follow-up the store's dashboard lists (the most recently due first). */
export const FOLLOW_UP_SHOWN = 10;
/** How many of a salesperson's latest shipments the dashboard lists. */
export const SHIPMENTS_SHOWN = 10;
/** A count on the role dashboards stops here (`capped`): nothing is counted past it. */
export const DASHBOARD_COUNT_CAP = 10_000;

/** Devices in one state; `capped` when there are more than `count` (the count stops there). */
export const dashboardDeviceState = z.object({
  state: z.enum(DEVICE_STATES),
  count: z.number(),
  capped: z.boolean(),
});

/** A count that stops at `DASHBOARD_COUNT_CAP`: `capped` when there are more. */
export const cappedCount = z.object({ count: z.number(), capped: z.boolean() });
export type CappedCount = z.infer<typeof cappedCount>;

/** One UTC day of the daily series (`day` as YYYY-MM-DD). */
export const dashboardDay = z.object({ day: z.string(), tests: z.number(), newConsumers: z.number() });

/** A store among the most tested of the period. */
export const dashboardTopStore = z.object({ storeId: z.number(), name: z.string(), tests: z.number() });

/** Tests of one AI dimension by score tenth: `buckets[i]` counts scores from 10·i (90-100 in the last). */
export const dashboardDimension = z.object({
  diseaseId: z.number(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** The name in other languages (docs/skin-knowledge.md, "Names and texts in every language"). */
  translations: translationsOutput,
  buckets: z.array(z.number()).length(10),
});

/** The figures of the caller's scope, read from pre-aggregated tables. */
export const dashboardFigures = z.object({
  devicesByState: z.array(dashboardDeviceState),
  /** The last DASHBOARD_DAYS days, oldest first, days without figures as zeros. */
  days: z.array(dashboardDay),
  topStores: z.array(dashboardTopStore),
  scoreDistribution: z.array(dashboardDimension),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/**
 * A period of a store's dashboard (today, or the week): tests made, consumers tested, and of those
 * the new ones (their first test falls in the period) and the returning ones (tested before it).
 */
export const storePeriod = z.object({
  /** Where the period starts (ISO), in the caller's time zone: local midnight. */
  from: z.string(),
  tests: cappedCount,
  consumers: cappedCount,
  newConsumers: cappedCount,
  returningConsumers: cappedCount,
});
export type StorePeriod = z.infer<typeof storePeriod>;

/** A consumer due for a follow-up visit: the last test and its composite score. */
export const followUpConsumer = z.object({
  id: z.number(),
  name: z.string(),
  storeName: z.string(),
  lastTestAt: z.string(),
  lastScore: z.number(),
});

/** `store` shape: a store manager's day and week, and who is due for a follow-up visit. */
export const storeDashboard = z.object({
  today: storePeriod,
  week: storePeriod,
  followUp: z.object({
    /** The rule in force: last test more than `afterDays` days ago, scored below `scoreBelow`. */
    afterDays: z.number(),
    scoreBelow: z.number(),
    due: cappedCount,
    /** At most FOLLOW_UP_SHOWN, the most recently due first. */
    consumers: z.array(followUpConsumer).max(FOLLOW_UP_SHOWN),
  }),
});
export type StoreDashboard = z.infer<typeof storeDashboard>;

/** A shipment (stock-out order) on a salesperson's dashboard. */
export const dashboardShipment = z.object({
  id: z.number(),
  number: z.string(),
  agentName: z.string(),
  model: z.string(),
  quantity: z.number(),
  issuedQuantity: z.number(),
  state: z.enum(ORDER_STATES),
  createdAt: z.string(),
});

/** `sales` shape: the stock-out orders the salesperson carries, by state, and the latest ones. */
export const salesDashboard = z.object({
  byState: z.array(cappedCount.extend({ state: z.enum(ORDER_STATES) })),
  /** At most SHIPMENTS_SHOWN, the newest first. */
  latest: z.array(dashboardShipment).max(SHIPMENTS_SHOWN),
});
export type SalesDashboard = z.infer<typeof salesDashboard>;

/**
 * `GET /dashboard/stats`: the dashboard of the caller, shaped by what it is (`shape`, the same as
 * `GET /dashboard/scope` answers): the figures of its scope, with a store manager's day, week and
 * follow-ups beside them, or a salesperson's shipments alone.
 */
export const dashboardStats = z.discriminatedUnion('shape', [
  dashboardFigures.extend({ shape: z.literal('overview') }),
  dashboardFigures.extend({ shape: z.literal('store'), store: storeDashboard }),
  z.object({ shape: z.literal('sales'), sales: salesDashboard }),
]);

/** `GET /dashboard/stats?utcOffset=`: the caller's offset from UTC in minutes (east positive). */
export const dashboardStatsQuery = z.object({
  utcOffset: z.coerce.number().int().min(-720).max(840).default(0),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
export type DashboardDay = z.infer<typeof dashboardDay>;
export type DashboardDimension = z.infer<typeof dashboardDimension>;
