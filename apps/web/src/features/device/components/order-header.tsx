import type { OutputOrder } from '@skin/contract';
import { Descriptions, type DescriptionsProps, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { type AnyOrder, doneOf, type OrderKind } from '../api/order-kinds';
import { OrderStateTag } from './order-state-tag';

type Props = { kind: OrderKind; order: AnyOrder };

/** What an order is for, and how far its scanning has come. */
export function OrderHeader({ kind, order }: Props) {
  const { t } = useTranslation('device');
  const done = doneOf(order);
  const items: DescriptionsProps['items'] = [
    { key: 'number', label: t('order.number'), children: order.number },
    { key: 'model', label: t('device.model'), children: order.model },
    { key: 'state', label: t('order.state'), children: <OrderStateTag kind={kind} state={order.state} /> },
  ];
  if (kind === 'output') {
    const o = order as OutputOrder;
    items.push(
      { key: 'agent', label: t('device.agent'), children: o.agentName },
      { key: 'shipper', label: t('outputOrder.shipper'), children: o.shipperName },
      { key: 'consignee', label: t('outputOrder.consigneeName'), children: o.consigneeName },
      { key: 'phone', label: t('outputOrder.consigneePhone'), children: o.consigneePhone },
      { key: 'address', label: t('outputOrder.consigneeAddress'), children: o.consigneeAddress, span: 2 },
    );
  }
  items.push(
    { key: 'createdAt', label: t('common.createdAt'), children: formatDateTime(order.createdAt) },
    { key: 'remark', label: t('common.remark'), children: order.remark, span: 2 },
    ...(order.closeReason
      ? [{ key: 'closeReason', label: t('order.closeReason'), children: order.closeReason, span: 3 }]
      : []),
    ...('pendingSecrets' in order
      ? [
          {
            key: 'pendingSecrets',
            label: t('secrets.pending'),
            children: <span data-testid="order-pending-secrets">{order.pendingSecrets}</span>,
          },
        ]
      : []),
    {
      key: 'progress',
      label: kind === 'input' ? t('order.received') : t('order.issued'),
      span: 3,
      children: (
        <Progress
          percent={Math.round((done / order.quantity) * 100)}
          format={() => `${done} / ${order.quantity}`}
          status={order.state === 'completed' ? 'success' : order.state === 'closed' ? 'normal' : 'active'}
          data-testid="order-progress"
        />
      ),
    },
  );
  return <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={items} />;
}
