import { deviceTypeResource, type Option } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import type { FilterSpec } from '../../../components/crud/types';
import { useCan } from '../../../components/permission/use-access';
import { useCurrentUser } from '../../../lib/current-user';
import { useAgents } from '../api/get-agents';
import { useMerchantsBelow } from '../api/get-sub-users';
import { CascadeFilter } from './cascade-filter';
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
export function useDeviceFilters({ state = true, cascade }: Options): FilterSpec[] {
  const { t } = useTranslation('device');
  const can = useCan();
  const me = useCurrentUser();
  const states = useDeviceStates();
  const types = useResourceOptions(deviceTypeResource, can('business:device-type:query'));
  const agents = useAgents(can('system:user:query'));
  const merchants = useMerchantsBelow(cascade === 'full' ? me.id : undefined);
  return useMemo(() => {
    const others = (list?: Option[]) => (list ?? []).some((o) => o.id !== me.id);
    const filters: FilterSpec[] = [{ name: 'serialNumber', label: t('device.serialNumber') }];
    if (types.data?.length)
      filters.push({
        name: 'deviceTypeId',
        label: t('device.model'),
        input: 'select',
        options: types.data.map((o) => ({ value: o.id, label: o.label })),
      });
    if (state)
      filters.push({ name: 'state', label: t('device.state'), input: 'select', options: states.options });
    if (cascade === 'full')
      filters.push({
        name: 'enabled',
        label: t('device.enabled'),
        input: 'select',
        options: [
          { value: 'true', label: t('device.on') },
          { value: 'false', label: t('device.off') },
        ],
      });
    if (others(agents.data))
      filters.push({ name: 'agentId', label: t('device.agent'), render: <CascadeFilter level="agentId" /> });
    if (cascade === 'full' && others(merchants.data))
      filters.push({
        name: 'merchantId',
        label: t('device.merchant'),
        render: <CascadeFilter level="merchantId" />,
      });
    if (cascade === 'full')
      filters.push({ name: 'storeId', label: t('device.store'), render: <CascadeFilter level="storeId" /> });
    return filters;
  }, [t, me.id, state, cascade, states.options, types.data, agents.data, merchants.data]);
}
