import { ExperimentOutlined, TeamOutlined } from '@ant-design/icons';
import type { CappedCount, StoreDashboard, StorePeriod } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { GridCell, PanelGrid } from '../../../components/grid/grid';
import { Panel } from '../../../components/panel';
import { CappedCountView } from './capped-count';

const figure = (c: CappedCount) => `${c.count}${c.capped ? '+' : ''}`;

/**
 * A store's today and last seven days: tests made and consumers tested, those split into new ones
 * (first tested in the period) and returning ones. Four across a desktop, two by two below it
 * (the tests above the consumers).
 */
export function StorePeriodCards({ store }: { store: StoreDashboard }) {
  const { t } = useTranslation('dashboard');
  const periods: [key: 'today' | 'week', period: StorePeriod][] = [
    ['today', store.today],
    ['week', store.week],
  ];
  return (
    <PanelGrid data-testid="store-periods">
      {periods.map(([key, period]) => (
        <GridCell key={`${key}-tests`} span={{ xs: 12, lg: 6 }}>
          <Panel>
            <CappedCountView
              title={t(key === 'today' ? 'store.testsToday' : 'store.testsWeek')}
              count={period.tests}
              prefix={<ExperimentOutlined />}
              data-testid={`store-${key}-tests`}
            />
          </Panel>
        </GridCell>
      ))}
      {periods.map(([key, period]) => (
        <GridCell key={`${key}-consumers`} span={{ xs: 12, lg: 6 }}>
          <Panel>
            <CappedCountView
              title={t(key === 'today' ? 'store.consumersToday' : 'store.consumersWeek')}
              count={period.consumers}
              prefix={<TeamOutlined />}
              footer={
                <span data-testid={`store-${key}-split`}>
                  {t('store.newReturning', {
                    new: figure(period.newConsumers),
                    returning: figure(period.returningConsumers),
                  })}
                </span>
              }
              data-testid={`store-${key}-consumers`}
            />
          </Panel>
        </GridCell>
      ))}
    </PanelGrid>
  );
}
