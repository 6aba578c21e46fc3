import { type CustomDisease, customDiseaseResource } from '@skin/contract';
import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { CatalogueDetailPage } from './catalogue-detail-page';
import { CATALOGUE_PATHS } from './catalogue-paths';
import { DetailText } from './detail-text';
import { useTranslated } from './use-translated';

/** One custom disease and its advice, read-only (`skin/CustomDetails`). */
export function CustomDiseaseDetail() {
  const { t } = useTranslation('skin');
  const { text } = useTranslated();
  return (
    <CatalogueDetailPage<CustomDisease>
      def={customDiseaseResource}
      title={t('customDisease.detail')}
      listPath={CATALOGUE_PATHS.customDiseaseList}
      nameOf={(d) => text(d, 'name')}
    >
      {(d) => <CustomDiseaseFields disease={d} />}
    </CatalogueDetailPage>
  );
}

function CustomDiseaseFields({ disease: d }: { disease: CustomDisease }) {
  const { t } = useTranslation('skin');
  const { text } = useTranslated();
  const long = (key: keyof CustomDisease & string, label: string) => ({
    key,
    label,
    span: 2,
    children: <DetailText value={text(d, key) || null} />,
  });
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('customDisease.name'), children: text(d, 'name') },
    {
      key: 'owner',
      label: t('catalogue.owner'),
      children: d.ownerId === null ? <Tag color="blue">{t('catalogue.platform')}</Tag> : d.ownerName,
    },
    long('solution', t('customDisease.solution')),
    long('description', t('customDisease.description')),
    long('impact', t('customDisease.impact')),
    long('improvement', t('customDisease.improvement')),
    { key: 'updatedAt', label: t('common.updatedAt'), children: formatDateTime(d.updatedAt) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
