import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { useNavigate } from '../../../lib/router';
import { useOrder } from '../api/order-calls';
import { ORDER_KINDS, type OrderKind } from '../api/order-kinds';
import { useLeaveGuard } from '../scan/use-leave-guard';
import { CloseOrderButton } from './close-order-button';
import { CompleteOrderButton } from './complete-order-button';
import { OrderDevicesTable } from './order-devices-table';
import { OrderHeader } from './order-header';
import { OrderSecretsButton } from './order-secrets-button';
import { ScanPanel } from './scan-panel';

/** One order: its header and progress, the scan form while it is open, and the scanned devices. */
export function OrderDetail({ kind, id }: { kind: OrderKind; id: number }) {
  const { t } = useTranslation('device');
  const navigate = useNavigate();
  const order = useOrder(kind, id);
  const mayScan = useHasPermission([ORDER_KINDS[kind].perms.scan]);
  // Scans still queued or on their way would be lost by leaving now.
  const [scanning, setScanning] = useState(false);
  useLeaveGuard(scanning ? t('leave.scansPending') : null);
  const title = kind === 'input' ? t('inputOrder.detail') : t('outputOrder.detail');
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(ORDER_KINDS[kind].listPath)}>
      {t('order.back')}
    </Button>
  );
  if (order.isPending)
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  if (order.isError)
    return (
      <Card title={title}>
        <Result status="warning" title={t('common.loadFailed')} subTitle={order.error.message} extra={back} />
      </Card>
    );
  const o = order.data;
  return (
    <Card
      title={`${title} ${o.number}`}
      extra={
        <Space wrap>
          <OrderSecretsButton order={o} />
          <CloseOrderButton kind={kind} order={o} />
          <CompleteOrderButton kind={kind} order={o} />
          {back}
        </Space>
      }
      data-testid="order-detail"
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <OrderHeader kind={kind} order={o} />
        {o.state === 'completed' ? (
          <Alert type="success" showIcon title={t('order.completedNote')} data-testid="order-completed" />
        ) : o.state === 'closed' ? (
          <Alert type="warning" showIcon title={t('order.closedNote')} data-testid="order-closed" />
        ) : mayScan ? (
          <ScanPanel key={o.id} kind={kind} order={o} onBusyChange={setScanning} />
        ) : null}
        <OrderDevicesTable
          kind={kind}
          id={id}
          open={mayScan && ['submitted', 'in_progress'].includes(o.state)}
        />
      </Space>
    </Card>
  );
}
