import type { DeviceState } from '@skin/contract';
import { Tag } from 'antd';
import { STATE_COLORS, useDeviceStates } from './device-states';

/**
 * A device's place in its lifecycle as a coloured tag, named by the caller: a table names its
 * rows' states from the labels it read once, so a row that scrolls into view reads no translations.
 */
export function StateTag({ state, label }: { state: string; label: string }) {
  return (
    <Tag color={STATE_COLORS[state as DeviceState]} data-testid="device-state">
      {label}
    </Tag>
  );
}

/** A device's place in its lifecycle as a coloured tag. */
export function DeviceStateTag({ state }: { state: string }) {
  const { labelOf } = useDeviceStates();
  return <StateTag state={state} label={labelOf(state)} />;
}
