import { z } from 'zod';
import { translationsOutput } from '../common/translations';
import { DEVICE_STATES } from './device';

/** How many days the dashboard's daily series cover, today (UTC) included. */
export const DASHBOARD_DAYS = 30;

/** Devices in one state; `capped` when there are more than `count` (the count stops there). */
export const dashboardDeviceState = z.object({
  state: z.enum(DEVICE_STATES),
  count: z.number(),
  capped: z.boolean(),
});

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

/** `GET /dashboard/stats`: the figures of the caller's scope, read from pre-aggregated tables. */
export const dashboardStats = z.object({
  devicesByState: z.array(dashboardDeviceState),
  /** The last DASHBOARD_DAYS days, oldest first, days without figures as zeros. */
  days: z.array(dashboardDay),
  topStores: z.array(dashboardTopStore),
  scoreDistribution: z.array(dashboardDimension),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
export type DashboardDay = z.infer<typeof dashboardDay>;
export type DashboardDimension = z.infer<typeof dashboardDimension>;
