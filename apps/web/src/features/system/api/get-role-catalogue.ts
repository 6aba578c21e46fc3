import { type roleCatalogue, roleEndpoints, roleResource } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/endpoint-client';

export type RoleCatalogue = z.infer<typeof roleCatalogue>;

/** `GET /ums-role/catalogue`: the menus, buttons and URL permissions the caller may grant. */
export const getRoleCatalogue = () => call(roleEndpoints.catalogue);

export const roleCatalogueQueryOptions = () =>
  queryOptions({ queryKey: [roleResource.name, 'catalogue'], queryFn: getRoleCatalogue, staleTime: 60_000 });

/** What the role permission editors offer. */
export const useRoleCatalogue = () => useQuery(roleCatalogueQueryOptions());
