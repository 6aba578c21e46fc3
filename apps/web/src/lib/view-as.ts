import { request } from './api-client';
import { switchRole } from './session';

/** Platform staff preview the console as a role below theirs; the shell follows at once. */
export async function startViewAs(roleId: number): Promise<void> {
  await switchRole(() => request<null>('/ums-role/view-as', { method: 'POST', body: { roleId } }));
}

/** Ends a preview: back to the user's own role, menu and routes. */
export async function stopViewAs(): Promise<void> {
  await switchRole(() => request<null>('/ums-role/view-as', { method: 'DELETE' }));
}
