import type { RouteNode } from '@skin/contract';
import { request } from '../lib/api-client';

// Apart from the query and the route table (route-list.ts), so the start-up can send it without them.

/** The key of the routes the start-up requests early (main.tsx). */
export const EARLY_ROUTES = 'routes';

/** `GET /ums-menu/router`: the routes the signed-in user may open, as a tree. */
export const getRouteList = (options: { quiet?: boolean } = {}): Promise<RouteNode[]> =>
  request<RouteNode[]>('/ums-menu/router', options);
