import type { Actor } from '../lib/actor';

/**
 * The server itself, acting outside any user's session (device sign-in, the device API, start-up
 * seeding): it sees every row. Passing it is the explicit, searchable way to read across tenants.
 */
export const SYSTEM: Actor = {
  userId: 0,
  username: 'system',
  name: 'System',
  path: '/',
  sessionId: 'system',
  role: { id: 0, code: 'SYSTEM', name: 'System', parentId: null, dataScope: 1 },
  viewingAs: null,
  isTop: false,
  seesAll: true,
  perms: new Set(),
  urlGrants: [],
};
