import type { Me } from '@skin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { useMe } from '../features/auth/api/get-me';
import { CurrentUserContext } from '../lib/current-user';
import { t } from '../lib/i18n';
import { loginPathFor } from '../lib/paths';
import { queryKeys } from '../lib/query-keys';
import { Navigate, useLocation, useNavigate } from '../lib/router';
import { isLeavingSession } from '../lib/session-leaving';
import { clearTokens, getAccessToken } from '../lib/token-storage';
import { prepareOpening } from './opening';

type MeQuery = { isError: boolean; isSuccess: boolean; error: Error | null; data: Me | null | undefined };

/**
 * Why the loaded user info cannot open a session (docs/web-shell.md, "Start-up, in order"), or null
 * when it can.
 */
function sessionProblem(me: MeQuery): string | null {
  if (me.isError) return me.error?.message || t('errors.hasError');
  if (!me.isSuccess) return null;
  if (!me.data) return t('errors.verificationFailed');
  if (!Array.isArray(me.data.roles) || me.data.roles.length === 0) return t('errors.rolesRequired');
  return null;
}

/**
 * Guards the shell (docs/web-shell.md, "Start-up, in order"): without a token go to /login with a
 * redirect back; with one, load the user info first, and drop the session when it fails or has no
 * roles.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasToken = getAccessToken() !== null;
  const me = useMe(hasToken);
  const problem = hasToken ? sessionProblem(me) : null;
  const here = location.pathname + location.search;

  // The route list goes out beside the user info, not after it: one round trip less before the
  // first screen; so do the code of the screen the shell opens on and the home page's figures
  // (opening.ts). At a start all of it is asked already (shell-root.tsx) and this asks nothing;
  // after a sign-in, whose shell code may have come before the token, it does. The routes are
  // still built only once the user info has come (the shell below). The router's location, not
  // the window's: a sign-in's navigation may not have reached the window yet.
  const openedOn = useRef(location.pathname);
  useEffect(() => {
    if (!hasToken) return;
    prepareOpening(openedOn.current);
  }, [hasToken]);

  // Set once this guard has sent the console to the login page with the problem: rendering again
  // as the token goes, it must not send it there a second time without it (which, landing last,
  // left the problem unshown).
  const departed = useRef(false);
  useEffect(() => {
    if (!problem) return;
    departed.current = true;
    clearTokens();
    queryClient.removeQueries({ queryKey: queryKeys.me });
    queryClient.removeQueries({ queryKey: queryKeys.router });
    // The login page shows the problem once it stands (a message raised mid-route-change was
    // sometimes lost with it).
    navigate(loginPathFor(here), { replace: true, state: { sessionError: problem } });
  }, [problem, here, navigate, queryClient]);

  // A session the server ended is on its way to the login page already: do not race it there.
  if (!hasToken && !isLeavingSession() && !departed.current)
    return <Navigate to={loginPathFor(here)} replace />;
  if (me.data && !problem) return <CurrentUserContext value={me.data}>{children}</CurrentUserContext>;
  return <PageSpinner />;
}
