import { type CustomDisease, customDiseaseResource } from '@skin/contract';
import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { CatalogueDetailPage } from './catalogue-detail-page';
import { CATALOGUE_PATHS } from './catalogue-paths';
import { DetailText } from './detail-text';

/** One custom disease and its advice, read-only (`skin/CustomDetails`). */
export function CustomDiseaseDetail() {
  const { t } = useTranslation('skin');
  return (
    <CatalogueDetailPage<CustomDisease>
      def={customDiseaseResource}
      title={t('customDisease.detail')}
      listPath={CATALOGUE_PATHS.customDiseaseList}
      nameOf={(d) => d.name}
    >
      {(d) => <CustomDiseaseFields disease={d} />}
    </CatalogueDetailPage>
  );
}

function CustomDiseaseFields({ disease: d }: { disease: CustomDisease }) {
  const { t } = useTranslation('skin');
  const long = (key: string, label: string, value: string | null) => ({
    key,
    label,
    span: 2,
    children: <DetailText value={value} />,
  });
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('customDisease.name'), children: d.name },
    {
      key: 'owner',
      label: t('catalogue.owner'),
      children: d.ownerId === null ? <Tag color="blue">{t('catalogue.platform')}</Tag> : d.ownerName,
    },
    long('solution', t('customDisease.solution'), d.solution),
    long('description', t('customDisease.description'), d.description),
    long('impact', t('customDisease.impact'), d.impact),
    long('improvement', t('customDisease.improvement'), d.improvement),
    { key: 'updatedAt', label: t('common.updatedAt'), children: formatDateTime(d.updatedAt) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
