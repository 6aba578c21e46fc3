import type { SalesDashboard } from '@skin/contract';
import { useTranslation } from 'react-i18next';

type OrderState = SalesDashboard['byState'][number]['state'];

/** The name of a stock-out order's state, as the order screens word it. */
export function useOrderStateName() {
  const { t } = useTranslation('dashboard');
  return (state: OrderState): string =>
    ({
      submitted: t('sales.state.submitted'),
      in_progress: t('sales.state.inProgress'),
      completed: t('sales.state.completed'),
      closed: t('sales.state.closed'),
    })[state];
}
