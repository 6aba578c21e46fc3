import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A flag column (hidden, home page...) as Yes / No. */
export function YesNoTag({ value }: { value: boolean }) {
  const { t } = useTranslation('crud');
  return value ? <Tag color="blue">{t('values.yes')}</Tag> : <Tag>{t('values.no')}</Tag>;
}
