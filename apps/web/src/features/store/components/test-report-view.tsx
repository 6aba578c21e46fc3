import type { ReportSheet } from '@skin/contract';
import { Descriptions, Flex, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ReportGoods } from './report-goods';
import { ReportImages } from './report-images';
import { LevelTags, ReportProblem, useDimensionName } from './report-problem';
import { ScoreOverview } from './score-overview';
import { isHealthy } from './severity';
import { useFaceNames } from './use-face-names';

/** A heading kept on the same page as what follows it (report-print.css, `.report-keep`). */
function Section({
  title,
  first,
  rest,
  id,
}: {
  title: string;
  first: ReactNode;
  rest?: ReactNode;
  id: string;
}) {
  return (
    <section className="report-section" data-testid={id}>
      <div className="report-keep">
        <Typography.Title level={4} className="report-heading">
          {title}
        </Typography.Title>
        {first}
      </div>
      {rest}
    </section>
  );
}

/**
 * The report of one test as shown, printed and opened by its public link: the store and how to
 * reach it, who was tested when and on what, the scores at a glance, the skin problems apart from
 * the healthy areas (docs/skin-tests.md, "Problems and healthy areas"), the photos, and the goods
 * and projects recommended.
 */
export function TestReportView({ report }: { report: ReportSheet }) {
  const { t } = useTranslation('store');
  const nameOf = useDimensionName();
  const faceOf = useFaceNames();
  const { test, consumer, store } = report;
  const problems = report.problems.filter((p) => !isHealthy(p));
  const healthy = report.problems.filter(isHealthy);
  const sex =
    consumer.sex === 'male'
      ? t('consumer.sexMale')
      : consumer.sex === 'female'
        ? t('consumer.sexFemale')
        : null;
  const who = [sex, consumer.age === null ? null : t('report.age', { age: consumer.age })]
    .filter(Boolean)
    .join(', ');
  const contact = [
    store.phone ? `${t('report.phone')}: ${store.phone}` : null,
    store.address ? `${t('report.address')}: ${store.address}` : null,
  ].filter(Boolean);
  return (
    <div className="report-print" data-testid="test-report">
      <header className="report-head report-keep">
        {store.logoUrl ? (
          <img className="report-logo" src={store.logoUrl} alt={store.name} data-testid="report-logo" />
        ) : null}
        <div className="report-store-facts">
          <Typography.Title level={3} className="report-store" data-testid="report-store">
            {store.name}
          </Typography.Title>
          {contact.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
        <Typography.Title level={4} className="report-kind">
          {t('report.heading')}
        </Typography.Title>
      </header>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        className="report-facts"
        items={[
          {
            key: 'name',
            label: t('test.consumer'),
            children: who ? `${consumer.name} (${who})` : consumer.name,
          },
          { key: 'time', label: t('test.testedAt'), children: formatDateTime(test.testedAt) },
          { key: 'device', label: t('test.deviceModel'), children: test.deviceModel ?? '-' },
          { key: 'face', label: t('test.facePosition'), children: faceOf(test.facePosition) },
          { key: 'made', label: t('report.madeAt'), children: formatDateTime(report.madeAt) },
        ]}
      />
      <Flex gap={32} wrap align="center" className="report-overview report-keep">
        <Flex gap={24}>
          <Statistic title={t('report.score')} value={test.score} valueStyle={{ fontSize: 44 }} />
          <Statistic title={t('test.skinAge')} value={test.skinAge ?? '-'} />
        </Flex>
        <ScoreOverview problems={report.problems} nameOf={nameOf} title={t('report.overview')} />
      </Flex>
      <Section
        id="report-problems"
        title={t('report.problems')}
        first={
          problems.length ? (
            <ReportProblem problem={problems[0]} />
          ) : (
            <Typography.Paragraph>{t('report.noProblems')}</Typography.Paragraph>
          )
        }
        rest={
          <div className="report-problems">
            {problems.slice(1).map((p) => (
              <ReportProblem key={p.code} problem={p} />
            ))}
          </div>
        }
      />
      {healthy.length ? (
        <Section
          id="report-healthy"
          title={t('report.healthy')}
          first={
            <Flex wrap gap={12}>
              {healthy.map((p) => (
                <span key={p.code} className="report-healthy-item" data-testid="report-healthy-item">
                  <Typography.Text strong>{nameOf(p)}</Typography.Text> <LevelTags problem={p} />
                </span>
              ))}
            </Flex>
          }
        />
      ) : null}
      {report.images.length ? (
        <Section
          id="report-images"
          title={t('report.images')}
          first={<ReportImages images={report.images} />}
        />
      ) : null}
      <Section
        id="report-goods"
        title={t('report.goods')}
        first={<ReportGoods goods={report.recommendedGoods} />}
      />
      {report.recommendedPlans.length ? (
        <Section
          id="report-plans"
          title={t('report.plans')}
          first={
            <Flex wrap gap={8}>
              {report.recommendedPlans.map((p) => (
                <Tag key={p.name} data-testid="report-plan">
                  {p.name}
                </Tag>
              ))}
            </Flex>
          }
        />
      ) : null}
    </div>
  );
}
