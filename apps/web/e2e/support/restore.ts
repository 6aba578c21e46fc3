import type { APIRequestContext } from '@playwright/test';
import { tokenFor } from './session';

/** The admin's API, for putting demo data back after a journey (in hooks that run even on failure). */
async function adminApi(request: APIRequestContext) {
  const { access_token } = await tokenFor(request, 'admin');
  const headers = { authorization: `Bearer ${access_token}` };
  return {
    get: async (url: string) => (await (await request.get(url, { headers })).json()).data,
    put: (url: string, data: object) => request.put(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}

/** Deletes a user a journey created, if it is still there. */
export async function deleteUser(request: APIRequestContext, username: string) {
  const api = await adminApi(request);
  const list = (await api.get(`/api/ums-user?username=${username}`)).list as {
    id: number;
    username: string;
  }[];
  const user = list.find((u) => u.username === username);
  if (user) await api.delete(`/api/ums-user/id/${user.id}`);
}

type RoleRow = { id: number; code: string; children?: RoleRow[] };

/**
 * Remembers a role's button grants; the returned function puts them back. A journey that grants
 * calls it in an afterEach, so a failure half-way leaves no extra permission behind.
 */
export async function keepRoleButtons(request: APIRequestContext, roleCode: string) {
  const api = await adminApi(request);
  const flat = (rows: RoleRow[]): RoleRow[] => rows.flatMap((r) => [r, ...flat(r.children ?? [])]);
  const roles = flat((await api.get('/api/ums-role?pageNum=1&pageSize=50')).list as RoleRow[]);
  const role = roles.find((r) => r.code === roleCode);
  if (!role) throw new Error(`no role ${roleCode}`);
  const { buttonIds } = (await api.get(`/api/ums-role/${role.id}/grants`)) as { buttonIds: number[] };
  return async () => {
    const again = await adminApi(request);
    const res = await again.put('/api/ums-role/buttons', { roleId: role.id, ids: buttonIds });
    if (!res.ok()) throw new Error(`restoring ${roleCode}'s buttons: ${res.status()}`);
  };
}
