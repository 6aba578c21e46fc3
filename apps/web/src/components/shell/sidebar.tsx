import { Layout, theme } from 'antd';
import { useEffect, useState } from 'react';
import { showError } from '../../lib/feedback';
import { t } from '../../lib/i18n';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { useAppStore } from '../../stores/app';
import { useSettings } from '../../stores/settings';
import { loadMenus, useMenus } from './lazy-menus';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';
import { SIDEBAR_WIDTH } from './sidebar-width';

const COLLAPSED_WIDTH = 54;

/**
 * A phone's drawer (antd's Drawer with rc-drawer and the Skeleton, about 7 KB gzipped): no
 * phone's first screen shows it open, so it downloads when the browser is idle after that screen,
 * or as the hamburger opens it (docs/performance.md, "Lighthouse").
 */
const phoneDrawer = lazyModule(() => import('./sidebar-drawer'));

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
  const drawer = usePhoneDrawer(device === 'mobile', drawerOpened, closeDrawer);
  // The drawer is drawn from its first opening on (then kept, so it slides out as it closes): a
  // phone's start shows it closed, and antd's Drawer would write its styles at run time for it
  // all the same (docs/performance.md, "Lighthouse").
  const [drawerUsed, setDrawerUsed] = useState(drawerOpened);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);

  if (device === 'mobile') return drawer && drawerUsed ? <drawer.SidebarDrawer /> : null;
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

/**
 * The phone's drawer once its code is in: asked for when the browser is idle after the first
 * screen, at once when the drawer is opened before then. A failed download is said and the drawer
 * closed again, so that the hamburger asks again.
 */
function usePhoneDrawer(mobile: boolean, opened: boolean, close: () => void) {
  const drawer = useLazyModule(phoneDrawer);
  const wanted = mobile && drawer === null;
  useEffect(() => {
    if (!wanted) return;
    if (!opened) return phoneDrawer.loadWhenIdle();
    phoneDrawer.load().catch(() => {
      close();
      showError(t('errors.addressNotFound'));
    });
  }, [wanted, opened, close]);
  return drawer;
}
