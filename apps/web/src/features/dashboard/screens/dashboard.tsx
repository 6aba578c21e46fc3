import { ReloadOutlined } from '@ant-design/icons';
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
import { ScopeSummary } from '../components/scope-summary';
import { StatsPanel } from '../components/stats-panel';

/**
 * `/dashboard`, the pinned home page: who the user is, the users of their part of the business, and
 * its devices, tests and consumers in charts.
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
        <RoleCountCards scope={scope.data} />
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
        <StatsPanel stats={stats.data} />
      ) : (
        <Panel>
          <Placeholder active rows={6} data-testid="dashboard-stats-loading" />
        </Panel>
      )}
    </Flex>
  );
}
