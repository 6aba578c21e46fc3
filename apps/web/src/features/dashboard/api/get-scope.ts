import { type DashboardScope, dashboardEndpoints } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';
import { askAgainOnMount } from './first-mount';

/** `GET /dashboard/scope`: who the caller is and how many users its subtree holds, by role. */
export const getScope = (quiet = false): Promise<DashboardScope> =>
  call(dashboardEndpoints.scope, {}, { quiet });

export const scopeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardScope, queryFn: () => getScope() });

/** The signed-in user's scope for the home page, asked again on every mount but the opening's. */
export const useScope = () => useQuery({ ...scopeQueryOptions(), refetchOnMount: askAgainOnMount });
