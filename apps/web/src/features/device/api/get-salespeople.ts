import type { Option } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** `GET /ums-user/role/SALESMAN`: the salespeople the caller sees (a shipper's sign-in). */
export const getSalespeople = () => request<Option[]>('/ums-user/role/SALESMAN');

/** Salespeople for the shipper form's account picker. */
export const useSalespeople = () =>
  useQuery({ queryKey: [...deviceKeys.agents(), 'salespeople'], queryFn: getSalespeople, staleTime: 60_000 });
