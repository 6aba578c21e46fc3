import type { Option } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** `GET /ums-role/assignable`: the roles the caller may give to users (strictly below its own). */
export const getAssignableRoles = () => request<Option[]>('/ums-role/assignable');

export const assignableRolesQuery = queryOptions({
  queryKey: ['role', 'assignable'] as const,
  queryFn: getAssignableRoles,
  staleTime: 60_000,
});

/** The role picker of the user form: any user who may add users may call it. */
export const useAssignableRoles = () => useQuery(assignableRolesQuery);
