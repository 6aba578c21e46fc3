import type { APIRequestContext } from '@playwright/test';
import { apiAs, listOf } from './api';

/** A user a journey made for itself; signed in by its username alone (see `ownUser`). */
export type OwnUser = { id: number; username: string; name: string };

type RoleRow = { id: number; code: string; children?: RoleRow[] };

let made = 0;

/**
 * A user of the journey's own, made by the admin below `parent` (a username) with the role of
 * code `role`, named `name`. Its username is letters and digits marked with the attempt, and its
 * password that username + 123 as the demo users' are, so `enterAs`, `tokenFor` and `signIn`
 * take it as they take a demo user.
 */
export async function ownUser(
  request: APIRequestContext,
  role: string,
  parent: string,
  name: string,
): Promise<OwnUser> {
  const api = await apiAs(request);
  made += 1;
  // At most 13 characters, so that with "123" it keeps to the password rule (6-16).
  const username = `e2e${Date.now().toString(36).slice(-6)}${made % 1000}`;
  const flat = (rows: RoleRow[]): RoleRow[] => rows.flatMap((r) => [r, ...flat(r.children ?? [])]);
  const roles = flat(await listOf<RoleRow>(api, '/api/ums-role'));
  const parents = await listOf<{ id: number; username: string }>(api, `/api/ums-user?username=${parent}`);
  const user = await api<{ id: number }>('POST', '/api/ums-user', {
    parentId: parents.find((u) => u.username === parent)!.id,
    roleId: roles.find((r) => r.code === role)!.id,
    username,
    password: `${username}123`,
    name,
  });
  return { id: user.id, username, name };
}

/** Deletes users a journey made (children before their parents), those still there. */
export async function removeUsers(request: APIRequestContext, users: OwnUser[]) {
  const api = await apiAs(request);
  for (const user of users) {
    const found = await listOf<{ id: number }>(api, `/api/ums-user?username=${user.username}`);
    if (found.some((u) => u.id === user.id)) await api('DELETE', `/api/ums-user/id/${user.id}`);
  }
}
