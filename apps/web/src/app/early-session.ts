import { EARLY_ME, getMe } from '../features/auth/api/me-request';
import { startEarly } from '../lib/early-requests';
import { EARLY_ROUTES, getRouteList } from './route-request';

/**
 * Asks the shell's first two questions (who is signed in, which menus) before the shell's code has
 * loaded: on a signed-in start-up and right after a sign-in. Their answers arrive while that code
 * downloads and runs instead of after it, each a round trip (docs/performance.md, "Lighthouse").
 */
export function askSessionEarly(): void {
  startEarly(EARLY_ME, getMe);
  startEarly(EARLY_ROUTES, () => getRouteList({ quiet: true }));
}
