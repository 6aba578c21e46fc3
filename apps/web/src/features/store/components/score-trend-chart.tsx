import type { ConsumerTest, ScoredDimension } from '@skin/contract';
import { Badge, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import type { EChartsOption } from 'echarts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { useLocalName } from './local-name';

type Props = {
  tests: ConsumerTest[];
  /** The dimensions the tests score, in the catalogue's order. */
  dimensions: ScoredDimension[];
  /** The dimensions below the healthy level in the latest report: marked, and shown first. */
  problemIds: readonly number[];
};

/**
 * Score trends one dimension at a time: a picker of the dimensions (those with problems chosen at
 * first, else the first) and a small chart of each one picked, oldest test first. One line per
 * chart keeps it readable on a phone, where ten lines and their legend were not.
 */
export function ScoreTrends({ tests, dimensions, problemIds }: Props) {
  const { t } = useTranslation('store');
  const nameOf = useLocalName();
  const problems = dimensions.filter((d) => problemIds.includes(d.id)).map((d) => d.id);
  // Until the viewer picks, the default follows the data (the problems may arrive later).
  const [picked, setPicked] = useState<number[] | null>(null);
  const shown = picked ?? (problems.length ? problems : dimensions.slice(0, 1).map((d) => d.id));
  const toggle = (id: number, on: boolean) => setPicked(on ? [...shown, id] : shown.filter((x) => x !== id));
  return (
    <>
      <Flex wrap gap={8} role="group" aria-label={t('consumer.trendDimensions')} data-testid="trend-picker">
        {dimensions.map((d) => (
          <Tag.CheckableTag
            key={d.id}
            checked={shown.includes(d.id)}
            onChange={(on) => toggle(d.id, on)}
            data-testid={`trend-pick-${d.code}`}
            style={{ border: '1px solid currentColor', padding: '2px 8px' }}
          >
            {problemIds.includes(d.id) ? (
              <Badge status="error" title={t('consumer.belowHealthy')} style={{ marginInlineEnd: 4 }} />
            ) : null}
            {nameOf(d)}
          </Tag.CheckableTag>
        ))}
      </Flex>
      {shown.length === 0 ? (
        <Empty description={t('consumer.trendEmpty')} />
      ) : (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {dimensions
            .filter((d) => shown.includes(d.id))
            .map((d) => (
              <Col key={d.id} xs={24} lg={12} xxl={8}>
                <DimensionTrend tests={tests} dimension={d} name={nameOf(d)} />
              </Col>
            ))}
        </Row>
      )}
    </>
  );
}

const DAY = 86_400_000;
/** Whether the points' dates all fall in one calendar year. */
const oneYear = (points: [string, number][]) =>
  new Set(points.map(([at]) => new Date(at).getFullYear())).size <= 1;

/** One dimension's scores over time: the dates on a time axis, so they space out and never crowd. */
function DimensionTrend({
  tests,
  dimension,
  name,
}: {
  tests: ConsumerTest[];
  dimension: ScoredDimension;
  name: string;
}) {
  const { t } = useTranslation('store');
  const points = useMemo(
    () =>
      tests.flatMap((x) => {
        const s = x.scores.find((v) => v.diseaseId === dimension.id);
        return s ? [[x.testedAt, s.score] as [string, number]] : [];
      }),
    [tests, dimension.id],
  );
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
      xAxis: {
        type: 'time',
        minInterval: DAY,
        splitNumber: 4,
        // Month and day while the tests fall in one year; the year too once they span several.
        axisLabel: { hideOverlap: true, formatter: oneYear(points) ? '{MM}-{dd}' : '{yyyy}-{MM}-{dd}' },
      },
      yAxis: { type: 'value', min: 0, max: 100, interval: 25 },
      series: [{ type: 'line', name, data: points, symbolSize: 6, areaStyle: { opacity: 0.08 } }],
    }),
    [points, name],
  );
  const latest = points.at(-1)?.[1];
  return (
    <div data-testid={`trend-${dimension.code}`}>
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>{name}</Typography.Text>
        {latest === undefined ? null : (
          <Typography.Text type="secondary">{t('report.scoreOf', { score: latest })}</Typography.Text>
        )}
      </Flex>
      <LazyChart
        option={option}
        height={200}
        testId={`score-trend-${dimension.code}`}
        label={t('consumer.trendOf', { name })}
      />
    </div>
  );
}
