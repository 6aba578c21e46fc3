import { userEndpoints } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** `GET /ums-user/role/<code>`: the users the caller sees whose role has this code. */
export const getUsersWithRole = (roleCode: string) => call(userEndpoints.withRole, { params: { roleCode } });

/** The merchants the caller may give a store to (a merchant gets itself; platform staff every one). */
export const useMerchants = () =>
  useQuery({
    queryKey: ['user', 'withRole', 'MERCHANT'],
    queryFn: () => getUsersWithRole('MERCHANT'),
    staleTime: 60_000,
  });

/** `GET /ums-user/subUser/<merchant>/STORE_MANAGER`: the store manager accounts below a merchant. */
export const useStoreManagersOf = (merchantId: number | undefined) =>
  useQuery({
    queryKey: ['user', 'subUsers', merchantId, 'STORE_MANAGER'],
    queryFn: () =>
      call(userEndpoints.subUsers, { params: { userId: merchantId!, roleCode: 'STORE_MANAGER' } }),
    enabled: merchantId !== undefined,
    staleTime: 60_000,
  });
