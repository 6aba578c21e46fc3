import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { type AnyOrder, doneOf, ORDER_KINDS, type OrderKind } from '../api/order-kinds';
import { useCompleteOrder } from '../api/order-writes';

/**
 * Completes an order once every device of it has been scanned, after a confirmation (completing
 * ends scanning for good).
 */
export function CompleteOrderButton({ kind, order }: { kind: OrderKind; order: AnyOrder }) {
  const { t } = useTranslation('device');
  const may = useHasPermission([ORDER_KINDS[kind].perms.complete]);
  const complete = useCompleteOrder(kind);
  if (!may || !['submitted', 'in_progress'].includes(order.state)) return null;
  const ready = doneOf(order) === order.quantity;
  const pending = 'pendingSecrets' in order ? order.pendingSecrets : 0;
  const button = (
    <Button
      type="primary"
      icon={<CheckCircleOutlined />}
      disabled={!ready}
      loading={complete.isPending}
      data-testid="order-complete"
    >
      {t('order.complete')}
    </Button>
  );
  if (!ready) return <Tooltip title={t('order.completeHint')}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={t('order.completeTitle', { number: order.number })}
      description={pending ? t('order.completeSecrets', { n: pending }) : t('order.completeNote')}
      okText={t('order.complete')}
      cancelText={t('common.cancel')}
      onConfirm={() => complete.mutateAsync(order.id).catch(() => undefined)}
    >
      {button}
    </Popconfirm>
  );
}
