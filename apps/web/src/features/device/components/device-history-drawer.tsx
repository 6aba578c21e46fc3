import type { Device } from '@skin/contract';
import { Drawer, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeviceHistory } from '../api/get-device-history';
import { DeviceHistoryTimeline } from './device-history-timeline';

type Props = { device: Device; onClose: () => void };

/** The device's ledger in a drawer beside its list row. */
export function DeviceHistoryDrawer({ device, onClose }: Props) {
  const { t } = useTranslation('device');
  const history = useDeviceHistory(device.id);
  return (
    <Drawer open size={480} title={t('history.title', { serial: device.serialNumber })} onClose={onClose}>
      {history.isPending ? (
        <Skeleton active />
      ) : history.isError ? (
        <Result status="warning" title={t('common.loadFailed')} subTitle={history.error.message} />
      ) : (
        <DeviceHistoryTimeline events={history.data} />
      )}
    </Drawer>
  );
}
