import type { DeviceEvent } from '@skin/contract';
import { Empty, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { DeviceStateTag } from './device-state-tag';
import { readableDetail } from './history-detail';
import { useHistoryWords } from './use-history-words';

const COLORS: Record<string, string> = { returned: 'red', bound: 'green', disable: 'gray' };

/** A device's ledger as a timeline: what happened, who did it, when, and the state it moved between. */
export function DeviceHistoryTimeline({ events }: { events: DeviceEvent[] }) {
  const { t } = useTranslation('device');
  const words = useHistoryWords();
  if (!events.length) return <Empty />;
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
  return <Timeline items={events.map(item)} data-testid="device-history" />;
}
