import type { ORDER_STATES } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import type { CrudColumn } from '../../../components/crud/types';
import { type AnyOrder, doneOf, type OrderKind } from '../api/order-kinds';
import { OrderStateTag } from './order-state-tag';
import { useOrderStates } from './order-states';

type State = (typeof ORDER_STATES)[number];

/**
 * The columns both order lists share: progress, state, creation time, remark and sort. `doneKey`
 * is the order's own count of devices received or issued, which its progress column sorts by.
 */
export function useOrderColumns<E extends AnyOrder>(kind: OrderKind, doneKey: keyof E & string) {
  const { t } = useTranslation('device');
  const { labels } = useOrderStates(kind);
  const done = kind === 'input' ? t('order.received') : t('order.issued');
  const columns: CrudColumn<E>[] = [
    { key: 'model', title: t('device.model') },
    { key: 'quantity', title: t('order.quantity') },
    {
      key: 'done',
      computed: true,
      title: done,
      render: (_, o) => doneOf(o),
      exportValue: doneOf,
      sortKey: doneKey,
    },
    {
      key: 'state',
      title: t('order.state'),
      render: (state: State) => <OrderStateTag kind={kind} state={state} />,
      exportValue: (o) => labels[o.state],
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      render: formatDateTime,
      exportValue: (o) => formatDateTime(o.createdAt),
    },
    { key: 'remark', title: t('common.remark') },
    { key: 'sort', title: t('common.sort') },
  ];
  return columns;
}
