import { AuthRedirectPage } from '../features/auth/auth-redirect-page';
import { setNavigator } from '../lib/navigation';
import { PATHS } from '../lib/paths';
import { navigate, RouteErrorBoundary, type RouteObject, useRoutes } from '../lib/router';
import { LazyLoginPage, LazySharedReportPage, LazyShell } from './lazy-pages';
import { PublicOnly } from './public-only';
import { RequireToken } from './require-token';
import { RouteError } from './route-error';

/**
 * History-mode routes (docs/web-shell.md, "Start-up, in order"). Behind the token check one splat
 * route hands every path to the shell, which matches it against the user's route table (fixed
 * routes plus the server's list); so a reload on any dynamic route renders it as soon as the list
 * is back, never a 404 first.
 * The login page and the shell (with the session guard) load their code on demand.
 */
const ROUTES: RouteObject[] = [
  {
    path: PATHS.login,
    element: (
      <PublicOnly>
        <LazyLoginPage />
      </PublicOnly>
    ),
  },
  { path: PATHS.authRedirect, element: <AuthRedirectPage /> },
  // A report's public link: opened by anyone, signed in or not (docs/skin-tests.md, "Shared reports").
  { path: PATHS.sharedReport, element: <LazySharedReportPage /> },
  {
    path: '*',
    element: (
      <RequireToken>
        <LazyShell />
      </RequireToken>
    ),
  },
];

/** The console's pages, with the page that says what failed when one cannot render or load. */
export function AppRoutes() {
  return <RouteErrorBoundary fallback={<RouteError />}>{useRoutes(ROUTES)}</RouteErrorBoundary>;
}

setNavigator(navigate);
