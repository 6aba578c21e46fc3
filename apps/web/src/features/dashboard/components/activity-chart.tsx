import type { DashboardFigures } from '@skin/contract';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../../components/chart/lazy-chart';

/** Tests (bars) and new consumers (line) per day over the last 30 days. */
export function ActivityChart({ days }: { days: DashboardFigures['days'] }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', name: t('dashboard.tests'), data: days.map((d) => d.tests) },
        {
          type: 'line',
          name: t('dashboard.newConsumers'),
          data: days.map((d) => d.newConsumers),
          smooth: true,
        },
      ],
    }),
    [days, t],
  );
  return <LazyChart option={option} testId="chart-activity" label={t('dashboard.activity')} />;
}
