import { ExperimentOutlined, UserAddOutlined } from '@ant-design/icons';
import type { DashboardFigures } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { Count } from '../../../components/count';
import { GridCell, PanelGrid } from '../../../components/grid/grid';
import { Panel } from '../../../components/panel';

/** Tests and new consumers of the last 30 days, summed over the caller's stores. */
export function ActivityTotals({ stats }: { stats: DashboardFigures }) {
  const { t } = useTranslation();
  const tests = stats.days.reduce((n, d) => n + d.tests, 0);
  const consumers = stats.days.reduce((n, d) => n + d.newConsumers, 0);
  return (
    <PanelGrid>
      <GridCell span={{ xs: 24, sm: 12 }}>
        <Panel>
          <Count
            title={t('dashboard.testsTotal')}
            value={tests}
            prefix={<ExperimentOutlined />}
            data-testid="dashboard-tests-total"
          />
        </Panel>
      </GridCell>
      <GridCell span={{ xs: 24, sm: 12 }}>
        <Panel>
          <Count
            title={t('dashboard.consumersTotal')}
            value={consumers}
            prefix={<UserAddOutlined />}
            data-testid="dashboard-consumers-total"
          />
        </Panel>
      </GridCell>
    </PanelGrid>
  );
}
