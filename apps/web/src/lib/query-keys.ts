/** TanStack Query keys, in one place so invalidation cannot miss a spelling. */
export const queryKeys = {
  me: ['ums-user', 'me'] as const,
  /** The signed-in user's permitted routes (the menu). */
  router: ['ums-menu', 'router'] as const,
  dashboardScope: ['dashboard', 'scope'] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
};
