import { roleEndpoints } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** `GET /ums-role/assignable`: the roles the caller may give to users (strictly below its own). */
export const getAssignableRoles = () => call(roleEndpoints.assignable);

export const assignableRolesQuery = queryOptions({
  queryKey: ['role', 'assignable'] as const,
  queryFn: getAssignableRoles,
  staleTime: 60_000,
});

/** The role picker of the user form: any user who may add users may call it. */
export const useAssignableRoles = () => useQuery(assignableRolesQuery);
