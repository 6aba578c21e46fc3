import {
  type AppDiscovery,
  type AppDiscoveryItem,
  appDiscoveryEndpoints,
  appDiscoveryItemResource,
  appDiscoveryResource,
} from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getList } from '../../../components/crud/api/get-list';
import { resourceEndpoints } from '../../../components/crud/api/resource-endpoints';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { call } from '../../../lib/endpoint-client';

/** An entry holds at most 50 items (APP_DISCOVERY_LIMITS): one page of 50 is all of them. */
const ALL = { pageNum: 1, pageSize: 50 };

/** Every item of an entry, in the app's order. */
export const useDiscoveryItems = (discoveryId: number) =>
  useQuery({
    queryKey: resourceKeys.list(appDiscoveryItemResource, { ...ALL, discoveryId }),
    queryFn: () => getList<AppDiscoveryItem>(appDiscoveryItemResource, { ...ALL, discoveryId }),
    enabled: discoveryId > 0,
  });

/** The entries of a device type, in the app's order (the preview's tabs). */
export const useDiscoveryEntries = (deviceTypeId: number | undefined) =>
  useQuery({
    queryKey: resourceKeys.list(appDiscoveryResource, { ...ALL, deviceTypeId, sort: 'sort' }),
    queryFn: () => getList<AppDiscovery>(appDiscoveryResource, { ...ALL, deviceTypeId, sort: 'sort' }),
    enabled: !!deviceTypeId,
  });

/** Saves an entry's items in a new order, all at once; every list of items is read again. */
export function useReorderItems(discoveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(appDiscoveryEndpoints.order, { body: { discoveryId, ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.root(appDiscoveryItemResource) }),
  });
}

/** One record by id (`GET /<path>/id/<id>`). */
export const useDiscoveryRecord = <D extends typeof appDiscoveryResource | typeof appDiscoveryItemResource>(
  def: D,
  id: number,
) =>
  useQuery({
    queryKey: [def.name, 'one', id],
    queryFn: () => call(resourceEndpoints(def).get, { params: { id } }),
    enabled: id > 0,
  });
