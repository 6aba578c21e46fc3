import type { Option, ResourceDef } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { resourceKeys } from '../resource-keys';

/** `GET /<path>/all`: every record the caller may pick, as id + label (+ parentId for trees). */
export const getOptions = (def: Pick<ResourceDef, 'path'>): Promise<Option[]> =>
  request<Option[]>(`/${def.path}/all`);

/** Selector options change rarely: kept fresh for a minute, refreshed after every write. */
export const optionsQueryOptions = (def: Pick<ResourceDef, 'name' | 'path'>) =>
  queryOptions({ queryKey: resourceKeys.options(def), queryFn: () => getOptions(def), staleTime: 60_000 });

/** The options of a resource's selectors. */
export const useResourceOptions = (def: Pick<ResourceDef, 'name' | 'path'>, enabled = true) =>
  useQuery({ ...optionsQueryOptions(def), enabled });
