import {
  type Consumer,
  consumerResource,
  phoneForInput,
  questionResource,
  storeResource,
} from '@skin/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCascadeFilters } from '../../../components/cascade/use-cascade-filters';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useFirstPicks } from '../../../components/picker/pick-api';
import { useNavigate } from '../../../lib/router';
import { useConsumerColumns } from '../components/consumer-columns';
import { ConsumerRowActions } from '../components/consumer-row-actions';
import { STORE_PATHS } from '../components/store-paths';
import { useConsumerChoices } from '../components/use-consumer-choices';
import { useConsumerForm } from '../components/use-consumer-form';

/** `store/Consumer`: the consumers of the stores the user sees, with their profile and tests. */
export default function ConsumerScreen() {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const stores = useFirstPicks(storeResource, 2).data?.items ?? [];
  const questions = useResourceOptions(questionResource).data ?? [];
  const choices = useConsumerChoices();
  const columns = useConsumerColumns(questions);
  const form = useConsumerForm(questions);
  const cascade = useCascadeFilters({
    agent: t('consumer.agent'),
    merchant: t('consumer.merchant'),
    store: t('consumer.store'),
  });
  // A store manager registers consumers of its one store: start the form with it chosen.
  const own = stores.length === 1 ? { storeId: stores[0].id } : undefined;
  // The stored E.164 phone is edited as the store's country writes it, so saving it unchanged passes.
  const toFormValues = (c: Consumer) => ({ ...c, phone: phoneForInput(c.phone, c.storeCountry) });
  return (
    <ResourceListPage
      def={consumerResource}
      title={t('consumer.title')}
      noun={t('consumer.noun')}
      columns={columns}
      filters={[
        { name: 'name', label: t('consumer.name') },
        { name: 'phone', label: t('consumer.phone') },
        { name: 'sex', label: t('consumer.sex'), input: 'select', options: choices.sexes },
        {
          name: 'archived',
          label: t('consumer.shown'),
          input: 'select',
          options: [
            { value: 0, label: t('consumer.inUse') },
            { value: 1, label: t('consumer.archived') },
          ],
        },
        ...cascade,
      ]}
      form={form}
      newRecord={own}
      toFormValues={toFormValues}
      rowActions={(c) => (
        <>
          <Button type="link" size="small" onClick={() => navigate(STORE_PATHS.consumerDetails(c.id))}>
            {t('consumer.details')}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(STORE_PATHS.testRecords(c.id))}>
            {t('consumer.tests')}
          </Button>
          <ConsumerRowActions consumer={c} />
        </>
      )}
    />
  );
}
