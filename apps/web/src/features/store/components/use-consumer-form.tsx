import { type consumerResource, normalisePhone, type Option, storeResource } from '@skin/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Radio, Select } from 'antd';
import type { RuleRender } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { FormFieldOf } from '../../../components/crud/types';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { storeQuery } from '../api/get-store';
import { ConsumerPhoneHint, ConsumerPhoneInput } from './consumer-phone-input';
import { DayInput } from './day-input';
import { useConsumerChoices } from './use-consumer-choices';

const asChoices = (options: readonly Option[]) =>
  options.map((o) => ({ value: o.id, label: o.label, disabled: o.disabled }));

/**
 * The phone checked in the browser by the rule the server applies (`normalisePhone`), for the
 * country of the store chosen on the form. A store that cannot be read leaves it to the server.
 */
const phoneOfStoreCountry =
  (queries: QueryClient, message: string): RuleRender =>
  ({ getFieldValue }) => ({
    async validator(_, value: unknown) {
      const storeId = getFieldValue('storeId');
      if (typeof value !== 'string' || !value.trim() || typeof storeId !== 'number') return;
      const store = await queries.fetchQuery(storeQuery(storeId)).catch(() => undefined);
      if (store && !normalisePhone(value, store.country)) throw new Error(message);
    },
  });

/** The add/edit form of a consumer; its rules come from the contract's consumer schema. */
export function useConsumerForm(questions: readonly Option[]): FormFieldOf<typeof consumerResource>[] {
  const { t } = useTranslation('store');
  const { t: crud } = useTranslation('crud');
  const choices = useConsumerChoices();
  const queries = useQueryClient();
  return [
    {
      name: 'storeId',
      label: t('consumer.store'),
      render: <ResourcePicker def={storeResource} testId="field-storeId" />,
    },
    { name: 'name', label: t('consumer.name') },
    {
      name: 'phone',
      label: t('consumer.phone'),
      patternMessage: t('consumer.phoneFormat'),
      rules: [phoneOfStoreCountry(queries, t('consumer.phoneFormat'))],
      // The store's country decides the rule: a change of store checks the phone again.
      dependencies: ['storeId'],
      render: <ConsumerPhoneInput />,
      hint: <ConsumerPhoneHint />,
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
