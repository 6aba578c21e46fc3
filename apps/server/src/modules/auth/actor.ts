import { Code, DATA_SCOPE } from '@skin/contract';
import { eq } from 'drizzle-orm';
import { createSessionData } from '../../data/sessions.data';
import type { Db } from '../../db/client';
import { buttons, roleButtons, roleResources, roles, urlResources } from '../../db/schema';
import { type Actor, markPattern } from '../../lib/actor';
import { Unauthorized } from '../../lib/errors';

/** Revocations after which the console must sign out at once (code 206) rather than re-login. */
const ENDED = new Set(['password', 'disabled']);

/** The grants of a role: its row, its button permissions and its URL permissions. */
export async function loadRoleGrants(db: Db, roleId: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) return undefined;
  const [perms, urls] = await Promise.all([
    db
      .select({ perm: buttons.perm })
      .from(roleButtons)
      .innerJoin(buttons, eq(buttons.id, roleButtons.itemId))
      .where(eq(roleButtons.roleId, roleId)),
    db
      .select({ method: urlResources.method, mark: urlResources.uniqueMark })
      .from(roleResources)
      .innerJoin(urlResources, eq(urlResources.id, roleResources.itemId))
      .where(eq(roleResources.roleId, roleId)),
  ]);
  return { role, perms: perms.map((p) => p.perm), urls };
}

/** Resolves the caller of a verified access token, refusing ended sessions and disabled users. */
export async function loadActor(db: Db, userId: number, sessionId: string): Promise<Actor> {
  const row = await createSessionData(db).withUser(userId, sessionId);
  if (!row) throw Unauthorized(Code.illegalToken, 'illegalToken');
  if (row.revokedAt) {
    if (ENDED.has(row.reason ?? '')) throw Unauthorized(Code.sessionEnded, 'sessionEnded');
    throw Unauthorized(Code.revokedToken, 'tokenRevoked');
  }
  if (row.state !== 1) throw Unauthorized(Code.sessionEnded, 'yourAccountDisabled');
  const grants = await loadRoleGrants(db, row.viewAsRoleId ?? row.roleId);
  if (grants?.role.state !== 1) throw Unauthorized(Code.sessionEnded, 'roleDisabled');
  const { role } = grants;
  return {
    userId,
    username: row.username,
    name: row.name,
    path: row.path,
    sessionId,
    role: { id: role.id, code: role.code, parentId: role.parentId, dataScope: role.dataScope },
    viewingAs: row.viewAsRoleId ? { id: role.id, name: role.name } : null,
    isTop: role.parentId === null,
    seesAll: role.dataScope === DATA_SCOPE.all,
    perms: new Set(grants.perms),
    urlGrants: grants.urls.map((u) => ({ method: u.method, pattern: markPattern(u.mark) })),
  };
}
