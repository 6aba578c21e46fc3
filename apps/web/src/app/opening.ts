import { askDashboardOpening } from '../features/dashboard/api/ask-opening';
import { PATHS } from '../lib/paths';
import { getAccessToken } from '../lib/token-storage';
import { FIXED_ROUTES } from './fixed-routes';
import { askSession } from './route-list';
import { preloadScreen } from './screens';

/**
 * Everything the console opening on `pathname` asks for at once rather than one after another:
 * with a session, its two questions (who is signed in, which screens); the screen's code when the
 * path is a fixed route (most often the dashboard, the home page); and with a session the home
 * page's figures. Called as the shell's code arrives (a start, shell-root.tsx) and as the session
 * guard mounts (a sign-in, whose shell code may have come before the token); at a start the second
 * call asks nothing again.
 */
export function prepareOpening(pathname: string): void {
  const signedIn = getAccessToken() !== null;
  if (signedIn) askSession();
  // `/` is the home page (route-objects.tsx), where a sign-in and a bare address land.
  const path = pathname === PATHS.home ? PATHS.dashboard : pathname;
  const opening = FIXED_ROUTES.find((r) => r.path === path);
  if (opening?.component) preloadScreen(opening.component);
  if (opening?.path === PATHS.dashboard && signedIn) askDashboardOpening();
}
