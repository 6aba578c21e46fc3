import type { ConsumerTest, ScoredDimension } from '@skin/contract';
import { Alert, Col, Empty, Row, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { useTestReport } from '../api/get-test-report';
import { ReportImages } from './report-images';
import { ScoreChanges } from './score-changes';

type Props = { tests: ConsumerTest[]; dimensions: ScoredDimension[] };

/** Two chosen visits: the score change per dimension, then their photos side by side. */
export function VisitCompare({ tests, dimensions }: Props) {
  const { t } = useTranslation('store');
  const [left, setLeft] = useState(tests.at(0)?.id);
  const [right, setRight] = useState(tests.at(-1)?.id);
  const options = tests.map((x) => ({ value: x.id, label: `${formatDateTime(x.testedAt)} (${x.score})` }));
  const visit = (id?: number) => tests.find((x) => x.id === id);
  const [a, b] = [visit(left), visit(right)];
  return (
    <>
      <Row gutter={16}>
        {[
          [left, setLeft],
          [right, setRight],
        ].map(([value, set], i) => (
          <Col key={i === 0 ? 'left' : 'right'} xs={24} md={12}>
            <Select
              value={value as number | undefined}
              onChange={set as (v: number) => void}
              options={options}
              placeholder={t('consumer.chooseVisit')}
              style={{ width: '100%', marginBottom: 12 }}
              data-testid={`compare-pick-${i === 0 ? 'left' : 'right'}`}
            />
          </Col>
        ))}
      </Row>
      {a && b && a.id !== b.id ? (
        <ScoreChanges visits={[a, b]} dimensions={dimensions} />
      ) : (
        <Alert type="info" showIcon message={t('consumer.compareSame')} />
      )}
      <Row gutter={16} style={{ marginTop: 16 }}>
        {[left, right].map((id, i) => (
          <Col
            key={i === 0 ? 'left' : 'right'}
            xs={24}
            md={12}
            data-testid={`compare-${i === 0 ? 'left' : 'right'}`}
          >
            <VisitImages id={id} />
          </Col>
        ))}
      </Row>
    </>
  );
}

function VisitImages({ id }: { id?: number }) {
  const report = useTestReport(id ?? 0);
  if (!id) return <Empty />;
  if (report.isPending) return <Skeleton active />;
  if (report.isError) return <Empty description={report.error.message} />;
  return <ReportImages images={report.data.images} />;
}
