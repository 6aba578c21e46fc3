import type { SettingChange } from '@skin/contract';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingLabels } from './setting-labels';

const COLORS: Record<SettingChange['kind'], string> = { added: 'green', removed: 'red', changed: 'blue' };

/** A value as the difference shows it: whole, in a monospace block that wraps. */
function Value({ text }: { text: string | null }) {
  if (text == null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <code
      style={{
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
        display: 'block',
        maxHeight: 160,
        overflow: 'auto',
      }}
    >
      {text}
    </code>
  );
}

/** The changes from one version to another: the field or JSON path, the kind, old and new values. */
export function DiffTable({
  changes,
  truncated,
  testId,
}: {
  changes: SettingChange[];
  truncated?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('settings');
  const labels = useSettingLabels();
  return (
    <div data-testid={testId}>
      <Table<SettingChange>
        size="small"
        rowKey={(c) => `${c.kind}:${c.path}`}
        pagination={false}
        dataSource={changes}
        locale={{ emptyText: t('diff.none') }}
        scroll={{ y: 320 }}
        columns={[
          {
            key: 'path',
            title: t('diff.field'),
            width: '28%',
            render: (_, c) => <span data-testid="diff-path">{labels.field(c.path)}</span>,
          },
          {
            key: 'kind',
            title: t('diff.kind'),
            width: 90,
            render: (_, c) => <Tag color={COLORS[c.kind]}>{labels.kind(c.kind)}</Tag>,
          },
          { key: 'before', title: t('diff.before'), render: (_, c) => <Value text={c.before} /> },
          { key: 'after', title: t('diff.after'), render: (_, c) => <Value text={c.after} /> },
        ]}
      />
      {truncated ? <Typography.Text type="secondary">{t('diff.truncated')}</Typography.Text> : null}
    </div>
  );
}
