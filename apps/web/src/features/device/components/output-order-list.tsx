import {
  deviceTypeResource,
  type OutputOrder,
  outputOrderResource,
  permissionOf,
  shipperResource,
  userResource,
} from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { onlyWhen } from '../../../components/crud/only-when';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useCan } from '../../../components/permission/use-access';
import { useFirstPicks } from '../../../components/picker/pick-api';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { OrderDetailButton } from './order-detail-button';
import { useOrderStates } from './order-states';
import { useOrderColumns } from './use-order-columns';

const toOptions = (list?: { id: number; label: string }[]) =>
  (list ?? []).map((o) => ({ value: o.id, label: o.label }));
const AGENTS = { role: 'AGENT' } as const;
const agentPicker = (testId: string) => (
  <ResourcePicker def={userResource} narrowing={AGENTS} testId={testId} />
);

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
  // Searched on the server at any size; the filter shows only when there is more than one agent to choose.
  const agents = useFirstPicks(userResource, 2, can(permissionOf(userResource, 'query')), AGENTS).data;
  const states = useOrderStates('output');
  const columns = useOrderColumns<OutputOrder>('output', 'issuedQuantity');
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
        ...onlyWhen((agents?.items.length ?? 0) > 1, {
          name: 'agentId',
          label: t('device.agent'),
          render: agentPicker('filter-agentId'),
        }),
      ]}
      form={[
        { name: 'agentId', label: t('device.agent'), render: agentPicker('field-agentId') },
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
