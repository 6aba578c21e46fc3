import { featureResource, userEndpoints } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/endpoint-client';

export type Feature = z.infer<typeof featureResource.entity>;

/** `GET /ums-user/feature`: the features the caller holds and may therefore grant. */
export const getGrantableFeatures = () => call(userEndpoints.grantableFeatures);

export const grantableFeaturesQueryOptions = () =>
  queryOptions({ queryKey: [featureResource.name, 'grantable'], queryFn: getGrantableFeatures });

/** The features the caller may grant to the users below it. */
export const useGrantableFeatures = () => useQuery(grantableFeaturesQueryOptions());
