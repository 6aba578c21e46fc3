import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type BlockerFunction, block, getLocation, type Location, listen, navigate } from './history';
import { matchRanked, type Params, rankRoutes } from './match';

const LocationContext = createContext<Location | null>(null);
const ParamsContext = createContext<Params>({});
const RouteErrorContext = createContext<unknown>(undefined);

/**
 * Provides the current location to everything below. A move renders as a transition, as React
 * Router's did: the screen on view stays until the next one is ready to show.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(getLocation);
  useLayoutEffect(() => {
    const stop = listen((next) => startTransition(() => setLocation(next)));
    // A move made before this subscribed (an effect of the first render) is not missed.
    setLocation(getLocation());
    return stop;
  }, []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/** The current location: pathname, search, hash, the state its move handed over, its key. */
export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside the router');
  return location;
}

/** The console's navigate (the same function on every render). */
export function useNavigate(): typeof navigate {
  return navigate;
}

/** The params of the route being rendered (`:id` in its path). */
export function useParams<P extends Params = Params>(): P {
  return useContext(ParamsContext) as P;
}

/** The current search as URLSearchParams (read only: the console moves with `navigate`). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export interface RouteObject {
  path: string;
  element: ReactNode;
}

/** The element of the route the current pathname matches (the most specific), with its params. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const ranked = useMemo(() => rankRoutes(routes), [routes]);
  const found = useMemo(() => matchRanked(ranked, pathname), [ranked, pathname]);
  if (!found) return null;
  return <ParamsContext.Provider value={found.params}>{found.route.element}</ParamsContext.Provider>;
}

/** Moves to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  useEffect(() => {
    navigate(to, { replace, state });
  }, [to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link inside the console: a plain click moves without a page load; a click with a modifier, the
 * middle button or a link meant for another window does what the browser does with a link.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self')) return;
    if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}

export interface Blocker {
  state: 'unblocked' | 'blocked';
  proceed: () => void;
  reset: () => void;
}

const unblocked: Blocker = { state: 'unblocked', proceed: () => undefined, reset: () => undefined };

/**
 * While `when` answers true for a move, the move waits: the blocker turns `blocked`, and its
 * `proceed` makes the move, its `reset` stays. Back and forward are asked too. Reloading or
 * closing the page is the browser's own question (`beforeunload`), not this one.
 */
export function useBlocker(when: BlockerFunction): Blocker {
  const [blocker, setBlocker] = useState<Blocker>(unblocked);
  const asked = useRef(when);
  asked.current = when;
  useEffect(
    () =>
      block(
        (args) => asked.current(args),
        (proceed) =>
          setBlocker({
            state: 'blocked',
            proceed: () => {
              setBlocker(unblocked);
              proceed();
            },
            reset: () => setBlocker(unblocked),
          }),
      ),
    [],
  );
  return blocker;
}

/** The error the route boundary caught (what `RouteErrorBoundary`'s fallback shows). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

type BoundaryProps = { fallback: ReactNode; children: ReactNode; pathname: string };
type BoundaryState = { failed: boolean; error: unknown; pathname: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Moving to another page leaves the failure behind, as a fresh page would.
    return props.pathname === state.pathname
      ? null
      : { failed: false, error: undefined, pathname: props.pathname };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

/** Shows `fallback` in place of a page that failed to render or to load its code. */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary fallback={fallback} pathname={pathname}>
      {children}
    </Boundary>
  );
}
