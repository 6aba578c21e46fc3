import { authEndpoints } from '@skin/contract';
import { hashKey, useMutation } from '@tanstack/react-query';
import { call } from './endpoint-client';
import { navigateTo } from './navigation';
import { PATHS } from './paths';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { useNavigate } from './router';
import { leaveOnce } from './session-leaving';
import { clearTokens } from './token-storage';

const resets = new Set<() => void>();

/**
 * Registers what a screen-side store must drop when the session ends or its role changes (the
 * tabs): the stores sit above this module, so they sign up here rather than being called by name.
 */
export function onSessionReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

const resetScreens = () => {
  for (const reset of resets) reset();
};

/** Ends the session on the server (revokes its refresh tokens). */
export const logOut = (): Promise<null> => call(authEndpoints.logout, {}, { quiet: true });

/**
 * Leaves a session the server ended, with one navigation and one owner: the tokens go first (so
 * the login page stays), then `go`; tabs and cached data are dropped only once the shell is
 * gone, since closing the tabs of a mounted shell would itself navigate to the home page.
 * Answers whether this call left (false when another departure was already under way).
 */
export function leaveEndedSession(go: () => Promise<void>): Promise<boolean> {
  return leaveOnce(async () => {
    clearTokens();
    await go();
    forgetSession();
  });
}

/** Drops everything this browser holds of the session: tokens, tabs, cached server data. */
export function forgetSession(): void {
  clearTokens();
  resetScreens();
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
 * Changes the session's role on the server (a role switch, docs/web-shell.md, "Session functions";
 * e.g. a view-as preview started or stopped): go home and close all tabs first, so no screen of the
 * old role is still mounted to ask the server under the new one (a refused call, a red toast and a
 * 'denied' audit row); then `change`, then reload the user info and the route list, from which the
 * menu and routes are regenerated. Other cached data belonged to the old role and is dropped.
 */
export async function switchRole(change: () => Promise<unknown>): Promise<void> {
  const shell = new Set([queryKeys.me, queryKeys.router].map((k) => hashKey(k)));
  const screens = new Set(
    queryClient
      .getQueryCache()
      .findAll({ type: 'active' })
      .map((q) => q.queryHash)
      .filter((h) => !shell.has(h)),
  );
  await navigateTo(PATHS.dashboard);
  resetScreens();
  // The navigation is a transition, so the old screen may still be on screen a moment after it:
  // wait until it is gone (3 s at most) before the role changes under it.
  const stillShown = () =>
    queryClient
      .getQueryCache()
      .findAll({ type: 'active' })
      .some((q) => screens.has(q.queryHash));
  for (let waited = 0; waited < 3000 && stillShown(); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await change();
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
  // Again once the new routes are in: until then a screen could still have registered its tab.
  resetScreens();
}
