import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { type AnyOrder, doneOf, ORDER_KINDS, type OrderKind } from '../api/order-kinds';
import { useCompleteOrder } from '../api/order-writes';

/** Completes an order; possible only once every device of it has been scanned. */
export function CompleteOrderButton({ kind, order }: { kind: OrderKind; order: AnyOrder }) {
  const { t } = useTranslation('device');
  const may = useHasPermission([ORDER_KINDS[kind].perms.complete]);
  const complete = useCompleteOrder(kind);
  if (!may || order.state === 'completed') return null;
  const ready = doneOf(order) === order.quantity;
  return (
    <Tooltip title={ready ? null : t('order.completeHint')}>
      <Button
        type="primary"
        icon={<CheckCircleOutlined />}
        disabled={!ready}
        loading={complete.isPending}
        onClick={() => complete.mutate(order.id)}
        data-testid="order-complete"
      >
        {t('order.complete')}
      </Button>
    </Tooltip>
  );
}
