import { Button, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/page-spinner';
import { StatusResult } from '../components/result/status-result';
import { useLogOut } from '../lib/session';
import { ShellRoutesContext } from '../lib/shell-routes';
import { useTagsView } from '../stores/tags-view';
import { useFrameReady, useOpeningSettled } from './opening';
import { toShellRoutes, useRouteList } from './route-list';
import { ShellFrame } from './shell-frame';

/**
 * The console shell (docs/web-shell.md, "Layout"): loads the user's routes after the user info (the
 * session guard above has it), builds the route table, then shows the sidebar, top bar, tabs and
 * page (once the screen it opens on is in, or half a second has passed: opening.ts).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const routeList = useRouteList();
  const logOut = useLogOut();
  const routes = useMemo(() => (routeList.data ? toShellRoutes(routeList.data) : null), [routeList.data]);
  // The frame waits briefly for the opening screen, so both render in one pass, as a transition
  // (opening.ts).
  const openingSettled = useOpeningSettled();
  const ready = useFrameReady(routes !== null && openingSettled);

  // Pinned routes get their tabs; tabs of routes this user can no longer open (a reload after
  // a role change) go.
  useEffect(() => {
    if (!routes) return;
    const tags = useTagsView.getState();
    tags.keepOnly(new Set(routes.all.map((r) => r.name)));
    tags.addAffixViews(
      routes.all
        .filter((r) => r.affix)
        .map((r) => ({ name: r.name, path: r.path, fullPath: r.path, title: r.title, affix: true })),
    );
  }, [routes]);

  if (routes && ready)
    return (
      <ShellRoutesContext value={routes}>
        <ShellFrame />
      </ShellRoutesContext>
    );
  if (routeList.isError)
    return (
      <StatusResult
        status="error"
        title={t('shell.routesFailed')}
        extra={
          <Space>
            <Button type="primary" loading={routeList.isFetching} onClick={() => void routeList.refetch()}>
              {t('shell.retry')}
            </Button>
            {/* Without a menu there is no user menu either: the way out is offered here. */}
            <Button onClick={() => logOut.mutate()}>{t('nav.logout')}</Button>
          </Space>
        }
      />
    );
  return <PageSpinner />;
}
