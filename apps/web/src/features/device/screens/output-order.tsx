import { deviceTypeResource, type OutputOrder, outputOrderResource, shipperResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useCan } from '../../../components/permission/use-access';
import { useAgents } from '../api/get-agents';
import { OrderDetailButton } from '../components/order-detail-button';
import { useOrderStates } from '../components/order-states';
import { useOrderColumns } from '../components/use-order-columns';

const toOptions = (list?: { id: number; label: string }[]) =>
  (list ?? []).map((o) => ({ value: o.id, label: o.label }));

/** `device/OutputOrder`: stock-out orders to agents; their devices are issued on the detail screen. */
export default function OutputOrderScreen() {
  const { t } = useTranslation('device');
  const can = useCan();
  const types = useResourceOptions(deviceTypeResource);
  const shippers = useResourceOptions(shipperResource, can('business:shipper:query'));
  const agents = useAgents(can('system:user:query'));
  const states = useOrderStates('output');
  const columns = useOrderColumns<OutputOrder>('output');
  const agentOptions = toOptions(agents.data);
  return (
    <ResourceListPage<OutputOrder>
      def={outputOrderResource}
      title={t('outputOrder.title')}
      noun={t('outputOrder.noun')}
      columns={[
        { key: 'number', title: t('order.number') },
        { key: 'agentName', title: t('device.agent') },
        { key: 'shipperName', title: t('outputOrder.shipper') },
        { key: 'consigneeName', title: t('outputOrder.consigneeName') },
        { key: 'consigneePhone', title: t('outputOrder.consigneePhone') },
        { key: 'consigneeAddress', title: t('outputOrder.consigneeAddress') },
        ...columns,
      ]}
      filters={[
        { name: 'number', label: t('order.number') },
        { name: 'state', label: t('order.state'), input: 'select', options: states.options },
        ...(agentOptions.length > 1
          ? [{ name: 'agentId', label: t('device.agent'), input: 'select' as const, options: agentOptions }]
          : []),
      ]}
      form={[
        { name: 'agentId', label: t('device.agent'), input: 'select', options: agentOptions },
        {
          name: 'shipperId',
          label: t('outputOrder.shipper'),
          input: 'select',
          options: toOptions(shippers.data),
        },
        { name: 'consigneeName', label: t('outputOrder.consigneeName') },
        {
          name: 'consigneePhone',
          label: t('outputOrder.consigneePhone'),
          patternMessage: t('server.phoneFormat'),
        },
        { name: 'consigneeAddress', label: t('outputOrder.consigneeAddress'), input: 'textarea' },
        {
          name: 'deviceTypeId',
          label: t('printer.deviceType'),
          input: 'select',
          options: toOptions(types.data),
        },
        { name: 'quantity', label: t('order.quantity'), input: 'number' },
        { name: 'sort', label: t('common.sort'), input: 'number' },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
      rowActions={(order) => <OrderDetailButton kind="output" id={order.id} />}
    />
  );
}
