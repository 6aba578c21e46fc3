import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Enabled (1) or disabled (0) as a coloured tag: the state column of users, roles, menus... */
export function StateTag({ state }: { state: number }) {
  const { t } = useTranslation('crud');
  return state === 1 ? <Tag color="green">{t('state.enabled')}</Tag> : <Tag>{t('state.disabled')}</Tag>;
}
