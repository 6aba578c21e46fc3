import { ReloadOutlined } from '@ant-design/icons';
import type { DashboardStats } from '@skin/contract';
import { Button, Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { Placeholder } from '../../../components/placeholder/placeholder';
import { Heading } from '../../../components/plain-text';
import { StatusResult } from '../../../components/result/status-result';
import { useCurrentUser } from '../../../lib/current-user';
import { openingShown } from '../api/first-mount';
import { useScope } from '../api/get-scope';
import { useStats } from '../api/get-stats';
import { RoleCountCards } from '../components/role-count-cards';
import { SalesPanel } from '../components/sales-panel';
import { ScopeSummary } from '../components/scope-summary';
import { StatsPanel } from '../components/stats-panel';
import { StorePanel } from '../components/store-panel';

/** The dashboard of the shape the server chose for the caller (docs/skin-tests.md, "Dashboards by role"). */
function ShapedDashboard({ stats }: { stats: DashboardStats }) {
  if (stats.shape === 'store') return <StorePanel figures={stats} store={stats.store} />;
  if (stats.shape === 'sales') return <SalesPanel sales={stats.sales} />;
  return <StatsPanel stats={stats} />;
}

/**
 * `/dashboard`, the pinned home page: who the user is, and what their part of the business looks
 * like: for platform staff, agents and merchants its users, devices, tests and consumers in
 * charts; for a store manager its day, week and consumers due for a follow-up; for a salesperson
 * the shipments it carries.
 */
export default function DashboardScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const scope = useScope();
  const stats = useStats();
  // After the two hooks above have subscribed: the answers asked as the console opened are shown
  // by this first mount; a later one (a tab's refresh, coming back) asks again.
  useEffect(openingShown, []);
  return (
    <Flex vertical gap={16}>
      <Panel>
        <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
          <Heading level={3} style={{ margin: 0 }} data-testid="dashboard-welcome">
            {t('dashboard.welcome', { name: user.name || user.username })}
          </Heading>
          <Button
            icon={<ReloadOutlined />}
            loading={scope.isFetching || stats.isFetching}
            onClick={() => {
              void scope.refetch();
              void stats.refetch();
            }}
            data-testid="dashboard-refresh"
          >
            {t('dashboard.refresh')}
          </Button>
        </Flex>
        <ScopeSummary scope={scope.data} />
      </Panel>
      {scope.isError ? (
        <Panel>
          <StatusResult
            status="warning"
            title={t('dashboard.loadFailed')}
            subTitle={scope.error.message}
            extra={
              <Button type="primary" onClick={() => void scope.refetch()}>
                {t('shell.retry')}
              </Button>
            }
            data-testid="dashboard-error"
          />
        </Panel>
      ) : scope.data ? (
        // The users of one's scope are news to those who manage users, not to a store or a salesperson.
        scope.data.shape === 'overview' ? (
          <RoleCountCards scope={scope.data} />
        ) : null
      ) : (
        <Panel>
          <Placeholder active rows={2} data-testid="dashboard-loading" />
        </Panel>
      )}
      {/* The figures wait for the cards above, so that their arrival moves nothing already shown. */}
      {!scope.data && !scope.isError ? null : stats.isError ? (
        <Panel>
          <StatusResult
            status="warning"
            title={t('dashboard.statsFailed')}
            subTitle={stats.error.message}
            extra={
              <Button type="primary" onClick={() => void stats.refetch()}>
                {t('shell.retry')}
              </Button>
            }
            data-testid="dashboard-stats-error"
          />
        </Panel>
      ) : stats.data ? (
        <ShapedDashboard stats={stats.data} />
      ) : (
        <Panel>
          <Placeholder active rows={6} data-testid="dashboard-stats-loading" />
        </Panel>
      )}
    </Flex>
  );
}
