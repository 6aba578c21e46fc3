import { useTranslation } from 'react-i18next';
import { TestRecordList } from '../components/test-record-list';

/** `store/TestRecord`: every skin test the user sees, each opening its report. */
export default function TestRecordScreen() {
  const { t } = useTranslation('store');
  return <TestRecordList title={t('test.title')} />;
}
