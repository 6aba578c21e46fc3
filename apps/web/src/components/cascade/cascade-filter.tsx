import { permissionOf, storeResource, userResource } from '@skin/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import { useCan } from '../permission/use-access';
import { ResourcePicker } from '../picker/resource-picker';
import { BELOW, type CascadeLevel, cascadeOptions, storesUnder } from './cascade';
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
  const clearBelow = () =>
    form.setFieldsValue(Object.fromEntries(BELOW[level].map((name) => [name, undefined])));
  // Stores grow without bound: searched on the server, under the chosen merchant or agent.
  if (level === 'storeId')
    return (
      <ResourcePicker
        def={storeResource}
        value={value}
        onChange={(next) => onChange?.(next)}
        narrowing={{ under: storesUnder(agentId, merchantId) }}
        style={{ minWidth: 180 }}
        testId={`filter-${level}`}
      />
    );
  const options = cascadeOptions(level, { agents: agents.data ?? [], merchants: merchants.data ?? [] });
  return (
    <Select
      value={value}
      onChange={(next?: number) => {
        onChange?.(next);
        clearBelow();
      }}
      options={options}
      placeholder={t('placeholders.select')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={agents.isFetching || merchants.isFetching}
      style={{ minWidth: 180 }}
      data-testid={`filter-${level}`}
    />
  );
}
