import { RollbackOutlined } from '@ant-design/icons';
import { deviceResource } from '@skin/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useHasPermission } from '../../../components/permission/use-access';
import { useDeviceFilters } from '../components/use-device-filters';
import { useReturnDevice } from '../components/use-return-device';

// Devices issued to an agent and not yet bound to a store: the agent's stock.
const IN_AGENT_STOCK = { state: 'shipped' };

/** `device/StockDetail`: what each agent holds in stock, each device returnable after confirmation. */
export default function StockDetailScreen() {
  const { t } = useTranslation('device');
  const filters = useDeviceFilters({ state: false, cascade: 'agent' });
  const confirmReturn = useReturnDevice();
  const mayReturn = useHasPermission([deviceResource.extra.returnToFactory]);
  return (
    <ResourceListPage
      def={deviceResource}
      title={t('stock.title')}
      noun={t('device.noun')}
      fixedFilters={IN_AGENT_STOCK}
      columns={[
        { key: 'serialNumber', title: t('device.serialNumber') },
        { key: 'model', title: t('device.model') },
        { key: 'agentName', title: t('device.agent') },
        { key: 'bluetoothName', title: t('device.bluetoothName') },
        { key: 'firmwareVersion', title: t('device.firmware') },
        { key: 'batchNumber', title: t('device.batch') },
        {
          // When the device entered the agent's stock (its ledger), not its last edit.
          key: 'heldSince',
          title: t('stock.since'),
          render: formatDateTime,
          exportValue: (d) => formatDateTime(d.heldSince),
        },
        { key: 'remark', title: t('common.remark') },
      ]}
      filters={filters}
      rowActions={
        mayReturn
          ? (device) => (
              <Button
                type="link"
                size="small"
                danger
                icon={<RollbackOutlined />}
                onClick={() => confirmReturn(device)}
                data-testid={`stock-return-${device.serialNumber}`}
              >
                {t('device.return')}
              </Button>
            )
          : undefined
      }
    />
  );
}
