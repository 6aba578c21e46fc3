import { TeamOutlined } from '@ant-design/icons';
import type { DashboardScope } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { Count } from '../../../components/count';
import { GridCell, PanelGrid } from '../../../components/grid/grid';
import { Panel } from '../../../components/panel';
import { useSeededLabel } from '../../../lib/seeded-label';

/** The users the signed-in user can reach: all of them, then one card per role. */
export function RoleCountCards({ scope }: { scope: DashboardScope }) {
  const { t } = useTranslation();
  const seeded = useSeededLabel();
  return (
    <PanelGrid data-testid="dashboard-counts">
      <GridCell span={{ xs: 24, sm: 12, lg: 6 }}>
        <Panel>
          <Count
            title={t(scope.seesAll ? 'dashboard.totalAll' : 'dashboard.totalSubtree')}
            value={scope.total}
            prefix={<TeamOutlined />}
            data-testid="dashboard-total"
          />
        </Panel>
      </GridCell>
      {scope.byRole.map((role) => (
        <GridCell key={role.code} span={{ xs: 12, sm: 12, lg: 6 }}>
          <Panel>
            <Count title={seeded(role.name)} value={role.count} data-testid={`dashboard-role-${role.code}`} />
          </Panel>
        </GridCell>
      ))}
    </PanelGrid>
  );
}
