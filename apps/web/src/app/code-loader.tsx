import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useReducer,
} from 'react';

/** A component whose code downloads once, on demand (the login page, the shell, each screen). */
export interface CodeLoader {
  /** Starts the download, once (again after a failure), and resolves when the code is in. */
  load(): Promise<void>;
  /** Starts the download ahead of a render; a failure is left to that render. */
  preload(): void;
  /** The code is in: `Component` renders at once. */
  readonly ready: boolean;
  /** The last download failed: rendering `Component` hands the failure to an error boundary. */
  readonly failed: boolean;
  /** The component itself; rendered before its code is in, it suspends (WhenLoaded waits instead). */
  readonly Component: LazyExoticComponent<ComponentType>;
}

/**
 * A thenable that calls back at once. React.lazy reads a module from it in the same render; from
 * a promise, even one long settled, it always suspends first.
 */
function settled<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy (above).
    then: <A = T, B = never>(onFulfilled?: ((v: T) => A | PromiseLike<A>) | null): PromiseLike<A | B> =>
      Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as A)),
  };
}

/** Wraps `load` (the component, once its code and whatever it needs are in) as a CodeLoader. */
export function codeLoader(load: () => Promise<ComponentType>): CodeLoader {
  let pending: Promise<ComponentType> | undefined;
  let module: { default: ComponentType } | undefined;
  let failed = false;
  const start = () =>
    (pending ??= load().then(
      (component) => {
        module = { default: component };
        failed = false;
        return component;
      },
      (err: unknown) => {
        pending = undefined;
        failed = true;
        throw err;
      },
    ));
  // React.lazy's type asks for a Promise; it only ever calls `then` on what it gets.
  const Component = lazy(
    () =>
      (module ? settled(module) : start().then((c) => ({ default: c }))) as Promise<{
        default: ComponentType;
      }>,
  );
  return {
    load: () => start().then(() => undefined),
    preload: () => void start().catch(() => undefined),
    get ready() {
      return module !== undefined;
    },
    get failed() {
      return failed;
    },
    Component,
  };
}

/**
 * Renders a loader's component once its code is in, `fallback` until then. The wait is this
 * component's state, not a Suspense fallback: React 19 holds back what a Suspense boundary waited
 * for until 300 ms after its fallback appeared (FALLBACK_THROTTLE_MS), however soon the code came,
 * and at the console's start that held the shell, then the opening screen, each up to 300 ms
 * (docs/performance.md, "Lighthouse").
 */
export function WhenLoaded({ loader, fallback }: { loader: CodeLoader; fallback: ReactNode }) {
  const [, settle] = useReducer((n: number) => n + 1, 0);
  const waiting = !loader.ready && !loader.failed;
  useEffect(() => {
    if (waiting) void loader.load().then(settle, settle);
  }, [loader, waiting]);
  if (waiting) return fallback;
  return (
    <Suspense fallback={fallback}>
      <loader.Component />
    </Suspense>
  );
}
