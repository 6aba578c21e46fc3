import { userEndpoints, userResource } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** `GET /ums-user/role/SALESMAN`: the salespeople the caller sees (a shipper's sign-in). */
export const getSalespeople = () => call(userEndpoints.withRole, { params: { roleCode: 'SALESMAN' } });

/** Salespeople for the shipper form's account picker. */
export const useSalespeople = () =>
  useQuery({ queryKey: [userResource.name, 'salespeople'], queryFn: getSalespeople, staleTime: 60_000 });
