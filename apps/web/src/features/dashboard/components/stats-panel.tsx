import type { DashboardFigures } from '@skin/contract';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { GridCell, PanelGrid } from '../../../components/grid/grid';
import { Panel } from '../../../components/panel';
import { ActivityChart } from './activity-chart';
import { ActivityTotals } from './activity-totals';
import { DeviceStateChart } from './device-state-chart';
import { ScoreDistributionChart } from './score-distribution-chart';
import { TopStoresChart } from './top-stores-chart';

/** The dashboard's figures for the caller's scope; each chart says so when it has nothing. */
export function StatsPanel({ stats }: { stats: DashboardFigures }) {
  const { t } = useTranslation();
  const anyTests = stats.days.some((d) => d.tests > 0 || d.newConsumers > 0);
  const anyDevices = stats.devicesByState.some((s) => s.count > 0);
  const empty = (text: string) => (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ padding: 48 }} />
  );
  return (
    <>
      <ActivityTotals stats={stats} />
      <PanelGrid>
        <GridCell span={{ xs: 24, xl: 16 }}>
          <Panel title={t('dashboard.activity')}>
            {anyTests ? <ActivityChart days={stats.days} /> : empty(t('dashboard.noTests'))}
          </Panel>
        </GridCell>
        <GridCell span={{ xs: 24, xl: 8 }}>
          <Panel title={t('dashboard.devices')}>
            {anyDevices ? (
              <DeviceStateChart states={stats.devicesByState} />
            ) : (
              empty(t('dashboard.noDevices'))
            )}
          </Panel>
        </GridCell>
        <GridCell span={{ xs: 24, xl: 10 }}>
          <Panel title={t('dashboard.topStores')}>
            {stats.topStores.length ? (
              <TopStoresChart stores={stats.topStores} />
            ) : (
              empty(t('dashboard.noTests'))
            )}
          </Panel>
        </GridCell>
        <GridCell span={{ xs: 24, xl: 14 }}>
          <Panel title={t('dashboard.scoreDistribution')}>
            {stats.scoreDistribution.length ? (
              <ScoreDistributionChart dimensions={stats.scoreDistribution} />
            ) : (
              empty(t('dashboard.noScores'))
            )}
          </Panel>
        </GridCell>
      </PanelGrid>
    </>
  );
}
