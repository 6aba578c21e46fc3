import { userEndpoints } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/endpoint-client';
import { cascadeKeys } from './cascade-keys';

/** `GET /ums-user/subUser/<userId>/<role>`: users of a role below a user (the cascading selectors). */
export const getSubUsers = (userId: number, role: string) =>
  call(userEndpoints.subUsers, { params: { userId, roleCode: role } });

/** The merchants below a user (an agent, or the caller for every merchant it may see). */
export const useMerchantsBelow = (userId: number | undefined) =>
  useQuery({
    queryKey: cascadeKeys.subUsers(userId ?? 0, 'MERCHANT'),
    queryFn: () => getSubUsers(userId!, 'MERCHANT'),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
