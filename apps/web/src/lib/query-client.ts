import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the app. No automatic retries: the HTTP client already renews an expired
 * token once, and a retried failure would show its error message again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
