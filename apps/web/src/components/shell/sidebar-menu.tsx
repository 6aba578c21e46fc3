import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSection, type ShellRoute } from '../../lib/route-table';
import { useRouteTitle } from '../../lib/route-title';
import { useCurrentRoute, useShellRoutes } from '../../lib/shell-routes';
import { menuIcon } from './menu-icon';

type Items = NonNullable<MenuProps['items']>;

/** Spec §2: the shell's active colour on a white menu; dark text keeps it readable. */
const MENU_THEME = {
  components: {
    Menu: {
      itemBg: '#ffffff',
      subMenuItemBg: '#ffffff',
      itemSelectedBg: '#40e0d0',
      itemSelectedColor: 'rgba(0, 0, 0, 0.88)',
      itemActiveBg: '#d7f8f4',
      itemHoverBg: '#effcfa',
    },
  },
};

const toItems = (routes: ShellRoute[], title: (key: string) => string, top: boolean): Items =>
  routes.map((r) => ({
    key: r.path,
    icon: menuIcon(r.icon, top),
    label: <span data-testid={`menu-${r.name}`}>{title(r.title)}</span>,
    ...(isSection(r) ? { children: toItems(r.children, title, false) } : {}),
  }));

/**
 * The permitted, visible routes as a menu; a click opens the screen. Inside a collapsed sidebar,
 * antd folds it to icons with pop-out sections by itself.
 */
export function SidebarMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { menu } = useShellRoutes();
  const current = useCurrentRoute();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const items = useMemo(() => toItems(menu, title, true), [menu, title]);
  // Sections above the current screen start open; the user may open and close others freely.
  const ancestors = current?.ancestors.map((a) => a.path) ?? [];
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);
  return (
    <ConfigProvider theme={MENU_THEME}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={current ? [current.path] : []}
        {...(collapsed
          ? {}
          : { openKeys: [...new Set([...openKeys, ...ancestors])], onOpenChange: setOpenKeys })}
        onClick={({ key }) => navigate(key)}
        style={{ borderInlineEnd: 'none' }}
        data-testid="sidebar-menu"
      />
    </ConfigProvider>
  );
}
