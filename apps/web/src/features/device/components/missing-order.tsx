import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { ORDER_KINDS, type OrderKind } from '../api/order-kinds';

/** A detail route opened without an order id: point the user to the order list. */
export function MissingOrder({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation('device');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('order.choose')}
      extra={
        <Button type="primary" onClick={() => navigate(ORDER_KINDS[kind].listPath)}>
          {t('order.back')}
        </Button>
      }
    />
  );
}
