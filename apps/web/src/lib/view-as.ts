import { roleEndpoints } from '@skin/contract';
import { call } from './endpoint-client';
import { switchRole } from './session';

/** Platform staff preview the console as a role below theirs; the shell follows at once. */
export async function startViewAs(roleId: number): Promise<void> {
  await switchRole(() => call(roleEndpoints.viewAs, { body: { roleId } }));
}

/** Ends a preview: back to the user's own role, menu and routes. */
export async function stopViewAs(): Promise<void> {
  await switchRole(() => call(roleEndpoints.stopViewAs));
}
