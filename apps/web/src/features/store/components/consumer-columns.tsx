import { type Consumer, formatPhone, type Option } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import type { CrudColumn } from '../../../components/crud/types';
import { Link } from '../../../lib/router';
import { STORE_PATHS } from './store-paths';
import { useConsumerChoices } from './use-consumer-choices';

/** The columns of the consumer list; problems to improve are shown by their question names. */
export function useConsumerColumns(questions: readonly Option[]): CrudColumn<Consumer>[] {
  const { t } = useTranslation('store');
  const choices = useConsumerChoices();
  const names = new Map(questions.map((q) => [q.id, q.label]));
  const problemsOf = (c: Consumer) =>
    c.problemIds
      .map((id) => names.get(id))
      .filter(Boolean)
      .join(', ');
  // National for a number of the store's own country, international otherwise.
  const phoneOf = (c: Consumer) => formatPhone(c.phone, c.storeCountry);
  return [
    { key: 'storeName', title: t('consumer.store') },
    {
      key: 'name',
      title: t('consumer.name'),
      render: (_, c) => <Link to={STORE_PATHS.consumerDetails(c.id)}>{c.name}</Link>,
      exportValue: (c) => c.name,
    },
    { key: 'sex', title: t('consumer.sex'), render: (_, c) => choices.sexOf(c), exportValue: choices.sexOf },
    { key: 'phone', title: t('consumer.phone'), render: (_, c) => phoneOf(c), exportValue: phoneOf },
    { key: 'email', title: t('consumer.email') },
    { key: 'birthday', title: t('consumer.birthday') },
    {
      key: 'maritalStatus',
      title: t('consumer.maritalStatus'),
      render: (_, c) => choices.maritalOf(c),
      exportValue: choices.maritalOf,
    },
    {
      key: 'hasChildren',
      title: t('consumer.hasChildren'),
      render: (v: boolean | null) => choices.answerOf(v),
      exportValue: (c) => choices.answerOf(c.hasChildren),
    },
    {
      key: 'hadMedicalBeauty',
      title: t('consumer.hadMedicalBeauty'),
      render: (v: boolean | null) => choices.answerOf(v),
      exportValue: (c) => choices.answerOf(c.hadMedicalBeauty),
    },
    { key: 'career', title: t('consumer.career') },
    { key: 'area', title: t('consumer.area') },
    { key: 'address', title: t('consumer.address') },
    {
      key: 'problemIds',
      title: t('consumer.problems'),
      render: (_, c) => problemsOf(c),
      exportValue: problemsOf,
    },
    { key: 'remark', title: t('consumer.remark') },
    {
      key: 'createdAt',
      title: t('consumer.registeredAt'),
      render: formatDateTime,
      exportValue: (c) => formatDateTime(c.createdAt),
    },
    {
      key: 'testCount',
      title: t('consumer.testCount'),
      render: (_, c) => <Link to={STORE_PATHS.testRecords(c.id)}>{c.testCount}</Link>,
      exportValue: (c) => c.testCount,
    },
  ];
}
