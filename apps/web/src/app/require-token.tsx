import type { ReactNode } from 'react';
import { loginPathFor } from '../lib/paths';
import { Navigate, useLocation } from '../lib/router';
import { isLeavingSession } from '../lib/session-leaving';
import { getAccessToken } from '../lib/token-storage';

/**
 * Without a token every console path goes to /login with a redirect back (docs/web-shell.md,
 * "Start-up, in order"), before the shell's code is fetched; with one, the shell loads and checks
 * the user info (RequireSession).
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  // A session the server ended is on its way to the login page already: do not race it there.
  if (!getAccessToken() && !isLeavingSession())
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children;
}
