// The client lives in lib/ so session helpers outside React (resetSession) can reach it.
export { queryClient } from '../lib/query-client';
