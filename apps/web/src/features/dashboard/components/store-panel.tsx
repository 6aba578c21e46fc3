import type { DashboardFigures, StoreDashboard } from '@skin/contract';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { GridCell, PanelGrid } from '../../../components/grid/grid';
import { Panel } from '../../../components/panel';
import { ActivityChart } from './activity-chart';
import { FollowUpList } from './follow-up-list';
import { ScoreDistributionChart } from './score-distribution-chart';
import { StorePeriodCards } from './store-period-cards';
import { TopStoresChart } from './top-stores-chart';

/**
 * A store manager's dashboard: its day and week, the consumers due for a follow-up visit, and its
 * store's month and score spread in charts (the stores compared only when it runs more than one).
 */
export function StorePanel({ figures, store }: { figures: DashboardFigures; store: StoreDashboard }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('dashboard');
  const anyTests = figures.days.some((d) => d.tests > 0 || d.newConsumers > 0);
  const empty = (text: string) => (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ padding: 48 }} />
  );
  return (
    <>
      <StorePeriodCards store={store} />
      <PanelGrid>
        <GridCell span={{ xs: 24, xl: 10 }}>
          <Panel title={ts('store.followUp')}>
            <FollowUpList followUp={store.followUp} />
          </Panel>
        </GridCell>
        <GridCell span={{ xs: 24, xl: 14 }}>
          <Panel title={t('dashboard.activity')}>
            {anyTests ? <ActivityChart days={figures.days} /> : empty(t('dashboard.noTests'))}
          </Panel>
        </GridCell>
        {figures.topStores.length > 1 ? (
          <GridCell span={{ xs: 24, xl: 10 }}>
            <Panel title={t('dashboard.topStores')}>
              <TopStoresChart stores={figures.topStores} />
            </Panel>
          </GridCell>
        ) : null}
        <GridCell span={{ xs: 24, xl: figures.topStores.length > 1 ? 14 : 24 }}>
          <Panel title={t('dashboard.scoreDistribution')}>
            {figures.scoreDistribution.length ? (
              <ScoreDistributionChart dimensions={figures.scoreDistribution} />
            ) : (
              empty(t('dashboard.noScores'))
            )}
          </Panel>
        </GridCell>
      </PanelGrid>
    </>
  );
}
