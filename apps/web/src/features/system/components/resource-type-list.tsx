import { resourceTypeResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';

/** Resource types: named groups of URL permissions. */
export function ResourceTypeList() {
  const { t } = useTranslation('system');
  return (
    <ResourceListPage
      def={resourceTypeResource}
      title={t('resource.typeTitle')}
      noun={t('resource.typeNoun')}
      columns={[
        { key: 'name', title: t('resource.typeName') },
        { key: 'remark', title: t('common.remark') },
      ]}
      filters={[{ name: 'name', label: t('resource.typeName') }]}
      form={[
        { name: 'name', label: t('resource.typeName') },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
    />
  );
}
