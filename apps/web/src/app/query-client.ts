// The client lives in lib/ so session helpers outside React (switchRole) can reach it.
export { queryClient } from '../lib/query-client';
