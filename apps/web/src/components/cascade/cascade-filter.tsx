import { permissionOf, storeResource, userResource } from '@skin/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import { useResourceOptions } from '../crud/api/get-options';
import { useCan } from '../permission/use-access';
import { BELOW, type CascadeLevel, cascadeOptions } from './cascade';
import { useAgents } from './get-agents';
import { useMerchantsBelow } from './get-sub-users';

type Props = { level: CascadeLevel; value?: number; onChange?: (value?: number) => void };

/**
 * One level of the agent -> merchant -> store filters, inside the filter bar's form: it reads the
 * levels above from the form, and clears the levels below when its choice changes.
 */
export function CascadeFilter({ level, value, onChange }: Props) {
  const { t } = useTranslation('crud');
  const form = Form.useFormInstance();
  const me = useCurrentUser();
  const can = useCan();
  const agentId = Form.useWatch<number | undefined>('agentId');
  const merchantId = Form.useWatch<number | undefined>('merchantId');
  const agents = useAgents(level === 'agentId' && can(permissionOf(userResource, 'query')));
  const merchants = useMerchantsBelow(level === 'agentId' ? undefined : (agentId ?? me.id));
  const stores = useResourceOptions(storeResource, level === 'storeId');
  const options = cascadeOptions(level, {
    agents: agents.data ?? [],
    merchants: merchants.data ?? [],
    stores: stores.data ?? [],
    agentId,
    merchantId,
  });
  return (
    <Select
      value={value}
      onChange={(next?: number) => {
        onChange?.(next);
        form.setFieldsValue(Object.fromEntries(BELOW[level].map((name) => [name, undefined])));
      }}
      options={options}
      placeholder={t('placeholders.select')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={agents.isFetching || merchants.isFetching || stores.isFetching}
      style={{ minWidth: 180 }}
      data-testid={`filter-${level}`}
    />
  );
}
