import { HistoryOutlined } from '@ant-design/icons';
import type { Setting, SettingVersion } from '@skin/contract';
import { Button, type ButtonProps, Drawer, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { testIdProps } from '../../../components/crud/test-id';
import { useHasPermission } from '../../../components/permission/use-access';
import { useFeedback } from '../../../lib/use-feedback';
import { conflictOf, useRestoreSetting, useSettingDiff, useSettingVersions } from '../api/settings-api';
import { DiffTable } from './diff-table';
import { useSettingLabels } from './setting-labels';

const PAGE_SIZE = 10;

/**
 * A setting's versions, newest first. Choosing one shows what it changed from the version before;
 * "compare" takes any two. A version is restored after a confirmation, and the restore is itself
 * saved as the newest version.
 */
export function SettingHistoryDrawer({ setting, onClose }: { setting: Setting; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('crud');
  const labels = useSettingLabels();
  const { modal, message } = useFeedback();
  const mayRestore = useHasPermission(['system:setting:edit']);
  const [page, setPage] = useState(1);
  const versions = useSettingVersions(setting.id, page, PAGE_SIZE);
  const latest = page === 1 ? (versions.data?.list[0]?.version ?? setting.version) : setting.version;
  const [to, setTo] = useState<number>(setting.version);
  const [from, setFrom] = useState<number | undefined>(undefined);
  const diff = useSettingDiff(setting.id, to, from);
  const restore = useRestoreSetting();
  const choices = (versions.data?.list ?? []).map((v) => ({ value: v.version, label: `v${v.version}` }));

  const askRestore = (v: SettingVersion) =>
    modal.confirm({
      title: t('history.restoreTitle', { version: v.version }),
      content: t('history.restoreContent', { version: v.version, next: latest + 1 }),
      okText: tc('actions.ok'),
      cancelText: tc('actions.cancel'),
      okButtonProps: testIdProps<ButtonProps>('confirm-restore-ok'),
      onOk: () =>
        restore.mutateAsync({ id: setting.id, version: v.version, baseVersion: latest }).then(
          (saved) => {
            setPage(1);
            setFrom(undefined);
            setTo(saved.version);
          },
          (err: unknown) => {
            // Someone saved meanwhile: the list shows the newest now; the user looks again.
            void message.warning(conflictOf(err) ? t('conflict.title') : (err as Error).message);
            void versions.refetch();
          },
        ),
    });

  return (
    <Drawer
      open
      width={900}
      onClose={onClose}
      title={t('history.title', { name: setting.nameEn })}
      data-testid="setting-history"
      destroyOnHidden
    >
      <Table<SettingVersion>
        size="small"
        rowKey="version"
        loading={versions.isFetching}
        dataSource={versions.data?.list}
        rowClassName={(v) => (v.version === to ? 'ant-table-row-selected' : '')}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: versions.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        onRow={(v) => ({ 'data-testid': `version-${v.version}` }) as object}
        columns={[
          {
            key: 'version',
            title: t('history.version'),
            render: (_, v) => <Tag>v{v.version}</Tag>,
            width: 80,
          },
          { key: 'action', title: t('history.action'), render: (_, v) => labels.action(v) },
          { key: 'savedBy', title: t('history.savedBy'), dataIndex: 'savedBy' },
          { key: 'savedAt', title: t('history.savedAt'), render: (_, v) => formatDateTime(v.savedAt) },
          {
            key: 'actions',
            title: tc('columns.actions'),
            render: (_, v) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setFrom(undefined);
                    setTo(v.version);
                  }}
                  data-testid="version-diff"
                >
                  {t('history.showDiff')}
                </Button>
                {mayRestore && v.version !== latest ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<HistoryOutlined />}
                    onClick={() => askRestore(v)}
                    data-testid="version-restore"
                  >
                    {t('history.restore')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Flex align="center" gap={8} wrap style={{ margin: '16px 0 8px' }}>
        <Typography.Text strong data-testid="diff-title">
          {diff.data ? t('diff.title', { from: diff.data.from, to: diff.data.to }) : t('diff.choose')}
        </Typography.Text>
        <span style={{ flex: 1 }} />
        <Typography.Text>{t('diff.compare')}</Typography.Text>
        <Select
          style={{ width: 100 }}
          placeholder={t('diff.previous')}
          allowClear
          value={from}
          options={choices}
          onChange={(v: number | undefined) => setFrom(v)}
          data-testid="diff-from"
        />
        <Typography.Text>→</Typography.Text>
        <Select
          style={{ width: 100 }}
          value={to}
          options={choices}
          onChange={(v: number) => setTo(v)}
          data-testid="diff-to"
        />
      </Flex>
      {diff.data ? (
        <DiffTable changes={diff.data.changes} truncated={diff.data.truncated} testId="version-diff-table" />
      ) : null}
    </Drawer>
  );
}
