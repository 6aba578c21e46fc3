import { Layout, theme } from 'antd';
import { useEffect } from 'react';
import { useMenusSoon } from '../components/shell/lazy-menus';
import { LazySettingsDrawer } from '../components/shell/lazy-settings-drawer';
import { Navbar } from '../components/shell/navbar';
import { Sidebar } from '../components/shell/sidebar';
import { TagsView } from '../components/shell/tags-view';
import { ViewAsBanner } from '../components/shell/view-as-banner';
import { watchDevice } from '../stores/app';
import { useSettings } from '../stores/settings';
import { RouteEffects } from './route-effects';
import { ShellContent } from './shell-content';

/** Sidebar beside a column of top bar, tab strip, preview banner and the page. */
export function ShellFrame() {
  const { token } = theme.useToken();
  const fixedHeader = useSettings((s) => s.fixedHeader);
  const tagsView = useSettings((s) => s.tagsView);
  useEffect(watchDevice, []);
  useMenusSoon();
  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      <Sidebar />
      <Layout style={{ minWidth: 0 }}>
        <header
          data-testid="shell-header"
          style={{
            background: token.colorBgContainer,
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
            // A fixed header stays on top while the page scrolls under it.
            ...(fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : {}),
          }}
        >
          <Navbar />
          {tagsView ? <TagsView /> : null}
        </header>
        <ViewAsBanner />
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>
          <ShellContent />
        </Layout.Content>
      </Layout>
      <LazySettingsDrawer />
      <RouteEffects />
    </Layout>
  );
}
