import { PATHS } from '../lib/paths';
import { isSection, type ShellRoute, sectionTarget } from '../lib/route-table';
import { Navigate, type RouteObject } from '../lib/router';
import { NotFoundPage } from './not-found-page';
import { ScreenHost } from './screen-host';

/**
 * The content routes of the shell: each screen entry renders its lazily loaded screen; a section
 * only redirects to its first screen, since the one shell layout already wraps every screen
 * ('Layout' and 'ParentView' need no element of their own); anything else is the 404 page.
 */
export function toRouteObjects(all: ShellRoute[]): RouteObject[] {
  const routes: RouteObject[] = all.map((entry) => {
    if (!isSection(entry)) return { path: entry.path, element: <ScreenHost entry={entry} /> };
    const target = sectionTarget(entry);
    return { path: entry.path, element: target ? <Navigate to={target} replace /> : <NotFoundPage /> };
  });
  return [
    { path: PATHS.home, element: <Navigate to={PATHS.dashboard} replace /> },
    ...routes,
    { path: '*', element: <NotFoundPage /> },
  ];
}
