import type { goodsResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import type { FormFieldOf, FormFieldSpec, SharedFieldOf, SharedKey } from '../../../components/crud/types';
import { GoodsPictureInput } from './goods-picture-input';
import { useGoodsWords } from './use-goods-words';
import { YuanInput } from './yuan-input';

type GoodsDef = typeof goodsResource;

/** Every field of the goods form (prices in yuan); `owner` is the platform's owner picker, if any. */
export function useGoodsForm(owner: FormFieldSpec<'ownerId'>[]): FormFieldOf<GoodsDef>[] {
  const { t } = useTranslation('skin');
  const words = useGoodsWords();
  const text = (name: SharedKey<GoodsDef>, label: string): SharedFieldOf<GoodsDef> => ({
    name,
    label,
    input: 'textarea',
  });
  return [
    ...owner,
    { name: 'name', label: t('goods.name') },
    { name: 'type', label: t('goods.type'), input: 'radio', options: words.typeOptions },
    { name: 'category', label: t('goods.category'), input: 'select', options: words.categoryOptions },
    {
      name: 'displayMethod',
      label: t('goods.displayMethod'),
      input: 'select',
      options: words.displayOptions,
    },
    { name: 'price', label: t('goods.price'), render: <YuanInput testId="field-price" /> },
    {
      name: 'crossedPrice',
      label: t('goods.crossedPrice'),
      render: <YuanInput testId="field-crossedPrice" />,
      hint: t('goods.crossedPriceHint'),
    },
    { name: 'purpose', label: t('goods.purpose') },
    { name: 'useScenarios', label: t('goods.useScenarios') },
    { name: 'specifications', label: t('goods.specifications') },
    { name: 'recommendedCrowd', label: t('goods.recommendedCrowd') },
    { name: 'notApplicableCrowd', label: t('goods.notApplicableCrowd') },
    {
      name: 'hyperlink',
      label: t('goods.hyperlink'),
      placeholder: 'https://',
      patternMessage: t('goods.hyperlinkRule'),
    },
    { name: 'shelf', label: t('goods.shelf'), input: 'radio', options: words.shelfOptions, only: 'create' },
    { name: 'iconFileId', label: t('goods.picture'), render: <GoodsPictureInput /> },
    text('recommendedReason', t('goods.recommendedReason')),
    text('component', t('goods.component')),
    text('introduction', t('goods.introduction')),
    { name: 'remark', label: t('common.remark') },
  ];
}
