import { consumerResource } from '@skin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** One hit of the consumer search. */
export type ConsumerHit = { id: number; name: string; phone: string; storeId: number };

/** `GET /consumer/search?text&storeId`: the first 50 consumers whose name or phone match. */
export const searchConsumers = (text: string, storeId?: number) =>
  request<ConsumerHit[]>(`/${consumerResource.path}/search`, { params: { text, storeId } });

/** The consumers matching `text` (already debounced by the caller). */
export const useConsumerSearch = (text: string, storeId?: number) =>
  useQuery({
    queryKey: [consumerResource.name, 'search', text, storeId ?? null] as const,
    queryFn: () => searchConsumers(text, storeId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
