import type { ReactNode } from 'react';
import { PATHS } from '../lib/paths';
import { Navigate } from '../lib/router';
import { getAccessToken } from '../lib/token-storage';

/** Spec §2: with a stored token, the login page sends the user home instead. */
export function PublicOnly({ children }: { children: ReactNode }) {
  if (getAccessToken()) return <Navigate to={PATHS.home} replace />;
  return children;
}
