import { type Option, userResource } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** `GET /ums-user/role/SALESMAN`: the salespeople the caller sees (a shipper's sign-in). */
export const getSalespeople = () => request<Option[]>('/ums-user/role/SALESMAN');

/** Salespeople for the shipper form's account picker. */
export const useSalespeople = () =>
  useQuery({ queryKey: [userResource.name, 'salespeople'], queryFn: getSalespeople, staleTime: 60_000 });
