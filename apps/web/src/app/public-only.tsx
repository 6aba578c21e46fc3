import type { ReactNode } from 'react';
import { PATHS } from '../lib/paths';
import { Navigate } from '../lib/router';
import { getAccessToken } from '../lib/token-storage';

/** With a stored token, the login page sends the user home (docs/web-shell.md, "Start-up, in order"). */
export function PublicOnly({ children }: { children: ReactNode }) {
  if (getAccessToken()) return <Navigate to={PATHS.home} replace />;
  return children;
}
