import { consumerEndpoints, consumerResource } from '@skin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** `GET /consumer/search?text&storeId`: the first 50 consumers whose name or phone match. */
export const searchConsumers = (text: string, storeId?: number) =>
  call(consumerEndpoints.search, { query: { text, storeId } });

/** The consumers matching `text` (already debounced by the caller). */
export const useConsumerSearch = (text: string, storeId?: number) =>
  useQuery({
    queryKey: [consumerResource.name, 'search', text, storeId ?? null] as const,
    queryFn: () => searchConsumers(text, storeId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
