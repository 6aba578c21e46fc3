import { consumerResource } from '@skin/contract';
import { ResourcePicker } from '../../../components/picker/resource-picker';

type Props = { value?: number; onChange?: (value?: number) => void };

/** Picks a consumer by name or phone, searched on the server as the user types (`GET /consumer/options`). */
export function ConsumerSearchSelect({ value, onChange }: Props) {
  return (
    <ResourcePicker
      def={consumerResource}
      value={value}
      onChange={onChange}
      style={{ minWidth: 200 }}
      testId="filter-consumerId"
    />
  );
}
