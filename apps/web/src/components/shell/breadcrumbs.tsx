import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useRouteTitle } from '../../lib/route-title';
import { useCurrentRoute } from '../../lib/shell-routes';

/**
 * Home, the sections above the current screen, then the screen itself; on a narrow screen
 * (`compact`) only the screen's own title, so the top bar still says where one is.
 */
export function Breadcrumbs({ compact = false }: { compact?: boolean }) {
  const current = useCurrentRoute();
  const title = useRouteTitle();
  const atHome = !current || current.path === PATHS.dashboard;
  const items = [
    {
      key: 'home',
      title: atHome ? title('homePage') : <Link to={PATHS.dashboard}>{title('homePage')}</Link>,
    },
    ...(current && !atHome
      ? [...current.ancestors, current].map((r) => ({ key: r.path, title: title(r.title) }))
      : []),
  ];
  return (
    <Breadcrumb
      items={compact ? items.slice(-1) : items}
      data-testid="breadcrumbs"
      style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    />
  );
}
