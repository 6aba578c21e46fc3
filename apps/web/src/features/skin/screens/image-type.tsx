import { type ImageType, imageTypeResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { StateSwitch } from '../../../components/crud/state-switch';
import { localized } from '../../../lib/localized';
import { translationsField } from '../components/use-translated';

/** `skin/ImageType`: the kinds of photo an analyzer takes, numbered and tagged as the algorithm knows them. */
export default function ImageTypeScreen() {
  const { t, i18n } = useTranslation('skin');
  // The name in the reader's language: a translation, else the Chinese or the English one.
  const nameOf = (i: ImageType) => localized(i, 'name', i18n.language) ?? i.nameEn;
  const sources: Record<ImageType['source'], string> = {
    algorithm: t('imageType.sourceAlgorithm'),
    client: t('imageType.sourceClient'),
  };
  const sourceOptions = Object.entries(sources).map(([value, label]) => ({ value, label }));
  const stateText = (i: ImageType) => (i.state === 1 ? t('common.enabled') : t('common.disabled'));
  const states = [
    { value: 1, label: t('common.enabled') },
    { value: 0, label: t('common.disabled') },
  ];
  return (
    <ResourceListPage
      def={imageTypeResource}
      title={t('imageType.title')}
      noun={t('imageType.noun')}
      columns={[
        { key: 'indexNo', title: t('imageType.indexNo') },
        {
          key: 'name',
          computed: true,
          title: t('imageType.name'),
          render: (_, i) => nameOf(i),
          exportValue: nameOf,
        },
        { key: 'nameZh', title: t('imageType.nameZh') },
        { key: 'nameEn', title: t('imageType.nameEn') },
        { key: 'tag', title: t('imageType.tag') },
        {
          key: 'source',
          title: t('imageType.source'),
          render: (source: ImageType['source']) => sources[source],
          exportValue: (i) => sources[i.source],
        },
        { key: 'sort', title: t('common.sort') },
        {
          key: 'state',
          title: t('common.state'),
          render: (_: number, i: ImageType) => <StateSwitch def={imageTypeResource} verb="enable" row={i} />,
          exportValue: stateText,
        },
        { key: 'remark', title: t('common.remark') },
        {
          key: 'updatedAt',
          title: t('common.updatedAt'),
          render: formatDateTime,
          exportValue: (i) => formatDateTime(i.updatedAt),
        },
      ]}
      filters={[
        { name: 'nameZh', label: t('imageType.nameZh') },
        { name: 'nameEn', label: t('imageType.nameEn') },
        { name: 'state', label: t('common.state'), input: 'select', options: states },
      ]}
      form={[
        { name: 'indexNo', label: t('imageType.indexNo'), input: 'number', hint: t('imageType.indexNoHint') },
        { name: 'nameZh', label: t('imageType.nameZh') },
        { name: 'nameEn', label: t('imageType.nameEn') },
        {
          name: 'tag',
          label: t('imageType.tag'),
          placeholder: 'daylight',
          patternMessage: t('imageType.tagRule'),
          hint: t('imageType.tagHint'),
        },
        { name: 'source', label: t('imageType.source'), input: 'select', options: sourceOptions },
        { name: 'sort', label: t('common.sort'), input: 'number' },
        { name: 'state', label: t('common.state'), input: 'state', only: 'create' },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
        translationsField(
          t('translations.title'),
          [{ key: 'name', label: t('imageType.name'), max: 64 }],
          ['zh-CN', 'en'],
        ),
      ]}
    />
  );
}
