import { userEndpoints } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** `GET /ums-user/subUser/<merchant>/STORE_MANAGER`: the store manager accounts below a merchant. */
export const useStoreManagersOf = (merchantId: number | undefined) =>
  useQuery({
    queryKey: ['user', 'subUsers', merchantId, 'STORE_MANAGER'],
    queryFn: () =>
      call(userEndpoints.subUsers, { params: { userId: merchantId!, roleCode: 'STORE_MANAGER' } }),
    enabled: merchantId !== undefined,
    staleTime: 60_000,
  });
