import { type Goods, goodsResource } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { CATALOGUE_PATHS } from '../components/catalogue-paths';
import { GoodsExportButton } from '../components/goods-export-button';
import { goodsFormDef, goodsFormValues } from '../components/goods-form-def';
import { useCatalogueList } from '../components/use-catalogue-list';
import { useGoodsColumns } from '../components/use-goods-columns';
import { useGoodsForm } from '../components/use-goods-form';
import { useGoodsWords } from '../components/use-goods-words';
import { useOwnerParts } from '../components/use-owner-parts';

/**
 * `skin/Goods`: products and instruments recommended in reports, the platform's defaults and each
 * agent's own. Prices are typed in yuan and stored in cents; rows owned by the platform or by an
 * agent above the caller are read-only to it. "Export for editing" saves the filtered goods as the
 * batch upload's sheet (docs/goods-upload.md).
 */
export default function GoodsScreen() {
  const { t } = useTranslation('skin');
  const words = useGoodsWords();
  const list = useCatalogueList(goodsResource, CATALOGUE_PATHS.goods);
  const owner = useOwnerParts<Goods>(list.access.ownerPicker);
  const columns = useGoodsColumns(owner.column, list.access);
  const form = useGoodsForm(owner.fields);
  const def = useMemo(() => goodsFormDef(list.pageDef), [list.pageDef]);
  return (
    <ResourceListPage
      def={def}
      title={t('goods.title')}
      noun={t('goods.noun')}
      columns={columns}
      filters={[
        { name: 'name', label: t('goods.name') },
        { name: 'type', label: t('goods.type'), input: 'select', options: words.typeOptions },
        { name: 'category', label: t('goods.category'), input: 'select', options: words.categoryOptions },
        { name: 'shelf', label: t('goods.shelf'), input: 'select', options: words.shelfOptions },
      ]}
      form={form}
      toFormValues={goodsFormValues}
      rowActions={list.rowActions}
      toolbarExtra={(kit) => <GoodsExportButton filters={kit.filters} />}
      bulkActions={list.bulkActions}
      dialogWidth={880}
    />
  );
}
