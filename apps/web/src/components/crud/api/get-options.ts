import type { Option, ResourceDef } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/endpoint-client';
import { localizedOption } from '../../../lib/localized';
import { resourceKeys } from '../resource-keys';
import { resourceEndpoints } from './resource-endpoints';

/** `GET /<path>/all`: every record the caller may pick, as id + label (+ parentId for trees). */
export const getOptions = (def: ResourceDef): Promise<Option[]> => call(resourceEndpoints(def).options);

/** Selector options change rarely: kept fresh for a minute, refreshed after every write. */
export const optionsQueryOptions = (def: ResourceDef) =>
  queryOptions({ queryKey: resourceKeys.options(def), queryFn: () => getOptions(def), staleTime: 60_000 });

/** The options of a resource's selectors, each labelled in the reader's language where it has one. */
export function useResourceOptions(def: ResourceDef, enabled = true) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    ...optionsQueryOptions(def),
    enabled,
    select: (options: Option[]) =>
      options.some((o) => o.labels) ? options.map((o) => localizedOption(o, lang)) : options,
  });
}
