import { type DiseaseLevel, diseaseLevelResource } from '@skin/contract';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { translationsField, useTranslated } from '../components/use-translated';

/**
 * `skin/DiseaseLevel`: named score ranges (0 worst, 100 best) a dimension's score falls into. The
 * server refuses a range that overlaps another level and names that level on both score fields.
 */
export default function DiseaseLevelScreen() {
  const { t } = useTranslation('skin');
  const translated = useTranslated();
  const range = (l: DiseaseLevel) => `${l.minScore}-${l.maxScore}`;
  // The same words as the server's refusal, before the form is sent.
  const minNotAboveMax: Rule = ({ getFieldValue }) => ({
    validator: async (_, max: unknown) => {
      const min: unknown = getFieldValue('minScore');
      if (typeof min === 'number' && typeof max === 'number' && min > max)
        throw new Error(t('translation:server.levelRange'));
    },
  });
  return (
    <ResourceListPage
      def={diseaseLevelResource}
      title={t('diseaseLevel.title')}
      noun={t('diseaseLevel.noun')}
      columns={[
        translated.column<DiseaseLevel>('name', t('diseaseLevel.name')),
        {
          key: 'scoreRange',
          computed: true,
          title: t('diseaseLevel.scoreRange'),
          render: (_, l) => range(l),
          exportValue: range,
          sortKey: 'minScore',
        },
        { key: 'remark', title: t('common.remark') },
        {
          key: 'updatedAt',
          title: t('common.updatedAt'),
          render: formatDateTime,
          exportValue: (l) => formatDateTime(l.updatedAt),
        },
      ]}
      filters={[{ name: 'name', label: t('diseaseLevel.name') }]}
      form={[
        { name: 'name', label: t('diseaseLevel.name') },
        {
          name: 'minScore',
          label: t('diseaseLevel.minScore'),
          input: 'number',
          hint: t('diseaseLevel.scoreHint'),
        },
        {
          name: 'maxScore',
          label: t('diseaseLevel.maxScore'),
          input: 'number',
          rules: [minNotAboveMax],
          dependencies: ['minScore'],
        },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
        translationsField(t('translations.title'), [{ key: 'name', label: t('diseaseLevel.name'), max: 32 }]),
      ]}
    />
  );
}
