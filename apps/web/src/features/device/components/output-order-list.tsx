import {
  deviceTypeResource,
  type OutputOrder,
  outputOrderResource,
  permissionOf,
  shipperResource,
  userResource,
} from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { useAgents } from '../../../components/cascade/get-agents';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { onlyWhen } from '../../../components/crud/only-when';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useCan } from '../../../components/permission/use-access';
import { OrderDetailButton } from './order-detail-button';
import { useOrderStates } from './order-states';
import { useOrderColumns } from './use-order-columns';

const toOptions = (list?: { id: number; label: string }[]) =>
  (list ?? []).map((o) => ({ value: o.id, label: o.label }));

/**
 * Stock-out orders to agents; their devices are issued on the detail screen. Platform staff
 * manage them; an agent reads its incoming shipments and a salesperson the orders it carries
 * (the buttons follow the permissions each holds).
 */
export function OutputOrderList({ title }: { title: string }) {
  const { t } = useTranslation('device');
  const can = useCan();
  const types = useResourceOptions(deviceTypeResource);
  const shippers = useResourceOptions(shipperResource, can(permissionOf(shipperResource, 'query')));
  const agents = useAgents(can(permissionOf(userResource, 'query')));
  const states = useOrderStates('output');
  const columns = useOrderColumns<OutputOrder>('output', 'issuedQuantity');
  const agentOptions = toOptions(agents.data);
  return (
    <ResourceListPage
      def={outputOrderResource}
      title={title}
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
        ...onlyWhen(agentOptions.length > 1, {
          name: 'agentId',
          label: t('device.agent'),
          input: 'select',
          options: agentOptions,
        }),
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
          patternMessage: t('translation:server.phoneFormat'),
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
