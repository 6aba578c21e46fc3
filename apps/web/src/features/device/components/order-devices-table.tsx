import { Button, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { type OrderDevice, useOrderDevices } from '../api/order-calls';
import type { OrderKind } from '../api/order-kinds';
import { StateTag } from './device-state-tag';
import { useDeviceStates } from './device-states';
import { useUnscanDialog } from './use-unscan-dialog';

/** Height of the scrolling body: about 14 small rows. */
const BODY_HEIGHT = 480;

/**
 * The devices scanned into an order so far, newest first; while the order is `open` (and the
 * user may scan), a mis-scanned one can be taken out. One virtualized list of all of them (an
 * order holds up to MAX_ORDER_QUANTITY = 10,000): only the rows in view are in the DOM, so every
 * column has a fixed width.
 */
export function OrderDevicesTable({ kind, id, open }: { kind: OrderKind; id: number; open: boolean }) {
  const { t } = useTranslation('device');
  const devices = useOrderDevices(kind, id);
  const unscan = useUnscanDialog(kind, id);
  const { labelOf } = useDeviceStates();
  const rows = useMemo(
    () => [...(devices.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    [devices.data],
  );
  const columns = useMemo(() => {
    const list: TableColumnsType<OrderDevice> = [
      { key: 'serialNumber', dataIndex: 'serialNumber', title: t('device.serialNumber'), width: 170 },
      { key: 'bluetoothName', dataIndex: 'bluetoothName', title: t('device.bluetoothName'), width: 150 },
      { key: 'firmwareVersion', dataIndex: 'firmwareVersion', title: t('device.firmware'), width: 110 },
      { key: 'batchNumber', dataIndex: 'batchNumber', title: t('device.batch'), width: 130 },
      {
        key: 'state',
        dataIndex: 'state',
        title: t('device.state'),
        width: 150,
        render: (state: string) => <StateTag state={state} label={labelOf(state)} />,
      },
      {
        key: 'updatedAt',
        dataIndex: 'updatedAt',
        title: t('common.updatedAt'),
        width: 170,
        render: (at: string) => formatDateTime(at),
      },
      { key: 'remark', dataIndex: 'remark', title: t('common.remark'), width: 200, ellipsis: true },
    ];
    if (open)
      list.push({
        key: 'actions',
        title: t('common.actions'),
        width: 110,
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
    return list;
  }, [t, open, unscan, labelOf]);
  const width = useMemo(() => columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0), [columns]);
  return (
    <Table<OrderDevice>
      virtual
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={devices.isFetching}
      pagination={false}
      scroll={{ x: width, y: BODY_HEIGHT }}
      title={() => t('order.devices', { n: devices.data?.length ?? 0 })}
      locale={devices.isError ? { emptyText: t('common.loadFailed') } : undefined}
      data-testid="order-devices"
    />
  );
}
