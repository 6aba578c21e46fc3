import type { Option } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** `GET /ums-user/role/<code>`: the users the caller sees whose role has this code. */
export const getUsersWithRole = (roleCode: string) => request<Option[]>(`/ums-user/role/${roleCode}`);

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
    queryFn: () => request<Option[]>(`/ums-user/subUser/${merchantId}/STORE_MANAGER`),
    enabled: merchantId !== undefined,
    staleTime: 60_000,
  });
