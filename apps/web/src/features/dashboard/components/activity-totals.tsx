import { ExperimentOutlined, UserAddOutlined } from '@ant-design/icons';
import type { DashboardStats } from '@skin/contract';
import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';

/** Tests and new consumers of the last 30 days, summed over the caller's stores. */
export function ActivityTotals({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const tests = stats.days.reduce((n, d) => n + d.tests, 0);
  const consumers = stats.days.reduce((n, d) => n + d.newConsumers, 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12}>
        <Panel>
          <Statistic
            title={t('dashboard.testsTotal')}
            value={tests}
            prefix={<ExperimentOutlined />}
            data-testid="dashboard-tests-total"
          />
        </Panel>
      </Col>
      <Col xs={24} sm={12}>
        <Panel>
          <Statistic
            title={t('dashboard.consumersTotal')}
            value={consumers}
            prefix={<UserAddOutlined />}
            data-testid="dashboard-consumers-total"
          />
        </Panel>
      </Col>
    </Row>
  );
}
