import { type TestRecord, testRecordResource } from '@skin/contract';
import { Button, ConfigProvider, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCascadeFilters } from '../../../components/cascade/use-cascade-filters';
import type { ExportSheet } from '../../../components/crud/export-excel';
import { formatDateTime } from '../../../components/crud/format-time';
import { onlyWhen } from '../../../components/crud/only-when';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import type { CrudColumn, FilterOf } from '../../../components/crud/types';
import type { MakeExport } from '../../../components/crud/use-export-list';
import { useNavigate } from '../../../lib/router';
import { makeTestExport } from '../api/export-tests';
import { ConsumerSearchSelect } from './consumer-search-select';
import { useLocalName } from './local-name';
import { CompanionField, ScoreRangeFilter, TestedRangeFilter } from './range-filters';
import { STORE_PATHS } from './store-paths';
import { useFaceNames } from './use-face-names';

type Props = {
  /** The one consumer whose tests are listed; without it, every test the user sees. */
  consumerId?: number;
  title: string;
};

/**
 * The test record list: filters, export (a column per dimension's score, `tests-<day>.xlsx`),
 * delete, and each row opening its report.
 */
export function TestRecordList({ consumerId, title }: Props) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const faceOf = useFaceNames();
  const nameOf = useLocalName();
  // The sheet's rows are the tests with their scores: more than the list's rows, read as them.
  const makeExport: MakeExport<TestRecord> = async (filters, base) =>
    (await makeTestExport(filters, base, nameOf)) as unknown as ExportSheet<TestRecord>;
  const columns: CrudColumn<TestRecord>[] = [
    { key: 'storeName', title: t('test.store') },
    { key: 'name', title: t('test.name') },
    {
      key: 'facePosition',
      title: t('test.facePosition'),
      render: (_, r) => faceOf(r.facePosition),
      exportValue: (r) => faceOf(r.facePosition),
    },
    { key: 'deviceModel', title: t('test.deviceModel') },
    { key: 'firmware', title: t('test.firmware') },
    { key: 'score', title: t('test.score') },
    { key: 'skinAge', title: t('test.skinAge') },
    {
      key: 'testedAt',
      title: t('test.testedAt'),
      render: formatDateTime,
      exportValue: (r) => formatDateTime(r.testedAt),
    },
  ];
  const cascade = useCascadeFilters({
    agent: t('test.agent'),
    merchant: t('test.merchant'),
    store: t('test.store'),
  });
  const filters: FilterOf<typeof testRecordResource>[] = [
    // One consumer's tests are of that consumer's store: no place to choose.
    ...(consumerId ? [] : cascade),
    ...onlyWhen(!consumerId, {
      name: 'consumerId',
      label: t('test.consumer'),
      render: <ConsumerSearchSelect />,
    }),
    { name: 'testedFrom', label: t('test.testedRange'), render: <TestedRangeFilter /> },
    { name: 'testedTo', label: '', render: <CompanionField /> },
    { name: 'scoreMin', label: t('test.scoreRange'), render: <ScoreRangeFilter /> },
    { name: 'scoreMax', label: '', render: <CompanionField /> },
  ];
  const empty = <Empty description={t('test.empty')} data-testid="test-records-empty" />;
  return (
    // The table's empty state is worded for tests (docs/product-rules.md, "Messages"); others keep antd's.
    <ConfigProvider
      renderEmpty={(name) => (name === 'Table' ? empty : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)}
    >
      <ResourceListPage
        def={testRecordResource}
        title={title}
        noun={t('test.noun')}
        columns={columns}
        filters={filters}
        fixedFilters={consumerId ? { consumerId } : undefined}
        makeExport={makeExport}
        rowActions={(r) => (
          <Button
            type="link"
            size="small"
            onClick={() => navigate(STORE_PATHS.testDetails(r.id))}
            data-testid="row-report"
          >
            {t('test.report')}
          </Button>
        )}
      />
    </ConfigProvider>
  );
}
