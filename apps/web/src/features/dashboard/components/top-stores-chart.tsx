import type { DashboardFigures } from '@skin/contract';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../../components/chart/lazy-chart';

/** The stores with the most tests, the most tested on top. */
export function TopStoresChart({ stores }: { stores: DashboardFigures['topStores'] }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption>(() => {
    const ordered = [...stores].reverse();
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        data: ordered.map((s) => s.name),
        axisLabel: { width: 140, overflow: 'truncate' },
      },
      series: [
        { type: 'bar', name: t('dashboard.tests'), data: ordered.map((s) => s.tests), barMaxWidth: 24 },
      ],
    };
  }, [stores, t]);
  return <LazyChart option={option} testId="chart-top-stores" label={t('dashboard.topStores')} />;
}
