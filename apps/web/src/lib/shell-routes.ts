import { createContext, useContext, useMemo } from 'react';
import { isSection, type ShellRoute } from './route-table';
import { matchPath, useLocation } from './router';

/** The signed-in user's route table: fixed routes plus the permitted ones from the server. */
export interface ShellRoutes {
  /** Top-level entries, fixed routes first. */
  tree: ShellRoute[];
  /** Every entry, depth first. */
  all: ShellRoute[];
  /** What the sidebar shows. */
  menu: ShellRoute[];
}

/** Provided by the shell layout once the route list has loaded. */
export const ShellRoutesContext = createContext<ShellRoutes | null>(null);

/** The route table; only for components inside the shell layout. */
export function useShellRoutes(): ShellRoutes {
  const routes = useContext(ShellRoutesContext);
  if (!routes) throw new Error('useShellRoutes outside the shell layout');
  return routes;
}

/** The screen entry a pathname shows, if any (sections only redirect, so they never match). */
export const routeAt = (all: ShellRoute[], pathname: string): ShellRoute | undefined =>
  all.find((r) => !isSection(r) && matchPath({ path: r.path, end: true }, pathname));

/** The screen entry of the current location, if any. */
export function useCurrentRoute(): ShellRoute | undefined {
  const { all } = useShellRoutes();
  const { pathname } = useLocation();
  return useMemo(() => routeAt(all, pathname), [all, pathname]);
}
