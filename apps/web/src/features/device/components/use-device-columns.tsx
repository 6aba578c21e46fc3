import { type Device, deviceResource } from '@skin/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { verbPermission } from '../../../components/crud/state-permission';
import type { CrudColumn } from '../../../components/crud/types';
import { useCan } from '../../../components/permission/use-access';
import { formatTimeAgo } from '../../../lib/format';
import { DeviceEnabledSwitch } from './device-enabled-switch';
import { StateTag } from './device-state-tag';
import { useDeviceStates } from './device-states';

/** The columns of the device screens, from the serial number to the last time the device reported. */
export function useDeviceColumns(): CrudColumn<Device>[] {
  const { t, i18n } = useTranslation('device');
  const can = useCan();
  const { labelOf } = useDeviceStates();
  const mayEnable = can(verbPermission(deviceResource, 'enable'));
  const language = i18n.language;
  return useMemo(() => {
    const onOff = (on: boolean) => (on ? t('device.on') : t('device.off'));
    return [
      { key: 'serialNumber', title: t('device.serialNumber'), fixed: 'start' },
      { key: 'batchNumber', title: t('device.batch') },
      { key: 'model', title: t('device.model') },
      { key: 'firmwareVersion', title: t('device.firmware') },
      { key: 'bluetoothName', title: t('device.bluetoothName') },
      {
        key: 'state',
        title: t('device.state'),
        render: (state: string) => <StateTag state={state} label={labelOf(state)} />,
        exportValue: (d) => labelOf(d.state),
      },
      {
        key: 'enabled',
        title: t('device.enabled'),
        render: (_, d) =>
          mayEnable ? (
            <DeviceEnabledSwitch device={d} />
          ) : (
            <Tag color={d.enabled ? 'green' : undefined}>{onOff(d.enabled)}</Tag>
          ),
        exportValue: (d) => onOff(d.enabled),
      },
      { key: 'agentName', title: t('device.agent') },
      { key: 'merchantName', title: t('device.merchant') },
      { key: 'storeName', title: t('device.store') },
      { key: 'storeManager', title: t('device.storeManager') },
      { key: 'phone', title: t('device.phone') },
      {
        key: 'lastSeenAt',
        title: t('device.lastSeen'),
        render: (at: string | null) =>
          at ? <span title={formatDateTime(at)}>{formatTimeAgo(new Date(at), language)}</span> : null,
        exportValue: (d) => formatDateTime(d.lastSeenAt),
      },
      { key: 'remark', title: t('common.remark') },
    ];
  }, [t, language, labelOf, mayEnable]);
}
