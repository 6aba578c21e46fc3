import { type deviceResource, deviceTypeResource, permissionOf } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCascadeFilters } from '../../../components/cascade/use-cascade-filters';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import type { FilterOf } from '../../../components/crud/types';
import { useCan } from '../../../components/permission/use-access';
import { useDeviceStates } from './device-states';

type Options = {
  /** The state filter (the device state screen has its own state bar instead). */
  state?: boolean;
  /** The whole agent -> merchant -> store cascade, or the agent alone (stock detail). */
  cascade: 'full' | 'agent';
};

/**
 * The filters of the device screens. An agent or merchant level appears only when the caller
 * sees someone there besides itself: an agent has no use for an agent filter naming only itself.
 */
export function useDeviceFilters({
  state = true,
  cascade: levels,
}: Options): FilterOf<typeof deviceResource>[] {
  const { t } = useTranslation('device');
  const can = useCan();
  const states = useDeviceStates();
  const types = useResourceOptions(deviceTypeResource, can(permissionOf(deviceTypeResource, 'query')));
  const cascade = useCascadeFilters(
    { agent: t('device.agent'), merchant: t('device.merchant'), store: t('device.store') },
    levels,
  );
  return useMemo(() => {
    const filters: FilterOf<typeof deviceResource>[] = [
      { name: 'serialNumber', label: t('device.serialNumber') },
    ];
    if (types.data?.length)
      filters.push({
        name: 'deviceTypeId',
        label: t('device.model'),
        input: 'select',
        options: types.data.map((o) => ({ value: o.id, label: o.label })),
      });
    if (state)
      filters.push({ name: 'state', label: t('device.state'), input: 'select', options: states.options });
    if (levels === 'full')
      filters.push({
        name: 'enabled',
        label: t('device.enabled'),
        input: 'select',
        options: [
          { value: 'true', label: t('device.on') },
          { value: 'false', label: t('device.off') },
        ],
      });
    filters.push(...cascade);
    return filters;
  }, [t, state, levels, states.options, types.data, cascade]);
}
