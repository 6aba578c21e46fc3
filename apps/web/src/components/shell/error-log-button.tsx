import { useEffect } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { useErrorLog } from '../../stores/error-log';

// antd's Badge is drawn only once an error was logged: its code is fetched then, not with every
// start (docs/performance.md, "Lighthouse").
const badge = lazyModule(() => import('./error-log-badge'));

/**
 * The error log is shown in production only (docs/web-shell.md, "Errors"; in development the
 * overlay and the console already show errors), and only once something was logged.
 */
export function ErrorLogButton() {
  const count = useErrorLog((s) => s.logs.length);
  const shown = import.meta.env.PROD && count > 0;
  const loaded = useLazyModule(badge);
  // While it is not in, each error logged asks for it (again, after a failed download).
  const askedAt = shown && !loaded ? count : 0;
  useEffect(() => {
    if (askedAt > 0) void badge.load().catch(() => undefined);
  }, [askedAt]);
  if (!shown || !loaded) return null;
  return <loaded.ErrorLogBadge count={count} />;
}
