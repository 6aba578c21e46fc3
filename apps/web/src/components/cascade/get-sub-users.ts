import type { Option } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { cascadeKeys } from './cascade-keys';

/** `GET /ums-user/subUser/<userId>/<role>`: users of a role below a user (the cascading selectors). */
export const getSubUsers = (userId: number, role: string) =>
  request<Option[]>(`/ums-user/subUser/${userId}/${role}`);

/** The merchants below a user (an agent, or the caller for every merchant it may see). */
export const useMerchantsBelow = (userId: number | undefined) =>
  useQuery({
    queryKey: cascadeKeys.subUsers(userId ?? 0, 'MERCHANT'),
    queryFn: () => getSubUsers(userId!, 'MERCHANT'),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
