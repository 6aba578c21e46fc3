import { ProfileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { ORDER_KINDS, type OrderKind } from '../api/order-kinds';

/** Opens an order's detail screen, where its devices are scanned. */
export function OrderDetailButton({ kind, id }: { kind: OrderKind; id: number }) {
  const { t } = useTranslation('device');
  const navigate = useNavigate();
  return (
    <Button
      type="link"
      size="small"
      icon={<ProfileOutlined />}
      onClick={() => navigate(`${ORDER_KINDS[kind].detailPath}/${id}`)}
      data-testid={`order-detail-${id}`}
    >
      {t('order.detail')}
    </Button>
  );
}
