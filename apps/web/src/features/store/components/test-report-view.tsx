import type { TestReport } from '@skin/contract';
import { Descriptions, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ReportImages } from './report-images';
import { ReportProblem } from './report-problem';

/** The report of one test as shown and printed: who, when, the scores, photos and advice. */
export function TestReportView({ report }: { report: TestReport }) {
  const { t } = useTranslation('store');
  const { test, consumer } = report;
  return (
    <div className="report-print" data-testid="test-report">
      <Flex gap={32} wrap align="center">
        <Statistic title={t('report.score')} value={test.score} valueStyle={{ fontSize: 48 }} />
        <Statistic title={t('test.skinAge')} value={test.skinAge ?? '-'} />
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'name', label: t('test.name'), children: consumer.name },
            { key: 'phone', label: t('consumer.phone'), children: consumer.phone },
            { key: 'store', label: t('test.store'), children: test.storeName },
            { key: 'time', label: t('test.testedAt'), children: formatDateTime(test.testedAt) },
            { key: 'device', label: t('test.deviceModel'), children: test.deviceModel ?? '-' },
            { key: 'firmware', label: t('test.firmware'), children: test.firmware ?? '-' },
            { key: 'made', label: t('report.madeAt'), children: formatDateTime(report.madeAt) },
          ]}
        />
      </Flex>
      <Typography.Title level={4}>{t('report.images')}</Typography.Title>
      <ReportImages images={report.images} />
      <Typography.Title level={4}>{t('report.problems')}</Typography.Title>
      <Flex vertical gap={12}>
        {report.problems.map((p) => (
          <ReportProblem key={p.diseaseId} problem={p} />
        ))}
      </Flex>
    </div>
  );
}
