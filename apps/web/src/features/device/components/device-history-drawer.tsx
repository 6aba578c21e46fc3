import type { Device, DeviceEvent } from '@skin/contract';
import { Drawer, Empty, Result, Skeleton, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { useDeviceHistory } from '../api/get-device-history';
import { DeviceStateTag } from './device-state-tag';
import { readableDetail } from './history-detail';
import { useHistoryWords } from './use-history-words';

type Props = { device: Device; onClose: () => void };

const COLORS: Record<string, string> = { returned: 'red', bound: 'green', disable: 'gray' };

/** The device's ledger as a timeline: what happened, who did it, when, and the state it moved between. */
export function DeviceHistoryDrawer({ device, onClose }: Props) {
  const { t } = useTranslation('device');
  const history = useDeviceHistory(device.id);
  const words = useHistoryWords();
  const item = (e: DeviceEvent) => ({
    key: e.id,
    color: COLORS[e.action] ?? 'blue',
    content: (
      <Space orientation="vertical" size={2} data-testid="history-entry">
        <Space wrap size={4}>
          <Typography.Text strong>{words.action(e.action)}</Typography.Text>
          {e.fromState ? <DeviceStateTag state={e.fromState} /> : null}
          {e.fromState && e.toState ? '→' : null}
          {e.toState && e.toState !== e.fromState ? <DeviceStateTag state={e.toState} /> : null}
        </Space>
        <Typography.Text type="secondary">
          {e.actorName ?? t('history.system')} · {formatDateTime(e.at)}
        </Typography.Text>
        {readableDetail(e.detail).map(([key, value]) => (
          <Typography.Text key={key} type="secondary">
            {words.detail(key)}: {value}
          </Typography.Text>
        ))}
      </Space>
    ),
  });
  return (
    <Drawer open size={480} title={t('history.title', { serial: device.serialNumber })} onClose={onClose}>
      {history.isPending ? (
        <Skeleton active />
      ) : history.isError ? (
        <Result status="warning" title={t('common.loadFailed')} subTitle={history.error.message} />
      ) : history.data.length ? (
        <Timeline items={history.data.map(item)} data-testid="device-history" />
      ) : (
        <Empty />
      )}
    </Drawer>
  );
}
