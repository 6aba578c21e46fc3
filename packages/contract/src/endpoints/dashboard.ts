import { dashboardScope } from '../auth';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { dashboardStats } from '../resources/dashboard-stats';

/** The signed-in user's place with the size of its subtree, and the figures of that scope. */
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
    response: envelope(dashboardStats),
  }),
};
