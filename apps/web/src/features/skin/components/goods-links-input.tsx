import { goodsResource } from '@skin/contract';
import { Form } from 'antd';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { useCurrentUser } from '../../../lib/current-user';

type Props = { value?: number[]; onChange?: (ids: number[]) => void; platform: boolean };

/**
 * The goods a skin plan uses, searched on the server (`GET /goods/options`): only the goods everyone
 * who reads the plan reads too, the platform's and those of the plan's owner and the users above it
 * (`linkableBy`, the rule the server holds a save to). The owner is the form's (a platform plan when
 * platform staff leave it empty; the caller's own plan otherwise).
 */
export function GoodsLinksInput({ value, onChange, platform }: Props) {
  const me = useCurrentUser();
  const form = Form.useFormInstance();
  const owner = Form.useWatch<number | null | undefined>('ownerId', { form, preserve: true });
  const linkableBy = owner ?? (platform ? 0 : me.id);
  return (
    <ResourcePicker
      def={goodsResource}
      multiple
      value={value}
      onChange={(ids) => onChange?.(ids)}
      narrowing={{ linkableBy }}
      maxCount={50}
      testId="field-goodsIds"
    />
  );
}
