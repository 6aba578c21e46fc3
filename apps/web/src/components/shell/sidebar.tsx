import { Drawer, Layout, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useAppStore } from '../../stores/app';
import { useSettings } from '../../stores/settings';
import { loadMenus, useMenus } from './lazy-menus';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';

/** Spec §2 and §9: the sidebar's width; collapsed it keeps the icons only. */
export const SIDEBAR_WIDTH = 239;
const COLLAPSED_WIDTH = 54;

/**
 * The sidebar: beside the page on desktop, collapsible; below 992 px a drawer over the page,
 * closed until the hamburger opens it and closing again on navigation.
 */
export function Sidebar() {
  const { token } = theme.useToken();
  const device = useAppStore((s) => s.device);
  const opened = useAppStore((s) => s.sidebarOpened);
  const drawerOpened = useAppStore((s) => s.drawerOpened);
  const closeDrawer = useAppStore((s) => s.closeDrawer);
  const showLogo = useSettings((s) => s.sidebarLogo);
  // antd's Menu comes with the shell's menus (menus.ts): on a desktop with the first screen (asked
  // again here if that failed), on a phone after it, or at once when the drawer opens before then.
  const wanted = useMenus() === null && (device !== 'mobile' || drawerOpened);
  useEffect(() => {
    if (wanted) void loadMenus().catch(() => undefined);
  }, [wanted]);
  // The drawer is drawn from its first opening on (then kept, so it slides out as it closes): a
  // phone's start shows it closed, and antd's Drawer would write its styles at run time for it
  // all the same (docs/performance.md, "Lighthouse").
  const [drawerUsed, setDrawerUsed] = useState(drawerOpened);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);

  if (device === 'mobile')
    return !drawerUsed ? null : (
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
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={!opened}
      trigger={null}
      theme="light"
      data-testid="sidebar"
      style={{
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowX: 'hidden',
        overflowY: 'auto',
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {showLogo ? <SidebarLogo collapsed={!opened} /> : null}
      <SidebarMenu collapsed={!opened} />
    </Layout.Sider>
  );
}
