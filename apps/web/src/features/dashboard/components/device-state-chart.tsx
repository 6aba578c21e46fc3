import type { DashboardFigures, DeviceState } from '@skin/contract';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../../components/chart/lazy-chart';

/** Devices of the caller's scope in each state; a capped count reads "more than N". */
export function DeviceStateChart({ states }: { states: DashboardFigures['devicesByState'] }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption>(() => {
    const names: Record<DeviceState, string> = {
      printed: t('dashboard.statePrinted'),
      in_stock: t('dashboard.stateInStock'),
      shipped: t('dashboard.stateShipped'),
      bound: t('dashboard.stateBound'),
      returned: t('dashboard.stateReturned'),
    };
    const shown = states.filter((s) => s.count > 0);
    return {
      tooltip: {
        trigger: 'item',
        formatter: (p: unknown) => {
          const { name, dataIndex } = p as { name: string; dataIndex: number };
          const s = shown[dataIndex]!;
          return `${name}: ${s.capped ? t('dashboard.moreThan', { count: s.count }) : s.count}`;
        },
      },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          label: { formatter: (p) => `${(p as { value: number }).value}` },
          data: shown.map((s) => ({ name: names[s.state], value: s.count })),
        },
      ],
    };
  }, [states, t]);
  return <LazyChart option={option} testId="chart-devices" label={t('dashboard.devices')} />;
}
