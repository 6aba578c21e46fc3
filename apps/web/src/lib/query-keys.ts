/** TanStack Query keys, in one place so invalidation cannot miss a spelling. */
export const queryKeys = {
  // Rooted at their resources' names (user, menu): the kit's writes to users refresh `me`, and a
  // menu added, changed or removed shows in the sidebar at once.
  me: ['user', 'me'] as const,
  /** The signed-in user's permitted routes (the menu). */
  router: ['menu', 'router'] as const,
  dashboardScope: ['dashboard', 'scope'] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
};
