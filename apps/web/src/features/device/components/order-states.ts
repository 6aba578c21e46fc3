import { ORDER_STATES } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderKind } from '../api/order-kinds';

type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_COLORS: Record<OrderState, string> = {
  submitted: 'default',
  in_progress: 'processing',
  completed: 'success',
  closed: 'warning',
};

/**
 * Order states in the user's language. The product words them per kind: stock-in is "warehousing in
 * progress / completed", stock-out "issuing in progress / issue completed".
 */
export function useOrderStates(kind: OrderKind) {
  const { t } = useTranslation('device');
  return useMemo(() => {
    const labels: Record<OrderState, string> =
      kind === 'input'
        ? {
            submitted: t('orderState.submitted'),
            in_progress: t('orderState.receiving'),
            completed: t('orderState.received'),
            closed: t('orderState.closed'),
          }
        : {
            submitted: t('orderState.submitted'),
            in_progress: t('orderState.issuing'),
            completed: t('orderState.issued'),
            closed: t('orderState.closed'),
          };
    return { labels, options: ORDER_STATES.map((value) => ({ value, label: labels[value] })) };
  }, [t, kind]);
}
