import type { consumerResource, Option } from '@skin/contract';
import { Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormFieldOf } from '../../../components/crud/types';
import { DayInput } from './day-input';
import { useConsumerChoices } from './use-consumer-choices';

const asChoices = (options: readonly Option[]) =>
  options.map((o) => ({ value: o.id, label: o.label, disabled: o.disabled }));

/** The add/edit form of a consumer; its rules come from the contract's consumer schema. */
export function useConsumerForm(
  stores: readonly Option[],
  questions: readonly Option[],
): FormFieldOf<typeof consumerResource>[] {
  const { t } = useTranslation('store');
  const { t: crud } = useTranslation('crud');
  const choices = useConsumerChoices();
  return [
    { name: 'storeId', label: t('consumer.store'), input: 'select', options: asChoices(stores) },
    { name: 'name', label: t('consumer.name') },
    {
      name: 'phone',
      label: t('consumer.phone'),
      patternMessage: t('consumer.phoneFormat'),
      render: (
        <Input maxLength={11} allowClear placeholder={crud('placeholders.enter')} data-testid="field-phone" />
      ),
    },
    { name: 'sex', label: t('consumer.sex'), input: 'radio', options: choices.sexes },
    { name: 'email', label: t('consumer.email'), patternMessage: t('consumer.emailFormat') },
    { name: 'birthday', label: t('consumer.birthday'), render: <DayInput testId="field-birthday" /> },
    {
      name: 'maritalStatus',
      label: t('consumer.maritalStatus'),
      input: 'select',
      options: choices.maritalStatuses,
    },
    // Yes / no answers are booleans, which the kit's choice inputs (keyed by string or number) do not take.
    {
      name: 'hasChildren',
      label: t('consumer.hasChildren'),
      render: <Radio.Group options={choices.yesNo} data-testid="field-hasChildren" />,
    },
    {
      name: 'hadMedicalBeauty',
      label: t('consumer.hadMedicalBeauty'),
      render: <Radio.Group options={choices.yesNo} data-testid="field-hadMedicalBeauty" />,
    },
    { name: 'career', label: t('consumer.career') },
    { name: 'area', label: t('consumer.area') },
    { name: 'address', label: t('consumer.address') },
    {
      name: 'problemIds',
      label: t('consumer.problems'),
      render: (
        <Select
          mode="multiple"
          allowClear
          options={asChoices(questions)}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={crud('placeholders.select')}
          data-testid="field-problemIds"
        />
      ),
    },
    { name: 'remark', label: t('consumer.remark'), input: 'textarea' },
  ];
}
