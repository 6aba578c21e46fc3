import { goodsResource } from '@skin/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';

type Props = { value?: number[]; onChange?: (ids: number[]) => void };

/** The goods a skin plan uses: any of the goods the caller can read (`GET /goods/all`). */
export function GoodsLinksInput({ value, onChange }: Props) {
  const { t } = useTranslation('crud');
  const goods = useResourceOptions(goodsResource);
  return (
    <Select<number[]>
      mode="multiple"
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      options={(goods.data ?? []).map((g) => ({ value: g.id, label: g.label }))}
      loading={goods.isFetching}
      placeholder={t('placeholders.select')}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      maxCount={50}
      style={{ width: '100%' }}
      data-testid="field-goodsIds"
    />
  );
}
