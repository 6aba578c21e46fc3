import { theme } from 'antd';
import { PATHS } from '../../lib/paths';
import { useRouteTitle } from '../../lib/route-title';
import { Link } from '../../lib/router';
import { useCurrentRoute } from '../../lib/shell-routes';
import { useMenus } from './lazy-menus';

/**
 * Home, the sections above the current screen, then the screen itself; on a narrow screen
 * (`compact`) only the screen's own title, so the top bar still says where one is. The compact
 * one is plain text as antd draws a breadcrumb's last item: antd's Breadcrumb brings Dropdown and
 * Menu, which a phone's start does not download (menus.ts); until they are in, a wide screen
 * shows the same plain title.
 */
export function Breadcrumbs({ compact = false }: { compact?: boolean }) {
  const { token } = theme.useToken();
  const menus = useMenus();
  const current = useCurrentRoute();
  const title = useRouteTitle();
  const atHome = !current || current.path === PATHS.dashboard;
  const style = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  if (compact || !menus) {
    const last = current && !atHome ? current.title : 'homePage';
    return (
      <nav data-testid="breadcrumbs" style={{ ...style, color: token.colorText, fontSize: token.fontSize }}>
        {title(last)}
      </nav>
    );
  }
  const items = [
    {
      key: 'home',
      title: atHome ? title('homePage') : <Link to={PATHS.dashboard}>{title('homePage')}</Link>,
    },
    ...(current && !atHome
      ? [...current.ancestors, current].map((r) => ({ key: r.path, title: title(r.title) }))
      : []),
  ];
  return <menus.Breadcrumb items={items} data-testid="breadcrumbs" style={style} />;
}
