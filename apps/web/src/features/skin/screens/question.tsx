import { type Question, questionResource } from '@skin/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { verbPermission } from '../../../components/crud/state-permission';
import { StateSwitch } from '../../../components/crud/state-switch';
import { useHasPermission } from '../../../components/permission/use-access';
import { translationsField, useTranslated } from '../components/use-translated';

/**
 * `skin/Question`: the problems a consumer may pick to improve. A hidden one is no longer offered,
 * but stays with the consumers who picked it.
 */
export default function QuestionScreen() {
  const { t } = useTranslation('skin');
  const translated = useTranslated();
  // Those who may only read see "shown" or "hidden" rather than a switch.
  const mayChange = useHasPermission([verbPermission(questionResource, 'show')]);
  const shownText = (q: Question) => (q.visible === 1 ? t('question.shown') : t('question.hidden'));
  const choices = [
    { value: 1, label: t('question.shown') },
    { value: 0, label: t('question.hidden') },
  ];
  return (
    <ResourceListPage
      def={questionResource}
      title={t('question.title')}
      noun={t('question.noun')}
      columns={[
        translated.column<Question>('name', t('question.name')),
        { key: 'sort', title: t('common.sort') },
        {
          key: 'visible',
          title: t('question.visible'),
          render: (_: number, q: Question) =>
            mayChange ? (
              <StateSwitch def={questionResource} verb="show" row={q} />
            ) : (
              <Tag color={q.visible === 1 ? 'green' : undefined}>{shownText(q)}</Tag>
            ),
          exportValue: shownText,
        },
        {
          key: 'updatedAt',
          title: t('common.updatedAt'),
          render: formatDateTime,
          exportValue: (q) => formatDateTime(q.updatedAt),
        },
      ]}
      filters={[
        { name: 'name', label: t('question.name') },
        { name: 'visible', label: t('question.visible'), input: 'select', options: choices },
      ]}
      form={[
        { name: 'name', label: t('question.name') },
        { name: 'sort', label: t('common.sort'), input: 'number' },
        { name: 'visible', label: t('question.visible'), input: 'radio', options: choices, only: 'create' },
        translationsField(t('translations.title'), [{ key: 'name', label: t('question.name'), max: 64 }]),
      ]}
    />
  );
}
