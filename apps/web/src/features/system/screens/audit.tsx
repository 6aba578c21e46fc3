import { auditResource } from '@skin/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useSeededLabel } from '../../../lib/seeded-label';

type AuditEntry = z.infer<typeof auditResource.entity>;
const COLORS = { ok: 'green', denied: 'orange', failed: 'red' } as const;

/** `system/Audit`: sign-ins, refusals, permission changes and writes; read-only. */
export default function AuditScreen() {
  const { t } = useTranslation('system');
  const seeded = useSeededLabel();
  const outcomes = {
    ok: t('audit.outcomeOk'),
    denied: t('audit.outcomeDenied'),
    failed: t('audit.outcomeFailed'),
  };
  return (
    <ResourceListPage
      def={auditResource}
      title={t('audit.title')}
      noun={t('audit.noun')}
      columns={[
        { key: 'at', title: t('audit.at'), render: formatDateTime, exportValue: (a) => formatDateTime(a.at) },
        { key: 'actorName', title: t('audit.actor') },
        { key: 'action', title: t('audit.action'), render: seeded, exportValue: (a) => seeded(a.action) },
        { key: 'target', title: t('audit.target') },
        {
          key: 'outcome',
          title: t('audit.outcome'),
          render: (o: AuditEntry['outcome']) => <Tag color={COLORS[o]}>{outcomes[o]}</Tag>,
          exportValue: (a) => outcomes[a.outcome],
        },
        { key: 'ip', title: t('audit.ip') },
        {
          key: 'detail',
          title: t('audit.detail'),
          render: (d: string | null) => (
            <Typography.Text ellipsis={{ tooltip: d }} style={{ maxWidth: 320 }}>
              {d}
            </Typography.Text>
          ),
        },
      ]}
      filters={[
        { name: 'actorName', label: t('audit.actor') },
        { name: 'action', label: t('audit.action') },
        {
          name: 'outcome',
          label: t('audit.outcome'),
          input: 'select',
          options: Object.entries(outcomes).map(([value, label]) => ({ value, label })),
        },
      ]}
    />
  );
}
