import { storeResource, userResource } from '@skin/contract';
import { Form } from 'antd';
import { ResourcePicker } from '../picker/resource-picker';
import { BELOW, type CascadeLevel, narrowingOf } from './cascade';

type Props = { level: CascadeLevel; value?: number; onChange?: (value?: number) => void };

/**
 * One level of the agent -> merchant -> store filters, inside the filter bar's form: it reads the
 * levels above from the form, and clears the levels below when its choice changes. Every level
 * grows without bound, so each is searched on the server (agents and merchants as users of that
 * role, stores under the chosen merchant or agent).
 */
export function CascadeFilter({ level, value, onChange }: Props) {
  const form = Form.useFormInstance();
  const agentId = Form.useWatch<number | undefined>('agentId');
  const merchantId = Form.useWatch<number | undefined>('merchantId');
  const clearBelow = () =>
    form.setFieldsValue(Object.fromEntries(BELOW[level].map((name) => [name, undefined])));
  return (
    <ResourcePicker
      def={level === 'storeId' ? storeResource : userResource}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        clearBelow();
      }}
      narrowing={narrowingOf(level, agentId, merchantId)}
      style={{ minWidth: 180 }}
      testId={`filter-${level}`}
    />
  );
}
