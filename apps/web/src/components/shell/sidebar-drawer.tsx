import { Drawer, theme } from 'antd';
import { useAppStore } from '../../stores/app';
import { useSettings } from '../../stores/settings';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';
import { SIDEBAR_WIDTH } from './sidebar-width';

/**
 * A phone's sidebar: antd's Drawer over the page, opened by the hamburger and closing again on
 * navigation. Its code (antd's Drawer, rc-drawer, the Skeleton its loading state draws) is fetched
 * after the phone's first screen (`sidebar.tsx`).
 */
export function SidebarDrawer() {
  const { token } = theme.useToken();
  const drawerOpened = useAppStore((s) => s.drawerOpened);
  const closeDrawer = useAppStore((s) => s.closeDrawer);
  const showLogo = useSettings((s) => s.sidebarLogo);
  return (
    <Drawer
      placement="left"
      open={drawerOpened}
      onClose={closeDrawer}
      closable={false}
      size={SIDEBAR_WIDTH}
      // The menu's own background (an elevated drawer is lighter in the dark theme).
      styles={{ body: { padding: 0, background: token.colorBgContainer } }}
    >
      <div data-testid="sidebar-drawer">
        {showLogo ? <SidebarLogo collapsed={false} /> : null}
        <SidebarMenu />
      </div>
    </Drawer>
  );
}
