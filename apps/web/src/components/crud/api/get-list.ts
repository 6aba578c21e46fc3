import type { Page, ResourceDef } from '@skin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { resourceKeys } from '../resource-keys';

/** Paging plus the filters the list's filter bar set (empty ones are left out). */
export type ListParams = { pageNum: number; pageSize: number } & Record<string, string | number | undefined>;

/** `GET /<path>?pageNum&pageSize&<filters>`: one page of a resource. */
export const getList = <E>(def: Pick<ResourceDef, 'path'>, params: ListParams): Promise<Page<E>> =>
  request<Page<E>>(`/${def.path}`, { params });

/** Query options of one page; the previous page stays on screen while the next one loads. */
export const listQueryOptions = <E>(def: Pick<ResourceDef, 'name' | 'path'>, params: ListParams) =>
  queryOptions({
    queryKey: resourceKeys.list(def, params),
    queryFn: () => getList<E>(def, params),
    placeholderData: keepPreviousData,
  });

/** One page of a resource's list. */
export const useResourceList = <E>(
  def: Pick<ResourceDef, 'name' | 'path'>,
  params: ListParams,
  enabled = true,
) => useQuery({ ...listQueryOptions<E>(def, params), enabled });
