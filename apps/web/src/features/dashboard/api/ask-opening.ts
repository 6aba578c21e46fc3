import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { markOpeningAsked } from './first-mount';
import { getScope, scopeQueryOptions } from './get-scope';
import { getStats, statsQueryOptions } from './get-stats';

/**
 * The home page's two questions, asked as the console opens on it (app/opening.ts), beside the
 * session's, instead of after the shell's first render and the screen's own: the screen then
 * renders once, whole (docs/performance.md, "Lighthouse"). Its first mount shows these answers
 * rather than asking again (opening.ts). Asked quietly, as the session's are, since the session is
 * not known to be good yet: a dead token is the session guard's to tell. A failure still shows: in
 * the screen's card (with its retry) when the screen was waiting on the answer, or aloud as well
 * when it had come before the screen, which then asks again as it mounts.
 */
export function askDashboardOpening(): Promise<void> | undefined {
  // Asked once per session: a second call of the same opening, or one after the screen has asked
  // for itself, asks nothing (a sign-out empties the cache).
  if (queryClient.getQueryState(queryKeys.dashboardScope)) return undefined;
  markOpeningAsked();
  // Settles when both have answered, either way (prefetching never throws).
  return Promise.all([
    queryClient.prefetchQuery({ ...scopeQueryOptions(), queryFn: () => getScope(true) }),
    queryClient.prefetchQuery({ ...statsQueryOptions(), queryFn: () => getStats(true) }),
  ]).then(() => undefined);
}
