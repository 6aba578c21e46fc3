import { APP_INDEX_LIMITS, appIndexEndpoints, type IosIndexItem, iosIndexItemResource } from '@skin/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceEndpoints } from '../../../components/crud/api/resource-endpoints';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { call } from '../../../lib/endpoint-client';

/** Under the items' root key, so every write to an item refreshes the entry's list. */
export const itemsKey = (indexId: number) => [iosIndexItemResource.name, 'of', indexId] as const;

/** Every item of an entry, in its order: an entry holds at most `itemsPerEntry`, one page of them. */
export const useEntryItems = (indexId: number) =>
  useQuery({
    queryKey: itemsKey(indexId),
    queryFn: async () =>
      (
        await call(resourceEndpoints(iosIndexItemResource).list, {
          query: { indexId, pageNum: 1, pageSize: APP_INDEX_LIMITS.itemsPerEntry },
        })
      ).list as IosIndexItem[],
  });

/** Saves a new order of all an entry's items at once; the lists are read again either way. */
export function useReorder(indexId: number) {
  const client = useQueryClient();
  return async (ids: number[]) => {
    client.setQueryData<IosIndexItem[]>(itemsKey(indexId), (items) =>
      items ? ids.map((id) => items.find((i) => i.id === id)!).filter(Boolean) : items,
    );
    try {
      await call(appIndexEndpoints.reorder, { body: { indexId, ids } });
    } finally {
      await client.invalidateQueries({ queryKey: resourceKeys.root(iosIndexItemResource) });
    }
  };
}
