import { useEffect } from 'react';
import { APP_TITLE } from '../lib/app-info';
import { useRouteTitle } from '../lib/route-title';
import { useLocation } from '../lib/router';
import { useCurrentRoute } from '../lib/shell-routes';
import { useAppStore } from '../stores/app';
import { usePagination } from '../stores/pagination';
import { useTagsView } from '../stores/tags-view';

/**
 * What happens on every route change: the screen gets a tab, the page number goes back to 1
 * (docs/web-shell.md, "Stores"), the mobile drawer closes, and the browser tab shows the screen's
 * title.
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const routeTitle = useRouteTitle();
  const entry = useCurrentRoute();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, by design.
  useEffect(() => {
    usePagination.getState().resetPage();
    useAppStore.getState().closeDrawer();
  }, [pathname]);

  // Keyed on plain values, not on the entry object: a rebuilt route table (after a role
  // change) must not re-add the tab of a screen the user is just leaving.
  const { name, title: titleKey, affix, noCache } = entry ?? {};
  useEffect(() => {
    if (!name || !titleKey) return;
    useTagsView
      .getState()
      .addView({ name, path: pathname, fullPath: pathname + search, title: titleKey, affix, noCache });
  }, [name, titleKey, affix, noCache, pathname, search]);

  const title = entry ? routeTitle(entry.title) : null;
  useEffect(() => {
    document.title = title ? `${title} - ${APP_TITLE}` : APP_TITLE;
  }, [title]);
  return null;
}
