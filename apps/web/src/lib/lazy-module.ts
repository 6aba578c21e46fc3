import { startTransition, useEffect, useState } from 'react';
import { loadChunk } from './chunk-load';
import { whenIdle } from './when-idle';

/**
 * Code the shell fetches itself, once, after its first screen or when first needed (its menus, its
 * message and dialogs, a phone's sidebar drawer). Unlike a screen's code (`codeLoader`), nothing
 * downloads it on mounting and a failed download reaches no error boundary: the shell stays up,
 * and the next ask downloads it again.
 */
export type LazyModule<M> = {
  /** The module once its code is in, else null. */
  readonly current: () => M | null;
  /** Downloads the code once (again after a failure); resolves when it is in. */
  readonly load: () => Promise<M>;
  /** Calls `listener` as the code comes in; answers the unsubscribing. */
  readonly onLoad: (listener: (module: M) => void) => () => void;
  /**
   * Downloads the code once the browser is idle after the first screen (two seconds at most); a
   * failure is left to the next ask. Answers the cancelling.
   */
  readonly loadWhenIdle: () => () => void;
};

/** The longest the shell's later code waits for the browser's idle time. */
const IDLE_TIMEOUT_MS = 2000;

/** `importer` is called once per download (a module-level `() => import('./x')`). */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<(module: M) => void>();
  const load = () => {
    pending ??= loadChunk(importer).then(
      (loaded) => {
        module = loaded;
        for (const listener of listeners) listener(loaded);
        return loaded;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };
  return {
    current: () => module,
    load,
    onLoad: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    loadWhenIdle: () => whenIdle(() => void load().catch(() => undefined), IDLE_TIMEOUT_MS),
  };
}

/**
 * The module once its code is in, else null; renders again as it comes, as a transition: what it
 * draws (the shell's menus, a phone's drawer) is drawn by React in slices, so that only the small
 * commit is one task of the main thread.
 */
export function useLazyModule<M>(lazy: LazyModule<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(() => lazy.current());
  useEffect(() => {
    if (loaded) return;
    const take = () => startTransition(() => setLoaded(lazy.current()));
    // In between the render and this effect, it may have come already.
    if (lazy.current()) take();
    return lazy.onLoad(take);
  }, [lazy, loaded]);
  return loaded;
}
