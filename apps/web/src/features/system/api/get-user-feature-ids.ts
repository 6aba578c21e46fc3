import { userResource } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** `GET /ums-user/<id>/feature/ids`: the features a user has been granted. */
export const getUserFeatureIds = (userId: number) => request<number[]>(`/ums-user/${userId}/feature/ids`);

export const userFeatureIdsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [userResource.name, 'features', userId],
    queryFn: () => getUserFeatureIds(userId),
  });

/** A user's granted feature ids. */
export const useUserFeatureIds = (userId: number) => useQuery(userFeatureIdsQueryOptions(userId));
