import type { Option, ResourceDef } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { resourceKeys } from '../resource-keys';
import { resourceEndpoints } from './resource-endpoints';

/** `GET /<path>/all`: every record the caller may pick, as id + label (+ parentId for trees). */
export const getOptions = (def: ResourceDef): Promise<Option[]> => call(resourceEndpoints(def).options);

/** Selector options change rarely: kept fresh for a minute, refreshed after every write. */
export const optionsQueryOptions = (def: ResourceDef) =>
  queryOptions({ queryKey: resourceKeys.options(def), queryFn: () => getOptions(def), staleTime: 60_000 });

/** The options of a resource's selectors. */
export const useResourceOptions = (def: ResourceDef, enabled = true) =>
  useQuery({ ...optionsQueryOptions(def), enabled });
