import { deviceResource, permissionOf } from '@skin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useHasPermission } from '../../../components/permission/use-access';
import { usePagination } from '../../../stores/pagination';
import type { CountedState } from '../api/get-state-counts';
import { StateBar } from '../components/state-bar';
import { useDeviceColumns } from '../components/use-device-columns';
import { useDeviceFilters } from '../components/use-device-filters';
import { useDeviceRowTools } from '../components/use-device-row-tools';

/** `device/DeviceState`: the devices by lifecycle state, with how many are in each. */
export default function DeviceStateScreen() {
  const { t } = useTranslation('device');
  const mayRead = useHasPermission([permissionOf(deviceResource, 'query')]);
  const [state, setState] = useState<CountedState>('');
  const columns = useDeviceColumns();
  const filters = useDeviceFilters({ state: false, cascade: 'full' });
  const tools = useDeviceRowTools();
  return (
    <>
      <ResourceListPage
        def={deviceResource}
        title={t('deviceState.title')}
        noun={t('device.noun')}
        columns={columns}
        filters={filters}
        fixedFilters={state ? { state } : undefined}
        toolbarExtra={() => (
          <StateBar
            value={state}
            enabled={mayRead}
            onChange={(next) => {
              // Another state is another list: start it at its first page.
              usePagination.getState().resetPage();
              setState(next);
            }}
          />
        )}
        rowActions={tools.rowActions}
      />
      {tools.dialogs}
    </>
  );
}
