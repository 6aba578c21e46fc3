import { inputOrderEndpoints, type orderDevice, outputOrderEndpoints } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { resourceEndpoints } from '../../../components/crud/api/resource-endpoints';
import { call } from '../../../lib/endpoint-client';
import { deviceKeys } from './device-keys';
import { type AnyOrder, ORDER_KINDS, type OrderKind } from './order-kinds';

export type OrderDevice = z.infer<typeof orderDevice>;

/** The endpoints of each kind of order beyond the standard routes. */
const ORDER_ENDPOINTS = { input: inputOrderEndpoints, output: outputOrderEndpoints } as const;

/** `GET /<input|output>-order/id/<id>`: one order with its progress. */
export function useOrder(kind: OrderKind, id: number) {
  const { def } = ORDER_KINDS[kind];
  return useQuery({
    queryKey: deviceKeys.order(def.name, id),
    queryFn: (): Promise<AnyOrder> => call(resourceEndpoints(def).get, { params: { id } }),
  });
}

/** `GET /<input|output>-order/<id>/devices`: the devices scanned into the order. */
export function useOrderDevices(kind: OrderKind, id: number) {
  const { def } = ORDER_KINDS[kind];
  return useQuery({
    queryKey: deviceKeys.orderDevices(def.name, id),
    queryFn: () => call(ORDER_ENDPOINTS[kind].devices, { params: { id } }),
  });
}
