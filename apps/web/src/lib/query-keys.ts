/** TanStack Query keys, in one place so invalidation cannot miss a spelling. */
export const queryKeys = {
  me: ['ums-user', 'me'] as const,
};
