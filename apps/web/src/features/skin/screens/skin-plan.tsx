import { type SkinPlan, skinPlanResource } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { CATALOGUE_PATHS } from '../components/catalogue-paths';
import { GoodsLinksInput } from '../components/goods-links-input';
import { LinkedGoods, linkedGoodsText } from '../components/linked-goods';
import { skinPlanFormDef } from '../components/skin-plan-form-def';
import { useCatalogueList } from '../components/use-catalogue-list';
import { useOwnerParts } from '../components/use-owner-parts';
import { useSkinPlanWords } from '../components/use-skin-plan-words';

/** `skin/SkinPlan`: care plans for a site (face, body, foot) with the goods they use. */
export default function SkinPlanScreen() {
  const { t } = useTranslation('skin');
  const words = useSkinPlanWords();
  const list = useCatalogueList(skinPlanResource, CATALOGUE_PATHS.skinPlan);
  const owner = useOwnerParts<SkinPlan>(list.access.ownerPicker);
  const def = useMemo(() => skinPlanFormDef(list.pageDef), [list.pageDef]);
  return (
    <ResourceListPage
      def={def}
      title={t('skinPlan.title')}
      noun={t('skinPlan.noun')}
      columns={[
        { key: 'name', title: t('skinPlan.name') },
        {
          key: 'nursingSite',
          title: t('skinPlan.nursingSite'),
          render: (site: SkinPlan['nursingSite']) => words.sites[site],
          exportValue: (p) => words.sites[p.nursingSite],
        },
        owner.column,
        { key: 'solution', title: t('skinPlan.solution'), ellipsis: true, width: 260 },
        {
          key: 'goodsIds',
          title: t('skinPlan.goods'),
          render: (_: unknown, p: SkinPlan) => <LinkedGoods ids={p.goodsIds} />,
          exportValue: (p) => linkedGoodsText(p.goodsIds),
        },
        { key: 'remark', title: t('common.remark') },
        {
          key: 'updatedAt',
          title: t('common.updatedAt'),
          render: formatDateTime,
          exportValue: (p) => formatDateTime(p.updatedAt),
        },
      ]}
      filters={[
        { name: 'name', label: t('skinPlan.name') },
        {
          name: 'nursingSite',
          label: t('skinPlan.nursingSite'),
          input: 'select',
          options: words.siteOptions,
        },
      ]}
      form={[
        ...owner.fields,
        { name: 'name', label: t('skinPlan.name') },
        { name: 'nursingSite', label: t('skinPlan.nursingSite'), input: 'radio', options: words.siteOptions },
        {
          name: 'goodsIds',
          label: t('skinPlan.goods'),
          render: <GoodsLinksInput platform={list.access.platform} />,
        },
        { name: 'solution', label: t('skinPlan.solution'), input: 'textarea' },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
      rowActions={list.rowActions}
      bulkActions={list.bulkActions}
    />
  );
}
