import { formatPhone } from '@skin/contract';
import { Card, Descriptions, Empty, Result, Skeleton, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { Link, useParams } from '../../../lib/router';
import { useConsumer, useConsumerProblems, useConsumerTests } from '../api/get-consumer';
import { ConsumerProblems } from '../components/consumer-problems';
import { ScoreTrends } from '../components/score-trend-chart';
import { STORE_PATHS } from '../components/store-paths';
import { useConsumerChoices } from '../components/use-consumer-choices';
import { VisitCompare } from '../components/visit-compare';

/**
 * `store/ConsumerDetails` at /consumerDetails/:id: a consumer's profile, problems to improve, test
 * history, score trends and two visits compared.
 */
export default function ConsumerDetailsScreen() {
  const { t } = useTranslation('store');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const consumer = useConsumer(valid ? id : 0);
  const tests = useConsumerTests(valid ? id : 0);
  const problems = useConsumerProblems(valid ? id : 0);
  const choices = useConsumerChoices();
  const title = t('consumer.detailTitle');
  if (!valid)
    return (
      <Card title={title}>
        <Result status="info" title={t('consumer.choose')} />
      </Card>
    );
  if (consumer.isPending)
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  if (consumer.isError)
    return (
      <Card title={title}>
        <Result status="warning" title={consumer.error.message} />
      </Card>
    );
  const c = consumer.data;
  const history = tests.data?.tests ?? [];
  const dimensions = tests.data?.dimensions ?? [];
  const problemIds = problems.data?.latest?.problems.map((p) => p.diseaseId) ?? [];
  return (
    <>
      <Card title={`${title}: ${c.name}`}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'store', label: t('consumer.store'), children: c.storeName },
            { key: 'phone', label: t('consumer.phone'), children: formatPhone(c.phone, c.storeCountry) },
            { key: 'sex', label: t('consumer.sex'), children: choices.sexOf(c) },
            { key: 'email', label: t('consumer.email'), children: c.email },
            { key: 'birthday', label: t('consumer.birthday'), children: c.birthday },
            { key: 'marital', label: t('consumer.maritalStatus'), children: choices.maritalOf(c) },
            { key: 'children', label: t('consumer.hasChildren'), children: choices.answerOf(c.hasChildren) },
            {
              key: 'beauty',
              label: t('consumer.hadMedicalBeauty'),
              children: choices.answerOf(c.hadMedicalBeauty),
            },
            { key: 'career', label: t('consumer.career'), children: c.career },
            { key: 'area', label: t('consumer.area'), children: c.area },
            { key: 'address', label: t('consumer.address'), children: c.address },
            { key: 'created', label: t('consumer.registeredAt'), children: formatDateTime(c.createdAt) },
            { key: 'count', label: t('consumer.testCount'), children: c.testCount },
            { key: 'remark', label: t('consumer.remark'), children: c.remark },
          ]}
        />
      </Card>
      <Card title={t('consumer.problems')} style={{ marginTop: 16 }} data-testid="consumer-problems">
        <ConsumerProblems problems={problems.data} error={problems.error} />
      </Card>
      <Card title={t('consumer.history')} style={{ marginTop: 16 }}>
        {tests.isPending ? (
          <Skeleton active />
        ) : history.length === 0 ? (
          <Empty description={t('test.empty')} />
        ) : (
          <Timeline
            items={[...history].reverse().map((x) => ({
              key: x.id,
              content: (
                <Link to={STORE_PATHS.testDetails(x.id)}>
                  {formatDateTime(x.testedAt)} · {t('report.scoreOf', { score: x.score })}
                </Link>
              ),
            }))}
          />
        )}
      </Card>
      {history.length ? (
        <>
          <Card title={t('consumer.trend')} style={{ marginTop: 16 }}>
            <ScoreTrends tests={history} dimensions={dimensions} problemIds={problemIds} />
          </Card>
          <Card title={t('consumer.compare')} style={{ marginTop: 16 }}>
            <VisitCompare tests={history} dimensions={dimensions} />
          </Card>
        </>
      ) : null}
    </>
  );
}
