import type { orderDevice } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';
import { type AnyOrder, ORDER_KINDS, type OrderKind } from './order-kinds';

export type OrderDevice = z.infer<typeof orderDevice>;

/** `GET /<input|output>-order/id/<id>`: one order with its progress. */
export function useOrder(kind: OrderKind, id: number) {
  const { def } = ORDER_KINDS[kind];
  return useQuery({
    queryKey: deviceKeys.order(def.name, id),
    queryFn: () => request<AnyOrder>(`/${def.path}/id/${id}`),
  });
}

/** `GET /<input|output>-order/<id>/devices`: the devices scanned into the order. */
export function useOrderDevices(kind: OrderKind, id: number) {
  const { def } = ORDER_KINDS[kind];
  return useQuery({
    queryKey: deviceKeys.orderDevices(def.name, id),
    queryFn: () => request<OrderDevice[]>(`/${def.path}/${id}/devices`),
  });
}
