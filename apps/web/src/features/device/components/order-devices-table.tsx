import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { type OrderDevice, useOrderDevices } from '../api/order-calls';
import type { OrderKind } from '../api/order-kinds';
import { DeviceStateTag } from './device-state-tag';
import { useUnscanDialog } from './use-unscan-dialog';

/**
 * The devices scanned into an order so far, newest first; while the order is `open` (and the
 * user may scan), a mis-scanned one can be taken out.
 */
export function OrderDevicesTable({ kind, id, open }: { kind: OrderKind; id: number; open: boolean }) {
  const { t } = useTranslation('device');
  const devices = useOrderDevices(kind, id);
  const unscan = useUnscanDialog(kind, id);
  const columns: TableColumnsType<OrderDevice> = [
    { key: 'serialNumber', dataIndex: 'serialNumber', title: t('device.serialNumber') },
    { key: 'bluetoothName', dataIndex: 'bluetoothName', title: t('device.bluetoothName') },
    { key: 'firmwareVersion', dataIndex: 'firmwareVersion', title: t('device.firmware') },
    { key: 'batchNumber', dataIndex: 'batchNumber', title: t('device.batch') },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('device.state'),
      render: (state: string) => <DeviceStateTag state={state} />,
    },
    {
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      title: t('common.updatedAt'),
      render: (at: string) => formatDateTime(at),
    },
    { key: 'remark', dataIndex: 'remark', title: t('common.remark') },
  ];
  if (open)
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, d) => (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => unscan(d.serialNumber)}
          data-testid={`unscan-${d.serialNumber}`}
        >
          {t('order.unscan')}
        </Button>
      ),
    });
  return (
    <Table<OrderDevice>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...(devices.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))}
      loading={devices.isFetching}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      title={() => t('order.devices', { n: devices.data?.length ?? 0 })}
      locale={devices.isError ? { emptyText: t('common.loadFailed') } : undefined}
      data-testid="order-devices"
    />
  );
}
