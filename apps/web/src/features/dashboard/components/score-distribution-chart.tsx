import type { DashboardFigures } from '@skin/contract';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { localized } from '../../../lib/localized';

const RANGES = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9 }));

/** How the tests' scores spread over tenths of the range, one row per AI dimension (a heat map). */
export function ScoreDistributionChart({
  dimensions,
}: {
  dimensions: DashboardFigures['scoreDistribution'];
}) {
  const { t, i18n } = useTranslation();
  const option = useMemo<EChartsOption>(() => {
    // In the reader's language where translated, else as entered (Chinese readers the Chinese name).
    const names = dimensions.map((d) => localized(d, 'name', i18n.language) ?? d.name);
    const cells = dimensions.flatMap((d, y) => d.buckets.map((n, x) => [x, y, n]));
    const max = Math.max(1, ...cells.map((c) => c[2]!));
    const labels = RANGES.map((r) => `${r.from}-${r.to}`);
    return {
      tooltip: {
        formatter: (p: unknown) => {
          const [x, y, n] = (p as { value: number[] }).value;
          return `${names[y!]}<br/>${t('dashboard.scoreRange', RANGES[x!])}: ${n}`;
        },
      },
      grid: { left: 8, right: 16, top: 8, bottom: 56, containLabel: true },
      xAxis: { type: 'category', data: labels, splitArea: { show: true } },
      yAxis: { type: 'category', data: names, splitArea: { show: true } },
      visualMap: { min: 0, max, calculable: true, orient: 'horizontal', left: 'center', bottom: 0 },
      series: [{ type: 'heatmap', data: cells, label: { show: false } }],
    };
  }, [dimensions, t, i18n.language]);
  return (
    <LazyChart
      option={option}
      height={Math.max(240, 40 + dimensions.length * 28)}
      testId="chart-scores"
      label={t('dashboard.scoreDistribution')}
    />
  );
}
