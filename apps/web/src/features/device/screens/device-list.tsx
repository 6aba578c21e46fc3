import { type Device, deviceResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useDeviceColumns } from '../components/use-device-columns';
import { useDeviceFilters } from '../components/use-device-filters';
import { useDeviceRowTools } from '../components/use-device-row-tools';

/** `device/DeviceList`: every device the caller sees, with its lifecycle actions and ledger. */
export default function DeviceListScreen() {
  const { t } = useTranslation('device');
  const columns = useDeviceColumns();
  const filters = useDeviceFilters({ cascade: 'full' });
  const tools = useDeviceRowTools();
  return (
    <>
      <ResourceListPage<Device>
        def={deviceResource}
        title={t('device.title')}
        noun={t('device.noun')}
        columns={columns}
        filters={filters}
        form={[
          { name: 'bluetoothName', label: t('device.bluetoothName') },
          { name: 'remark', label: t('common.remark'), input: 'textarea' },
        ]}
        rowActions={tools.rowActions}
      />
      {tools.dialogs}
    </>
  );
}
