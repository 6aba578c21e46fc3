import { roleEndpoints, type roleGrants, roleResource } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/endpoint-client';

export type RoleGrants = z.infer<typeof roleGrants>;

/** `GET /ums-role/<id>/grants`: the menu, button and URL permission ids a role holds. */
export const getRoleGrants = (roleId: number) => call(roleEndpoints.grants, { params: { id: roleId } });

export const roleGrantsQueryOptions = (roleId: number) =>
  queryOptions({ queryKey: [roleResource.name, 'grants', roleId], queryFn: () => getRoleGrants(roleId) });

/** What a role is granted, for its permission editors. */
export const useRoleGrants = (roleId: number) => useQuery(roleGrantsQueryOptions(roleId));
