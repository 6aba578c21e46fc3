import {
  type DeviceLookup,
  inputOrderResource,
  outputOrderResource,
  permissionOf,
  printJobResource,
} from '@skin/contract';
import { Button, Descriptions, type DescriptionsProps, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { useCan } from '../../../components/permission/use-access';
import { useNavigate } from '../../../lib/router';
import { type AnyOrder, ORDER_KINDS, type OrderKind } from '../api/order-kinds';
import { OrderStateTag } from './order-state-tag';

type Props = { found: DeviceLookup; onLeave: () => void };

/** An order's number and state, with a link to its detail screen (the drawer closes first). */
function OrderLine({ kind, order, onLeave }: { kind: OrderKind; order: AnyOrder; onLeave: () => void }) {
  const { t } = useTranslation('device');
  const navigate = useNavigate();
  const open = () => {
    onLeave();
    navigate(`${ORDER_KINDS[kind].detailPath}/${order.id}`);
  };
  return (
    <Space wrap size={4}>
      <span>{order.number}</span>
      <OrderStateTag kind={kind} state={order.state} />
      <Button type="link" size="small" onClick={open} data-testid={`lookup-${kind}-order`}>
        {t('lookup.open')}
      </Button>
    </Space>
  );
}

/**
 * Where the device came from: its print job, stock-in and stock-out orders. Only the parts the
 * user may open on their own screens are listed (the server leaves the others out too).
 */
export function LookupOriginSection({ found, onLeave }: Props) {
  const { t } = useTranslation('device');
  const can = useCan();
  const { printJob, inputOrder, outputOrder } = found;
  const items: DescriptionsProps['items'] = [];
  const none = t('lookup.notYet');
  if (can(permissionOf(printJobResource, 'query')))
    items.push({
      key: 'printJob',
      label: t('history.printJob'),
      children: printJob
        ? t('lookup.printJobLine', {
            id: printJob.id,
            quantity: printJob.quantity,
            model: printJob.model,
            time: formatDateTime(printJob.createdAt),
          })
        : none,
    });
  if (can(permissionOf(inputOrderResource, 'query')))
    items.push({
      key: 'inputOrder',
      label: t('inputOrder.detail'),
      children: inputOrder ? <OrderLine kind="input" order={inputOrder} onLeave={onLeave} /> : none,
    });
  if (can(permissionOf(outputOrderResource, 'query')))
    items.push({
      key: 'outputOrder',
      label: t('outputOrder.detail'),
      children: outputOrder ? <OrderLine kind="output" order={outputOrder} onLeave={onLeave} /> : none,
    });
  if (!items.length) return null;
  return (
    <Descriptions
      title={t('lookup.origin')}
      size="small"
      column={1}
      bordered
      items={items}
      data-testid="lookup-origin"
    />
  );
}
