import type { Consumer } from '@skin/contract';
import { useTranslation } from 'react-i18next';

/** The translated choices of a consumer's profile, and the label of a stored value. */
export function useConsumerChoices() {
  const { t } = useTranslation('store');
  const sexes = [
    { value: 'male', label: t('consumer.sexMale') },
    { value: 'female', label: t('consumer.sexFemale') },
    { value: 'secrecy', label: t('consumer.sexSecrecy') },
  ];
  const maritalStatuses = [
    { value: 'unmarried', label: t('consumer.unmarried') },
    { value: 'married', label: t('consumer.married') },
  ];
  const yesNo = [
    { value: true, label: t('consumer.yes') },
    { value: false, label: t('consumer.no') },
  ];
  const labelOf = (options: { value: unknown; label: string }[], value: unknown) =>
    options.find((o) => o.value === value)?.label ?? '';
  return {
    sexes,
    maritalStatuses,
    yesNo,
    sexOf: (c: Pick<Consumer, 'sex'>) => labelOf(sexes, c.sex),
    maritalOf: (c: Pick<Consumer, 'maritalStatus'>) => labelOf(maritalStatuses, c.maritalStatus),
    answerOf: (value: boolean | null) => labelOf(yesNo, value),
  };
}
