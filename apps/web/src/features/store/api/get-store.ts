import { storeResource } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '../../../components/crud/api/resource-endpoints';
import { call } from '../../../lib/endpoint-client';

/**
 * `GET /store/id/<id>`: one store (its country reads its consumers' phones). Quiet: a caller who
 * may add consumers but not read stores simply gets no country, and the server checks the phone.
 */
export const storeQuery = (id: number) =>
  queryOptions({
    queryKey: [storeResource.name, 'one', id] as const,
    queryFn: () => call(resourceEndpoints(storeResource).get, { params: { id } }, { quiet: true }),
    staleTime: 60_000,
  });

/** The store chosen on a form, once it is read. */
export const useStore = (id: number | undefined) =>
  useQuery({ ...storeQuery(id ?? 0), enabled: typeof id === 'number' && id > 0 });
