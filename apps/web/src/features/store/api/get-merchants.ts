import type { Option } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** `GET /ums-user/subUser/<userId>/MERCHANT`: the merchants at or below a user. */
export const getMerchantsBelow = (userId: number) =>
  request<Option[]>(`/ums-user/subUser/${userId}/MERCHANT`);

/** The merchants the caller may give a store to (a merchant gets itself). */
export const useMerchantsBelow = (userId: number) =>
  useQuery({
    queryKey: ['user', 'subUsers', userId, 'MERCHANT'],
    queryFn: () => getMerchantsBelow(userId),
    staleTime: 60_000,
  });
