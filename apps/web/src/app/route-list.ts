import { menuEndpoints, type RouteNode } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../features/auth/api/get-me';
import { call } from '../lib/endpoint-client';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { buildRouteTree, flattenRoutes, menuTree } from '../lib/route-table';
import type { ShellRoutes } from '../lib/shell-routes';
import { FIXED_ROUTES } from './fixed-routes';

/** `GET /ums-menu/router`: the routes the signed-in user may open, as a tree. */
export const getRouteList = (quiet = false): Promise<RouteNode[]> =>
  call(menuEndpoints.router, {}, { quiet });

/**
 * Loaded once per session: asked beside the user info (shell-root.tsx, RequireSession), made into
 * routes only after it (docs/web-shell.md, "Start-up, in order"); a role change invalidates it.
 */
export const routeListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.router,
    queryFn: () => getRouteList(),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The route list as a start asks it, beside the user info: quietly, since the session is not known
 * to be good yet. A dead token's refusal is the session guard's to tell (on the login page), not a
 * second message's or a dialog's; any other failure the shell shows itself (AppLayout).
 */
const startRouteListQueryOptions = () =>
  queryOptions({ ...routeListQueryOptions(), queryFn: () => getRouteList(true) });

/**
 * The session's two questions (who is signed in, which screens), asked together: each waits for
 * nothing but the token. Asking again while they are out or answered asks nothing.
 */
export function askSession(): void {
  void queryClient.prefetchQuery(meQueryOptions());
  void queryClient.prefetchQuery(startRouteListQueryOptions());
}

/** The permitted routes from the server. */
export const useRouteList = () => useQuery(routeListQueryOptions());

/**
 * The whole route table: the fixed routes (docs/product-rules.md, "Screen paths") first, then the
 * server's.
 */
export function toShellRoutes(serverRoutes: RouteNode[]): ShellRoutes {
  const tree = buildRouteTree([...FIXED_ROUTES, ...serverRoutes]);
  return { tree, all: flattenRoutes(tree), menu: menuTree(tree) };
}
