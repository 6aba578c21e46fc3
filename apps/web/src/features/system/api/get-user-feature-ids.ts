import { userEndpoints, userResource } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** `GET /ums-user/<id>/feature/ids`: the features a user has been granted. */
export const getUserFeatureIds = (userId: number) =>
  call(userEndpoints.featureIds, { params: { id: userId } });

export const userFeatureIdsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [userResource.name, 'features', userId],
    queryFn: () => getUserFeatureIds(userId),
  });

/** A user's granted feature ids. */
export const useUserFeatureIds = (userId: number) => useQuery(userFeatureIdsQueryOptions(userId));
