import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../components/result/status-result';
import { PATHS } from '../lib/paths';
import { Link } from '../lib/router';

/** Any path no route matches, for a signed-in user (a signed-out one is sent to /login first). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="404"
      title="404"
      subTitle={t('notFound.subtitle')}
      extra={
        <Link to={PATHS.dashboard}>
          <Button type="primary">{t('notFound.backHome')}</Button>
        </Link>
      }
    />
  );
}
