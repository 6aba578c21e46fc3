import { type DashboardStats, dashboardEndpoints } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';
import { askAgainOnMount } from './first-mount';

/** The browser's offset from UTC in minutes, east positive: where a store's "today" starts. */
const utcOffset = () => -new Date().getTimezoneOffset();

/**
 * `GET /dashboard/stats`: the caller's dashboard, shaped by its role: devices by state, the last
 * 30 days, top stores and score spread; a store manager's day, week and follow-ups beside them; or
 * a salesperson's shipments.
 */
export const getStats = (quiet = false): Promise<DashboardStats> =>
  call(dashboardEndpoints.stats, { query: { utcOffset: utcOffset() } }, { quiet });

export const statsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardStats, queryFn: () => getStats(), staleTime: 60_000 });

/** The statistics of the signed-in user's scope (kept a minute; the opening's answer shown as is). */
export const useStats = () => useQuery({ ...statsQueryOptions(), refetchOnMount: askAgainOnMount });
