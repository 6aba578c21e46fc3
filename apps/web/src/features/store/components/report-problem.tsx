import type { ReportProblem as Problem } from '@skin/contract';
import { Avatar, Card, Descriptions, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** One skin problem of a report: its score and level, the advice, the plans and goods. */
export function ReportProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation('store');
  // The report is read in the console's language (`?lang=`): its names and texts are the reader's.
  const name = problem.name;
  const advice = [
    { key: 'solution', label: t('report.solution'), children: problem.solution },
    { key: 'introduction', label: t('report.introduction'), children: problem.introduction },
    { key: 'impact', label: t('report.impact'), children: problem.impact },
    { key: 'improve', label: t('report.improve'), children: problem.improve },
  ].filter((item) => item.children);
  return (
    <Card
      size="small"
      className="report-problem"
      title={name}
      extra={
        <>
          <Tag color="blue">{t('report.scoreOf', { score: problem.score })}</Tag>
          {problem.level ? <Tag color="orange">{problem.level.name}</Tag> : null}
        </>
      }
      data-testid="report-problem"
    >
      <Descriptions column={1} size="small" items={advice} />
      {problem.plans.length ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'plans',
              label: t('report.plans'),
              children: problem.plans.map((p) => p.solution ?? p.name).join('; '),
            },
          ]}
        />
      ) : null}
      {problem.goods.length ? (
        <List
          size="small"
          header={t('report.goods')}
          dataSource={problem.goods}
          renderItem={(g) => (
            <List.Item key={g.id} extra={formatMoney(g.price)}>
              <List.Item.Meta
                avatar={<Avatar shape="square" src={g.iconUrl ?? undefined} />}
                title={g.name}
                description={g.purpose}
              />
            </List.Item>
          )}
        />
      ) : null}
    </Card>
  );
}
