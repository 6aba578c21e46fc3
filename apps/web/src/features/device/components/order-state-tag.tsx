import type { ORDER_STATES } from '@skin/contract';
import { Tag } from 'antd';
import type { OrderKind } from '../api/order-kinds';
import { ORDER_STATE_COLORS, useOrderStates } from './order-states';

type Props = { kind: OrderKind; state: (typeof ORDER_STATES)[number] };

/** An order's state as a coloured tag, worded for its kind. */
export function OrderStateTag({ kind, state }: Props) {
  const { labels } = useOrderStates(kind);
  return (
    <Tag color={ORDER_STATE_COLORS[state]} data-testid="order-state">
      {labels[state]}
    </Tag>
  );
}
