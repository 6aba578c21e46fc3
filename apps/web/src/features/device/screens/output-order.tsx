import { useTranslation } from 'react-i18next';
import { OutputOrderList } from '../components/output-order-list';

/** `device/OutputOrder`: stock-out orders, managed by platform staff and read by the salesperson carrying them. */
export default function OutputOrderScreen() {
  const { t } = useTranslation('device');
  return <OutputOrderList title={t('outputOrder.title')} />;
}
