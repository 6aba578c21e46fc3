import type { ReportChange } from '@skin/contract';
import { Alert, Button, type ButtonProps, Empty, Modal, Popconfirm, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { testIdProps } from '../../../components/crud/test-id';
import { useFeedback } from '../../../lib/use-feedback';
import { useRemakeReport, useReportChanges } from '../api/report-changes';

/** The label of each kind of difference (named in full, so the catalogues' check sees each key). */
const WHAT_LABEL: Record<ReportChange['what'], string> = {
  dimension: 'report.changes.field.dimension',
  level: 'report.changes.field.level',
  solution: 'report.changes.field.solution',
  introduction: 'report.changes.field.introduction',
  impact: 'report.changes.field.impact',
  improve: 'report.changes.field.improve',
  goods: 'report.changes.field.goods',
  plans: 'report.changes.field.plans',
};

interface Props {
  testId: number;
  open: boolean;
  onClose: () => void;
  /** The viewer may replace the kept report (`business:test-record:remake-report`). */
  mayRemake: boolean;
}

/**
 * A kept report against the one today's knowledge base would make (docs/skin-tests.md, "Reports
 * kept as made"): each difference, and, for those who may, the report replaced with today's.
 */
export function ReportChangesDialog({ testId, open, onClose, mayRemake }: Props) {
  const { t } = useTranslation('store');
  const { message } = useFeedback();
  const changes = useReportChanges(testId, open);
  const remake = useRemakeReport(testId);
  const rows = changes.data?.changes ?? [];
  const shown = (value: string | null, change: ReportChange) =>
    value ?? (change.what === 'dimension' ? t('report.changes.notListed') : t('report.changes.none'));
  const footer = [
    <Button key="close" onClick={onClose}>
      {t('report.changes.close')}
    </Button>,
    mayRemake && rows.length ? (
      <Popconfirm
        key="remake"
        title={t('report.changes.remakeConfirm')}
        okText={t('report.changes.remake')}
        okButtonProps={testIdProps<ButtonProps>('report-remake-ok')}
        onConfirm={() =>
          remake.mutateAsync().then(() => {
            void message.success(t('report.changes.remade'));
            onClose();
          })
        }
      >
        <Button type="primary" loading={remake.isPending} data-testid="report-remake">
          {t('report.changes.remake')}
        </Button>
      </Popconfirm>
    ) : null,
  ];
  return (
    <Modal
      open={open}
      title={t('report.changes.title')}
      onCancel={onClose}
      footer={footer}
      width={880}
      destroyOnHidden
      data-testid="report-changes"
    >
      {changes.isPending ? (
        <Skeleton active />
      ) : changes.isError ? (
        <Alert type="error" showIcon title={changes.error.message} />
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('report.changes.madeAt', { at: formatDateTime(changes.data.madeAt) })}
          />
          {rows.length ? (
            <Table<ReportChange>
              size="small"
              pagination={false}
              rowKey={(c) => `${c.diseaseId}-${c.what}`}
              dataSource={rows}
              data-testid="report-change-rows"
              columns={[
                { key: 'name', title: t('report.changes.dimension'), dataIndex: 'name', width: 140 },
                {
                  key: 'what',
                  title: t('report.changes.what'),
                  width: 160,
                  render: (_, c) => t(WHAT_LABEL[c.what]),
                },
                { key: 'before', title: t('report.changes.before'), render: (_, c) => shown(c.before, c) },
                { key: 'after', title: t('report.changes.after'), render: (_, c) => shown(c.after, c) },
              ]}
            />
          ) : (
            <Empty description={t('report.changes.same')} data-testid="report-changes-none" />
          )}
        </>
      )}
    </Modal>
  );
}
