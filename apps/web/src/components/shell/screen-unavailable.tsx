import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths';
import { useRouteTitle } from '../../lib/route-title';
import { Link } from '../../lib/router';
import { StatusResult } from '../result/status-result';

/**
 * A route the user may open whose screen is not built yet (its component has no screen file):
 * a friendly page inside the shell instead of a blank one.
 */
export function ScreenUnavailable({ title }: { title: string }) {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  return (
    <StatusResult
      status="404"
      title={routeTitle(title)}
      subTitle={t('screen.unavailable')}
      data-testid="screen-unavailable"
      extra={
        <Link to={PATHS.dashboard}>
          <Button type="primary">{t('notFound.backHome')}</Button>
        </Link>
      }
    />
  );
}
