import { deviceEndpoints } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { deviceKeys } from './device-keys';

/** `GET /device/lookup`: the device with this exact serial number and the parts of its life the caller sees. */
export const getDeviceLookup = (serialNumber: string) =>
  call(deviceEndpoints.lookup, { query: { serialNumber } }, { quiet: true });

/** The lookup of one serial number, for the drawer (its refusal is shown there, not as a red message). */
export const useDeviceLookup = (serialNumber: string) =>
  useQuery({
    queryKey: deviceKeys.lookup(serialNumber),
    queryFn: () => getDeviceLookup(serialNumber),
    retry: false,
  });
