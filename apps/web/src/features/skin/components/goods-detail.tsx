import { type Goods, goodsResource } from '@skin/contract';
import { Descriptions, type DescriptionsProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { FilePicture } from '../../../components/file-picture';
import { formatMoney } from '../../../lib/format';
import { CatalogueDetailPage } from './catalogue-detail-page';
import { CATALOGUE_PATHS } from './catalogue-paths';
import { DetailText } from './detail-text';
import { useGoodsWords } from './use-goods-words';

/**
 * One goods item, every field of it read-only (`skin/GoodsDetails`, and its Root and Agent routes,
 * which the list opens for platform and agents' goods alike).
 */
export function GoodsDetail() {
  const { t } = useTranslation('skin');
  return (
    <CatalogueDetailPage<Goods>
      def={goodsResource}
      title={t('goods.detail')}
      listPath={CATALOGUE_PATHS.goodsList}
      nameOf={(g) => g.name}
    >
      {(g) => <GoodsFields goods={g} />}
    </CatalogueDetailPage>
  );
}

function GoodsFields({ goods: g }: { goods: Goods }) {
  const { t } = useTranslation('skin');
  const words = useGoodsWords();
  const text = (key: string, label: string, value: string | null, span = 1) => ({
    key,
    label,
    span,
    children: <DetailText value={value} />,
  });
  const items: DescriptionsProps['items'] = [
    {
      key: 'picture',
      label: t('goods.picture'),
      span: 3,
      children: g.iconFileId ? (
        <FilePicture fileId={g.iconFileId} width={160} data-testid="detail-picture" />
      ) : (
        <DetailText value={null} />
      ),
    },
    text('name', t('goods.name'), g.name),
    { key: 'type', label: t('goods.type'), children: words.types[g.type] },
    text('category', t('goods.category'), words.categoryText(g) || null),
    {
      key: 'price',
      label: t('goods.price'),
      children: <span data-testid="detail-price">{formatMoney(g.price)}</span>,
    },
    {
      key: 'crossedPrice',
      label: t('goods.crossedPrice'),
      children: g.crossedPrice === null ? <DetailText value={null} /> : <s>{formatMoney(g.crossedPrice)}</s>,
    },
    {
      key: 'shelf',
      label: t('goods.shelf'),
      children: <Tag color={g.shelf === 1 ? 'green' : undefined}>{words.shelfText(g)}</Tag>,
    },
    {
      key: 'owner',
      label: t('catalogue.owner'),
      children: g.ownerId === null ? <Tag color="blue">{t('catalogue.platform')}</Tag> : g.ownerName,
    },
    { key: 'displayMethod', label: t('goods.displayMethod'), children: words.displays[g.displayMethod] },
    { key: 'updatedAt', label: t('common.updatedAt'), children: formatDateTime(g.updatedAt) },
    text('purpose', t('goods.purpose'), g.purpose),
    text('useScenarios', t('goods.useScenarios'), g.useScenarios),
    text('specifications', t('goods.specifications'), g.specifications),
    text('recommendedCrowd', t('goods.recommendedCrowd'), g.recommendedCrowd),
    text('notApplicableCrowd', t('goods.notApplicableCrowd'), g.notApplicableCrowd),
    {
      key: 'hyperlink',
      label: t('goods.hyperlink'),
      children: g.hyperlink ? (
        <Typography.Link href={g.hyperlink} target="_blank" rel="noopener noreferrer">
          {g.hyperlink}
        </Typography.Link>
      ) : (
        <DetailText value={null} />
      ),
    },
    text('recommendedReason', t('goods.recommendedReason'), g.recommendedReason, 3),
    text('component', t('goods.component'), g.component, 3),
    text('introduction', t('goods.introduction'), g.introduction, 3),
    text('remark', t('common.remark'), g.remark, 3),
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={items} />;
}
