import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../../lib/router';
import { useConsumer } from '../api/get-consumer';
import { TestRecordList } from '../components/test-record-list';

/** `store/TestRecords` at /testRecords/:id: the tests of one consumer (id = the consumer's). */
export default function TestRecordsScreen() {
  const { t } = useTranslation('store');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const consumer = useConsumer(valid ? id : 0);
  if (!valid)
    return (
      <Card title={t('test.title')}>
        <Result status="info" title={t('test.chooseConsumer')} />
      </Card>
    );
  const name = consumer.data?.name;
  // Keyed by id: the tab keeps this screen alive while another consumer is opened in it.
  return (
    <TestRecordList key={id} consumerId={id} title={name ? `${t('test.title')}: ${name}` : t('test.title')} />
  );
}
