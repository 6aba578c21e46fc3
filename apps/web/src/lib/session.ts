import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTagsView } from '../stores/tags-view';
import { request } from './api-client';
import { navigateTo } from './navigation';
import { PATHS } from './paths';
import { queryClient } from './query-client';
import { leaveOnce } from './session-leaving';
import { clearTokens } from './token-storage';

/** Ends the session on the server (revokes its refresh tokens). */
export const logOut = (): Promise<null> => request<null>('/oauth/logout', { method: 'POST', quiet: true });

/**
 * Leaves a session the server ended, with one navigation and one owner: the tokens go first (so
 * the login page stays), then `go`; tabs and cached data are dropped only once the shell is
 * gone, since closing the tabs of a mounted shell would itself navigate to the home page.
 */
export function leaveEndedSession(go: () => Promise<void>): Promise<void> {
  return leaveOnce(async () => {
    clearTokens();
    await go();
    forgetSession();
  });
}

/** Drops everything this browser holds of the session: tokens, tabs, cached server data. */
export function forgetSession(): void {
  clearTokens();
  useTagsView.getState().closeAll();
  queryClient.clear();
}

/** Logs out: the local session is dropped even when the server cannot be reached. */
export function useLogOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      forgetSession();
      navigate(PATHS.login, { replace: true });
    },
  });
}

/**
 * The session's role changed on the server (spec §4, role switch; e.g. a view-as preview started
 * or stopped): go home, close all tabs, and reload the user info and the route list, from which
 * the menu and routes are regenerated. Other cached data belonged to the old role and is dropped.
 */
export async function resetSession(): Promise<void> {
  await navigateTo(PATHS.dashboard);
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
  // Last, once the new routes are in: until then the old screen could still register its tab.
  useTagsView.getState().closeAll();
}
