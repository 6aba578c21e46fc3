import { type ComponentType, useCallback, useState } from 'react';
import { showError } from './feedback';
import { t } from './i18n';

type OnDemand<P> = {
  /** The component once its code is in, else null. */
  Component: ComponentType<P> | null;
  /** True while the code downloads. */
  loading: boolean;
  /** Downloads the code (the user asked for it); resolves false when it failed, which is said. */
  load: () => Promise<boolean>;
  /** Starts the download early (pointing at the button); a failure is left to `load`. */
  prefetch: () => void;
};

/**
 * A component whose code is downloaded only when the user first asks for it (a menu, a panel),
 * so that it is not part of any page's first load (docs/performance.md, "First load").
 * `importer` must keep its identity (a module-level function).
 */
export function useOnDemand<P>(importer: () => Promise<ComponentType<P>>): OnDemand<P> {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const loaded = await importer();
      setComponent(() => loaded);
      return true;
    } catch {
      showError(t('errors.addressNotFound'));
      return false;
    } finally {
      setLoading(false);
    }
  }, [importer]);
  const prefetch = useCallback(() => void importer().catch(() => undefined), [importer]);
  return { Component, loading, load, prefetch };
}
