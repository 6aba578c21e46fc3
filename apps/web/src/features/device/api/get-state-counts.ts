import { DEVICE_STATES, type Device, type DeviceState, deviceResource } from '@skin/contract';
import { useQueries } from '@tanstack/react-query';
import { getList } from '../../../components/crud/api/get-list';
import { deviceKeys } from './device-keys';

/** Every state, and '' for all devices. */
export const COUNTED = ['', ...DEVICE_STATES] as const;
export type CountedState = DeviceState | '';

/**
 * How many devices the caller sees in each state. No count route exists: one smallest page per
 * state, reading its total, is six tiny calls and needs nothing new on the server.
 */
export function useStateCounts(enabled: boolean): Partial<Record<CountedState, number>> {
  const results = useQueries({
    queries: COUNTED.map((state) => ({
      queryKey: deviceKeys.stateCount(state),
      queryFn: () =>
        getList<Device>(deviceResource, { pageNum: 1, pageSize: 5, ...(state ? { state } : {}) }),
      enabled,
    })),
  });
  const counts: Partial<Record<CountedState, number>> = {};
  COUNTED.forEach((state, i) => {
    const total = results[i].data?.total;
    if (total !== undefined) counts[state] = total;
  });
  return counts;
}
