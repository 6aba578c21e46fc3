import type { DeviceState } from '@skin/contract';
import { Tag } from 'antd';
import { STATE_COLORS, useDeviceStates } from './device-states';

/** A device's place in its lifecycle as a coloured tag. */
export function DeviceStateTag({ state }: { state: string }) {
  const { labelOf } = useDeviceStates();
  return (
    <Tag color={STATE_COLORS[state as DeviceState]} data-testid="device-state">
      {labelOf(state)}
    </Tag>
  );
}
