import { createBrowserRouter, Navigate } from 'react-router';
import { AuthRedirectPage } from '../features/auth/auth-redirect-page';
import { LoginPage } from '../features/auth/login-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { PATHS } from '../lib/paths';
import { onSessionEnded } from '../lib/report-failure';
import { clearTokens } from '../lib/token-storage';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { PublicOnly } from './public-only';
import { queryClient } from './query-client';
import { RequireSession } from './require-session';

/** History-mode routes (spec §2); the permission-driven routes from the server come later. */
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
    children: [
      {
        path: PATHS.home,
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to={PATHS.dashboard} replace /> },
          { path: PATHS.dashboard, element: <DashboardPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

// Spec §8, code 206: the server ended the session; drop it and show the login page.
onSessionEnded(() => {
  clearTokens();
  queryClient.clear();
  void router.navigate(PATHS.login, { replace: true });
});
