import { DEVICE_STATES, type DeviceState } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Tag colours along the lifecycle: grey printed, blue in stock, orange issued, green bound, red returned. */
export const STATE_COLORS: Record<DeviceState, string> = {
  printed: 'default',
  in_stock: 'blue',
  shipped: 'orange',
  bound: 'green',
  returned: 'red',
};

/** The device states in the user's language, and as select options. */
export function useDeviceStates() {
  const { t } = useTranslation('device');
  return useMemo(() => {
    const labels: Record<DeviceState, string> = {
      printed: t('state.printed'),
      in_stock: t('state.inStock'),
      shipped: t('state.shipped'),
      bound: t('state.bound'),
      returned: t('state.returned'),
    };
    const options = DEVICE_STATES.map((value) => ({ value, label: labels[value] }));
    /** A state as read from the server; an unknown one is shown as sent. */
    const labelOf = (state: string) => labels[state as DeviceState] ?? state;
    return { labels, options, labelOf };
  }, [t]);
}
