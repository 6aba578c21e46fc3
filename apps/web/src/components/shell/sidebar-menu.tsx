import { ConfigProvider, type MenuProps, type ThemeConfig, theme } from 'antd';
import { useMemo, useState } from 'react';
import { isSection, type ShellRoute } from '../../lib/route-table';
import { useRouteTitle } from '../../lib/route-title';
import { useNavigate } from '../../lib/router';
import { useCurrentRoute, useShellRoutes } from '../../lib/shell-routes';
import { useSettings } from '../../stores/settings';
import { useMenus } from './lazy-menus';
import type { menuIcon as MenuIcon } from './menu-icon';
import { MenuTitle } from './menu-title';

type Items = NonNullable<MenuProps['items']>;

/**
 * The shell's active colour (docs/product-rules.md, "Numbers"); dark text on it keeps it readable
 * in either theme.
 */
const ACTIVE = { itemSelectedBg: '#40e0d0', itemSelectedColor: 'rgba(0, 0, 0, 0.88)' };

/** The active colour on a white menu, with pale tints of it for pressing and hovering. */
const LIGHT_MENU: ThemeConfig = {
  components: {
    Menu: {
      ...ACTIVE,
      itemBg: '#ffffff',
      subMenuItemBg: '#ffffff',
      itemActiveBg: '#d7f8f4',
      itemHoverBg: '#effcfa',
    },
  },
};

/** The dark theme: the same active colour on the dark sidebar, translucent tints of it around. */
const darkMenu = (background: string): ThemeConfig => ({
  components: {
    Menu: {
      ...ACTIVE,
      itemBg: background,
      subMenuItemBg: background,
      itemActiveBg: 'rgba(64, 224, 208, 0.28)',
      itemHoverBg: 'rgba(64, 224, 208, 0.14)',
    },
  },
});

const toItems = (
  routes: ShellRoute[],
  title: (key: string) => string,
  icon: typeof MenuIcon,
  top: boolean,
): Items =>
  routes.map((r) => ({
    key: r.path,
    icon: icon(r.icon, top),
    label: <MenuTitle text={title(r.title)} testId={`menu-${r.name}`} />,
    ...(isSection(r) ? { children: toItems(r.children, title, icon, false) } : {}),
  }));

/**
 * The permitted, visible routes as a menu; a click opens the screen. Inside a collapsed sidebar,
 * antd folds it to icons with pop-out sections by itself. Drawn once antd's Menu and the menu
 * icons are in (lazy-menus.tsx; the sidebar asks for them).
 */
export function SidebarMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { menu } = useShellRoutes();
  const current = useCurrentRoute();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const dark = useSettings((s) => s.darkTheme);
  const { token } = theme.useToken();
  const menuTheme = useMemo(
    () => (dark ? darkMenu(token.colorBgContainer) : LIGHT_MENU),
    [dark, token.colorBgContainer],
  );
  const menus = useMenus();
  const icon = menus?.menuIcon;
  const items = useMemo(() => (icon ? toItems(menu, title, icon, true) : []), [menu, title, icon]);
  // Sections above the current screen start open; the user may open and close others freely.
  const ancestors = current?.ancestors.map((a) => a.path) ?? [];
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);
  const Menu = menus?.Menu;
  if (!Menu) return null;
  return (
    <ConfigProvider theme={menuTheme}>
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
