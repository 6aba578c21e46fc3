import type { DeviceLookup } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** `GET /device/lookup`: the device with this exact serial number and the parts of its life the caller sees. */
export const getDeviceLookup = (serialNumber: string) =>
  request<DeviceLookup>('/device/lookup', { params: { serialNumber }, quiet: true });

/** The lookup of one serial number, for the drawer (its refusal is shown there, not as a red message). */
export const useDeviceLookup = (serialNumber: string) =>
  useQuery({
    queryKey: deviceKeys.lookup(serialNumber),
    queryFn: () => getDeviceLookup(serialNumber),
    retry: false,
  });
