import { deviceResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useCan } from '../../../components/permission/use-access';
import { BULK_DEVICE_PERMISSIONS, BulkDeviceToolbar } from '../components/bulk-device-toolbar';
import { SerialLookupBox } from '../components/serial-lookup-box';
import { useDeviceColumns } from '../components/use-device-columns';
import { useDeviceFilters } from '../components/use-device-filters';
import { useDeviceRowTools } from '../components/use-device-row-tools';

/** `device/DeviceList`: every device the caller sees, with its lifecycle actions and ledger. */
export default function DeviceListScreen() {
  const { t } = useTranslation('device');
  const columns = useDeviceColumns();
  const filters = useDeviceFilters({ cascade: 'full' });
  const tools = useDeviceRowTools();
  const can = useCan();
  const mayBulk = BULK_DEVICE_PERMISSIONS.some(can);
  return (
    <>
      <SerialLookupBox />
      <ResourceListPage
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
        bulkActions={
          mayBulk ? (rows, clear) => <BulkDeviceToolbar selected={rows} onClear={clear} /> : undefined
        }
      />
      {tools.dialogs}
    </>
  );
}
