import { type CustomDisease, customDiseaseResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import type { SharedFieldOf, SharedKey } from '../../../components/crud/types';
import { CATALOGUE_PATHS } from '../components/catalogue-paths';
import { useCatalogueList } from '../components/use-catalogue-list';
import { useOwnerParts } from '../components/use-owner-parts';
import { translationsField, useTranslated } from '../components/use-translated';

/**
 * `skin/CustomDisease`: skin issues written beyond the AI dimensions, with their advice; the
 * platform's read by everyone, an agent's by its own line.
 */
export default function CustomDiseaseScreen() {
  const { t } = useTranslation('skin');
  const list = useCatalogueList(customDiseaseResource, CATALOGUE_PATHS.customDisease);
  const owner = useOwnerParts<CustomDisease>(list.access.ownerPicker);
  const translated = useTranslated();
  const long = (
    name: SharedKey<typeof customDiseaseResource>,
    label: string,
  ): SharedFieldOf<typeof customDiseaseResource> => ({
    name,
    label,
    input: 'textarea',
  });
  return (
    <ResourceListPage
      def={list.pageDef}
      title={t('customDisease.title')}
      noun={t('customDisease.noun')}
      columns={[
        translated.column<CustomDisease>('name', t('customDisease.name')),
        owner.column,
        translated.column<CustomDisease>('solution', t('customDisease.solution'), {
          ellipsis: true,
          width: 240,
        }),
        translated.column<CustomDisease>('description', t('customDisease.description'), {
          ellipsis: true,
          width: 200,
        }),
        translated.column<CustomDisease>('impact', t('customDisease.impact'), { ellipsis: true, width: 200 }),
        translated.column<CustomDisease>('improvement', t('customDisease.improvement'), {
          ellipsis: true,
          width: 200,
        }),
        {
          key: 'updatedAt',
          title: t('common.updatedAt'),
          render: formatDateTime,
          exportValue: (d) => formatDateTime(d.updatedAt),
        },
      ]}
      filters={[{ name: 'name', label: t('customDisease.name') }]}
      form={[
        ...owner.fields,
        { name: 'name', label: t('customDisease.name') },
        long('solution', t('customDisease.solution')),
        long('description', t('customDisease.description')),
        long('impact', t('customDisease.impact')),
        long('improvement', t('customDisease.improvement')),
        translationsField(t('translations.title'), [
          { key: 'name', label: t('customDisease.name'), max: 64 },
          { key: 'solution', label: t('customDisease.solution'), max: 2000, long: true },
          { key: 'description', label: t('customDisease.description'), max: 2000, long: true },
          { key: 'impact', label: t('customDisease.impact'), max: 2000, long: true },
          { key: 'improvement', label: t('customDisease.improvement'), max: 2000, long: true },
        ]),
      ]}
      rowActions={list.rowActions}
      bulkActions={list.bulkActions}
    />
  );
}
