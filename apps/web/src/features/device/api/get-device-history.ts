import { deviceEndpoints } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { deviceKeys } from './device-keys';

/** `GET /device/<id>/history`: the device's ledger, oldest first. */
export const getDeviceHistory = (id: number) => call(deviceEndpoints.history, { params: { id } });

/** The ledger of one device, for the history drawer. */
export const useDeviceHistory = (id: number) =>
  useQuery({ queryKey: deviceKeys.history(id), queryFn: () => getDeviceHistory(id) });
