import type { Page, ResourceDef } from '@skin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { resourceKeys } from '../resource-keys';
import { resourceEndpoints } from './resource-endpoints';

/** Paging plus the filters the list's filter bar set (empty ones are left out). */
export type ListParams = { pageNum: number; pageSize: number } & Record<string, string | number | undefined>;

/** `GET /<path>?pageNum&pageSize&<filters>`: one page of a resource. */
export const getList = <E>(def: ResourceDef, params: ListParams): Promise<Page<E>> =>
  call(resourceEndpoints(def).list, { query: params }) as Promise<Page<E>>;

/** Query options of one page; the previous page stays on screen while the next one loads. */
export const listQueryOptions = <E>(def: ResourceDef, params: ListParams) =>
  queryOptions({
    queryKey: resourceKeys.list(def, params),
    queryFn: () => getList<E>(def, params),
    placeholderData: keepPreviousData,
  });

/** One page of a resource's list. */
export const useResourceList = <E>(def: ResourceDef, params: ListParams, enabled = true) =>
  useQuery({ ...listQueryOptions<E>(def, params), enabled });
