import { Activity, type ReactNode, useMemo, useRef } from 'react';
import { ScreenErrorBoundary } from '../components/shell/screen-error-boundary';
import { useLocation, useRoutes } from '../lib/router';
import { useCurrentRoute, useShellRoutes } from '../lib/shell-routes';
import { useTagsView } from '../stores/tags-view';
import { toRouteObjects } from './route-objects';

/**
 * The page area. Screens whose tab is open stay alive while hidden (by route name unless noCache:
 * docs/web-shell.md, "Tabs"), so a list keeps its filters and scroll when the user comes back;
 * React's <Activity> hides them and pauses their effects. "Refresh" gives a screen a new key: it
 * remounts.
 */
export function ShellContent() {
  const { all } = useShellRoutes();
  const location = useLocation();
  const routes = useMemo(() => toRouteObjects(all), [all]);
  const element = useRoutes(routes);
  const entry = useCurrentRoute();
  const cachedViews = useTagsView((s) => s.cachedViews);
  const refreshKeys = useTagsView((s) => s.refreshKeys);

  // The last element each cached screen rendered with, by route name. Updated only while a
  // screen is showing, so a hidden one keeps the route match it was left with.
  const cache = useRef(new Map<string, ReactNode>()).current;
  // The current screen counts as cached from its first render (its tab is added just after),
  // or it would mount twice: once before its tab exists and again inside the cache.
  const current = entry?.name;
  if (current && entry && !entry.noCache) cache.set(current, element);
  for (const name of cache.keys()) if (name !== current && !cachedViews.includes(name)) cache.delete(name);

  const keyOf = (name: string) => `${name}#${refreshKeys[name] ?? 0}`;
  const wrap = (key: string, node: ReactNode) => <ScreenErrorBoundary key={key}>{node}</ScreenErrorBoundary>;
  return (
    <>
      {[...cache].map(([name, node]) => (
        <Activity key={keyOf(name)} mode={name === current ? 'visible' : 'hidden'}>
          {wrap(keyOf(name), node)}
        </Activity>
      ))}
      {current && cache.has(current) ? null : wrap(current ? keyOf(current) : location.pathname, element)}
    </>
  );
}
