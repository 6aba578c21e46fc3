import { type SkinPlan, skinPlanResource } from '@skin/contract';
import { Descriptions, type DescriptionsProps, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { Link } from '../../../lib/router';
import { CatalogueDetailPage } from './catalogue-detail-page';
import { CATALOGUE_PATHS } from './catalogue-paths';
import { DetailText } from './detail-text';
import { useGoodsNames } from './use-goods-names';
import { useSkinPlanWords } from './use-skin-plan-words';

/** One skin plan read-only, its goods as links to their pages (`skin/SkinPlanDetails`, `...Root`). */
export function SkinPlanDetail() {
  const { t } = useTranslation('skin');
  return (
    <CatalogueDetailPage<SkinPlan>
      def={skinPlanResource}
      title={t('skinPlan.detail')}
      listPath={CATALOGUE_PATHS.skinPlanList}
      nameOf={(p) => p.name}
    >
      {(p) => <SkinPlanFields plan={p} />}
    </CatalogueDetailPage>
  );
}

function SkinPlanFields({ plan: p }: { plan: SkinPlan }) {
  const { t } = useTranslation('skin');
  const words = useSkinPlanWords();
  const name = useGoodsNames(p.goodsIds);
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('skinPlan.name'), children: p.name },
    { key: 'nursingSite', label: t('skinPlan.nursingSite'), children: words.sites[p.nursingSite] },
    {
      key: 'owner',
      label: t('catalogue.owner'),
      children: p.ownerId === null ? <Tag color="blue">{t('catalogue.platform')}</Tag> : p.ownerName,
    },
    {
      key: 'goods',
      label: t('skinPlan.goods'),
      span: 3,
      children: p.goodsIds.length ? (
        <Space wrap data-testid="detail-goods">
          {p.goodsIds.map((id) => (
            <Link key={id} to={CATALOGUE_PATHS.goodsById(id)}>
              {name(id)}
            </Link>
          ))}
        </Space>
      ) : (
        <DetailText value={null} />
      ),
    },
    { key: 'solution', label: t('skinPlan.solution'), span: 3, children: <DetailText value={p.solution} /> },
    { key: 'remark', label: t('common.remark'), span: 3, children: <DetailText value={p.remark} /> },
    { key: 'updatedAt', label: t('common.updatedAt'), children: formatDateTime(p.updatedAt) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={items} />;
}
