import type { ReportSheet } from '@skin/contract';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { severityColour } from './severity';

type Problem = ReportSheet['problems'][number];

/**
 * A dimension's name as the report gives it: the console reads reports in its reader's language
 * (`?lang=`) and a public link in the store's, so the name is already the reader's.
 */
export function useDimensionName() {
  return (p: Pick<Problem, 'name'>) => p.name;
}

/** A score and its level, in the colour of its severity. */
export function LevelTags({ problem }: { problem: Problem }) {
  const { t } = useTranslation('store');
  const colour = severityColour(problem.severity);
  return (
    <>
      <Tag color={colour} data-testid="report-score-tag">
        {t('report.scoreOf', { score: problem.score })}
      </Tag>
      {problem.level ? (
        <Tag color={colour} data-testid="report-level-tag">
          {problem.level.name}
        </Tag>
      ) : null}
    </>
  );
}

/** One skin problem of a report: its score and level, the advice, the projects and goods it names. */
export function ReportProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation('store');
  const nameOf = useDimensionName();
  const items = [
    { key: 'solution', label: t('report.solution'), children: problem.solution },
    { key: 'introduction', label: t('report.introduction'), children: problem.introduction },
    { key: 'impact', label: t('report.impact'), children: problem.impact },
    { key: 'improve', label: t('report.improve'), children: problem.improve },
    {
      key: 'plans',
      label: t('report.plans'),
      children: problem.plans.map((p) => p.name).join(', ') || null,
    },
    {
      key: 'goods',
      label: t('report.goods'),
      children: problem.goods.map((g) => g.name).join(', ') || null,
    },
  ].filter((item) => item.children);
  return (
    <Card
      size="small"
      className="report-problem"
      title={nameOf(problem)}
      extra={<LevelTags problem={problem} />}
      style={{ borderLeft: `4px solid ${severityColour(problem.severity)}` }}
      data-testid="report-problem"
    >
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
