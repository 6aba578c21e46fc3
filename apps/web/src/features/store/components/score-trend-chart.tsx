import type { ConsumerTest, Option } from '@skin/contract';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { formatDateTime } from '../../../components/crud/format-time';

type Props = { tests: ConsumerTest[]; dimensions: readonly Option[] };

/** Each dimension's score over the consumer's tests, oldest first. */
export function ScoreTrendChart({ tests, dimensions }: Props) {
  const { t } = useTranslation('store');
  const option = useMemo<EChartsOption>(() => {
    const used = dimensions.filter((d) => tests.some((x) => x.scores.some((s) => s.diseaseId === d.id)));
    return {
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll' },
      grid: { left: 40, right: 16, top: 40, bottom: 40 },
      xAxis: { type: 'category', data: tests.map((x) => formatDateTime(x.testedAt)) },
      yAxis: { type: 'value', min: 0, max: 100 },
      series: used.map((d) => ({
        type: 'line',
        name: d.label,
        data: tests.map((x) => x.scores.find((s) => s.diseaseId === d.id)?.score ?? null),
        connectNulls: true,
      })),
    };
  }, [tests, dimensions]);
  return <LazyChart option={option} height={320} testId="score-trend" label={t('consumer.trend')} />;
}
