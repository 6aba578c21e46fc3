import { useTranslation } from 'react-i18next';
import { OutputOrderList } from '../components/output-order-list';

/** `device/IncomingShipment`: the stock-out orders coming to the signed-in agent. */
export default function IncomingShipmentScreen() {
  const { t } = useTranslation('device');
  return <OutputOrderList title={t('outputOrder.incomingTitle')} />;
}
