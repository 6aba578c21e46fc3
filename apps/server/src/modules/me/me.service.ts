import { type Me, permissionCatalogue } from '@skin/contract';
import { createUserData } from '../../data/users.data';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid, NotFound } from '../../lib/errors';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { revokeSessions } from '../users/users.service';

/** The signed-in user's own data: who they are, personal info and password. */
export function createMeService(db: Db) {
  const users = createUserData(db);
  const self = async (actor: Actor) => {
    const row = await users.self(actor);
    if (!row) throw NotFound('userNotFound');
    return row;
  };
  return {
    async me(actor: Actor): Promise<Me> {
      const user = await users.selfWithAgent(actor);
      if (!user) throw NotFound('userNotFound');
      return {
        id: user.id,
        username: user.username,
        name: user.name,
        avatar: user.avatar ?? '',
        roles: [actor.role.code],
        perms: actor.isTop ? ['*:*:*', ...permissionCatalogue()] : [...actor.perms].sort(),
        // Without an agent on its line (the platform's own staff): the mainland, no level.
        chinaMainland: user.chinaMainland ?? true,
        agentLevel: user.agentLevel ?? null,
        pushInfo: null,
        viewingAs: actor.viewingAs,
      };
    },
    async about(actor: Actor) {
      const u = await self(actor);
      return { name: u.name, sex: u.sex, contact: u.contact };
    },
    async updateAbout(actor: Actor, input: { name: string; sex: number; contact?: string | null }) {
      await users.updateSelf(db, actor, { name: input.name, sex: input.sex, contact: input.contact ?? null });
    },
    /** Changes the password and ends every session of the user, this one included. */
    async changePassword(actor: Actor, oldPassword: string, password: string) {
      const user = await self(actor);
      if (!(await checkPassword(user.passwordHash, oldPassword)))
        throw Invalid('oldPasswordWrong', { oldPassword: 'oldPasswordWrong' });
      if (password.length < 6) throw Invalid('newPasswordShort');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await users.updateSelf(tx, actor, { passwordHash });
        await revokeSessions(tx, [actor.userId], 'password');
      });
    },
  };
}
