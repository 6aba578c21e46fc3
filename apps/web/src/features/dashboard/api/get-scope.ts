import type { DashboardScope } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /dashboard/scope`: who the caller is and how many users its subtree holds, by role. */
export const getScope = (): Promise<DashboardScope> => request<DashboardScope>('/dashboard/scope');

export const scopeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardScope, queryFn: getScope });

/** The signed-in user's scope for the home page. */
export const useScope = () => useQuery(scopeQueryOptions());
