import { deviceTypeResource, type InputOrder, inputOrderResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { OrderDetailButton } from '../components/order-detail-button';
import { useOrderStates } from '../components/order-states';
import { useOrderColumns } from '../components/use-order-columns';

/** `device/InputOrder`: stock-in orders; their devices are received on the detail screen. */
export default function InputOrderScreen() {
  const { t } = useTranslation('device');
  const types = useResourceOptions(deviceTypeResource);
  const states = useOrderStates('input');
  const columns = useOrderColumns<InputOrder>('input', 'receivedQuantity');
  const typeOptions = (types.data ?? []).map((o) => ({ value: o.id, label: o.label }));
  return (
    <ResourceListPage
      def={inputOrderResource}
      title={t('inputOrder.title')}
      noun={t('inputOrder.noun')}
      columns={[{ key: 'number', title: t('order.number') }, ...columns]}
      filters={[
        { name: 'number', label: t('order.number') },
        { name: 'state', label: t('order.state'), input: 'select', options: states.options },
        { name: 'deviceTypeId', label: t('device.model'), input: 'select', options: typeOptions },
      ]}
      form={[
        { name: 'deviceTypeId', label: t('printer.deviceType'), input: 'select', options: typeOptions },
        { name: 'quantity', label: t('order.quantity'), input: 'number' },
        { name: 'sort', label: t('common.sort'), input: 'number' },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
      rowActions={(order) => <OrderDetailButton kind="input" id={order.id} />}
    />
  );
}
