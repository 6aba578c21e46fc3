import { createBrowserRouter } from 'react-router';
import { AuthRedirectPage } from '../features/auth/auth-redirect-page';
import { LoginPage } from '../features/auth/login-page';
import { setNavigator } from '../lib/navigation';
import { PATHS } from '../lib/paths';
import { onSessionEnded } from '../lib/report-failure';
import { leaveEndedSession } from '../lib/session';
import { AppLayout } from './app-layout';
import { PublicOnly } from './public-only';
import { RequireSession } from './require-session';

/**
 * History-mode routes (spec §2). Behind the session guard one splat route hands every path to the
 * shell, which matches it against the user's route table (fixed routes plus the server's list);
 * so a reload on any dynamic route renders it as soon as the list is back, never a 404 first.
 */
export const router = createBrowserRouter([
  {
    path: PATHS.login,
    element: (
      <PublicOnly>
        <LoginPage />
      </PublicOnly>
    ),
  },
  { path: PATHS.authRedirect, element: <AuthRedirectPage /> },
  {
    element: <RequireSession />,
    children: [{ path: '*', element: <AppLayout /> }],
  },
]);

setNavigator((path) => router.navigate(path));

// Spec §8, code 206: the server ended the session: log out, close all tabs, show the login page.
onSessionEnded(() => {
  void leaveEndedSession(() => router.navigate(PATHS.login, { replace: true }));
});
