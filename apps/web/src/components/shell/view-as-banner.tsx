import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';

// antd's Alert is drawn only in view-as mode: its code is fetched then, not with every start
// (docs/performance.md, "Lighthouse").
const alert = lazyModule(() => import('./view-as-alert'));
/** A failed download of the banner is asked again this long after, for as long as it is wanted. */
const RETRY_MS = 10_000;

/**
 * While platform staff preview the console as another role (`viewingAs` in the user info), a
 * banner says so everywhere, with the way back: stop, reload the user and routes, close all tabs.
 */
export function ViewAsBanner() {
  const { viewingAs } = useCurrentUser();
  const loaded = useLazyModule(alert);
  useEffect(() => {
    if (!viewingAs || loaded) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      alert.load().catch(() => {
        if (!stopped) retry = setTimeout(ask, RETRY_MS);
      });
    void ask();
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [viewingAs, loaded]);
  if (!viewingAs || !loaded) return null;
  return <loaded.ViewAsAlert name={viewingAs.name} />;
}
