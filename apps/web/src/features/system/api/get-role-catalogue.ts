import { type roleCatalogue, roleResource } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';

export type RoleCatalogue = z.infer<typeof roleCatalogue>;

/** `GET /ums-role/catalogue`: the menus, buttons and URL permissions the caller may grant. */
export const getRoleCatalogue = () => request<RoleCatalogue>('/ums-role/catalogue');

export const roleCatalogueQueryOptions = () =>
  queryOptions({ queryKey: [roleResource.name, 'catalogue'], queryFn: getRoleCatalogue, staleTime: 60_000 });

/** What the role permission editors offer. */
export const useRoleCatalogue = () => useQuery(roleCatalogueQueryOptions());
