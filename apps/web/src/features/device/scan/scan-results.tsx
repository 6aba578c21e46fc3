import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanEntry } from './scan-queue';

type Props = { entries: readonly ScanEntry[]; onClear: () => void };

/** Every scan of this visit against its serial, newest first: accepted, refused (why), waiting. */
export const ScanResults = memo(function ScanResults({ entries, onClear }: Props) {
  const { t } = useTranslation('device');
  if (!entries.length) return null;
  const refused = entries.filter((e) => e.status === 'refused').length;
  const accepted = entries.filter((e) => e.status === 'accepted').length;
  const waiting = entries.length - refused - accepted;
  const columns: TableColumnsType<ScanEntry> = [
    { key: 'seq', dataIndex: 'seq', title: '#', width: 56 },
    {
      key: 'serial',
      dataIndex: 'serial',
      title: t('scan.serial'),
      render: (s: string) => <Typography.Text code>{s}</Typography.Text>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('scan.result'),
      render: (_: unknown, e) =>
        e.status === 'accepted' ? (
          <Tag color="success" icon={<CheckCircleFilled />}>
            {t('scan.accepted', { done: e.done })}
          </Tag>
        ) : e.status === 'refused' ? (
          <Space size={4} wrap>
            <Tag color="error" icon={<CloseCircleFilled />}>
              {t('scan.refused')}
            </Tag>
            <Typography.Text type="danger">{e.reason}</Typography.Text>
          </Space>
        ) : (
          <Tag icon={<LoadingOutlined />}>{t(e.status === 'sending' ? 'scan.sending' : 'scan.queued')}</Tag>
        ),
    },
  ];
  return (
    <Table<ScanEntry>
      rowKey="seq"
      size="small"
      columns={columns}
      dataSource={[...entries].reverse()}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      rowClassName={(e) => (e.status === 'refused' ? 'scan-row-refused' : '')}
      onRow={(e) =>
        ({ 'data-testid': 'scan-entry', 'data-status': e.status, 'data-serial': e.serial }) as never
      }
      title={() => (
        <Space wrap>
          <span data-testid="scan-summary">{t('scan.summary', { accepted, refused, waiting })}</span>
          <Button size="small" onClick={onClear} disabled={accepted + refused === 0}>
            {t('scan.clear')}
          </Button>
        </Space>
      )}
      data-testid="scan-results"
    />
  );
});
