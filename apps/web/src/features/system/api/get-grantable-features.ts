import { featureResource } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';

export type Feature = z.infer<typeof featureResource.entity>;

/** `GET /ums-user/feature`: the features the caller holds and may therefore grant. */
export const getGrantableFeatures = () => request<Feature[]>('/ums-user/feature');

export const grantableFeaturesQueryOptions = () =>
  queryOptions({ queryKey: [featureResource.name, 'grantable'], queryFn: getGrantableFeatures });

/** The features the caller may grant to the users below it. */
export const useGrantableFeatures = () => useQuery(grantableFeaturesQueryOptions());
