import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type ErrorInfo,
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
import {
  type BlockerFunction,
  block,
  getLocation,
  type Location,
  listen,
  type NavigateOptions,
  navigate,
} from './history';
import { matchRoutes, type Params } from './match';

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

/** The current search as URLSearchParams, and a move to another search of the same page. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { pathname, search, hash } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: URLSearchParams, options?: NavigateOptions) =>
    navigate(`${pathname}${next.size ? `?${next}` : ''}${hash}`, options);
  return [params, set];
}

export interface RouteObject {
  path: string;
  element: ReactNode;
}

/** The element of the route the current pathname matches (the most specific), with its params. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const found = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
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
  /** The move that was stopped, while blocked. */
  location?: Location;
  proceed: () => void;
  reset: () => void;
}

const unblocked: Blocker = { state: 'unblocked', proceed: () => undefined, reset: () => undefined };

/**
 * While `when` answers true for a move, the move waits: the blocker turns `blocked`, and its
 * `proceed` makes the move, its `reset` stays. Back and forward are asked too. Reloading or
 * closing the page is the browser's own question (`beforeunload`), not this one.
 */
export function useBlocker(when: BlockerFunction | boolean): Blocker {
  const [blocker, setBlocker] = useState<Blocker>(unblocked);
  const asked = useRef(when);
  asked.current = when;
  useEffect(
    () =>
      block(
        (args) => (typeof asked.current === 'function' ? asked.current(args) : asked.current),
        (location, proceed) =>
          setBlocker({
            state: 'blocked',
            location,
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
type BoundaryState = { error: unknown; failedAt: string | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Moving to another page leaves the failure behind, as a fresh page would.
    if (state.failedAt !== null && state.failedAt !== props.pathname)
      return { error: undefined, failedAt: null };
    return null;
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    this.setState({ failedAt: this.props.pathname });
  }

  render() {
    if (this.state.failedAt === null && this.state.error === undefined) return this.props.children;
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
