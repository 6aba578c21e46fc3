import { dashboardScope } from '../auth';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { dashboardStats, dashboardStatsQuery } from '../resources/dashboard-stats';

/**
 * The signed-in user's place with the size of its subtree and the shape of its dashboard, and that
 * dashboard (the figures of its scope, or what its role works with).
 */
export const dashboardEndpoints = {
  scope: defineEndpoint({
    method: 'GET',
    path: '/dashboard/scope',
    permission: 'signed-in',
    tag: 'dashboard',
    response: envelope(dashboardScope),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/dashboard/stats',
    permission: 'signed-in',
    tag: 'dashboard',
    query: dashboardStatsQuery,
    response: envelope(dashboardStats),
  }),
};
