import type { Device } from '@skin/contract';
import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { holderOf } from './device-holder';
import { DeviceStateTag } from './device-state-tag';

/** Who holds a device, in words: the store (and its merchant), the agent, or the platform's warehouse. */
function useHolderText(device: Device) {
  const { t } = useTranslation('device');
  const holder = holderOf(device);
  if (holder.kind === 'store')
    return holder.merchant
      ? t('lookup.storeOf', { store: holder.name, merchant: holder.merchant })
      : holder.name;
  return holder.kind === 'agent' ? holder.name : t('lookup.platform');
}

/** The device's own fields in a lookup: what it is, where it is in its life, who holds it. */
export function LookupDeviceSection({ device }: { device: Device }) {
  const { t } = useTranslation('device');
  const holder = useHolderText(device);
  const items: DescriptionsProps['items'] = [
    { key: 'serial', label: t('device.serialNumber'), children: device.serialNumber },
    { key: 'model', label: t('device.model'), children: device.model },
    { key: 'state', label: t('device.state'), children: <DeviceStateTag state={device.state} /> },
    {
      key: 'enabled',
      label: t('device.enabled'),
      children: (
        <Tag color={device.enabled ? 'green' : undefined} data-testid="lookup-enabled">
          {device.enabled ? t('device.on') : t('device.off')}
        </Tag>
      ),
    },
    { key: 'holder', label: t('lookup.holder'), children: <span data-testid="lookup-holder">{holder}</span> },
    { key: 'bluetooth', label: t('device.bluetoothName'), children: device.bluetoothName },
    { key: 'firmware', label: t('device.firmware'), children: device.firmwareVersion },
    { key: 'batch', label: t('device.batch'), children: device.batchNumber },
    { key: 'lastSeen', label: t('device.lastSeen'), children: formatDateTime(device.lastSeenAt) },
    { key: 'remark', label: t('common.remark'), children: device.remark },
  ];
  return <Descriptions size="small" column={1} bordered items={items} data-testid="lookup-device" />;
}
