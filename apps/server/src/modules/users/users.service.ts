import type { userCreate, userUpdate } from '@skin/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { lockTree } from '../../data/tree-lock';
import { createUserData, type UserRow } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { RoleService } from '../roles/roles.service';

/** Ends every session of a user; `reason` decides whether the console is told 206 or 50012. */
export const revokeSessions = (db: Tx, userIds: number[], reason: 'password' | 'disabled' | 'logout') =>
  db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(inArray(sessions.userId, userIds), sql`${sessions.revokedAt} is null`));

/** Users: a tree; callers see their subtree and change only users strictly below them. */
export function createUserService(db: Db, roleService: RoleService) {
  const data = createUserData(db);
  const assertAssignableRole = async (actor: Actor, roleId: number, tx: Tx) => {
    const { ids } = await roleService.manageableIds(actor, tx);
    if (!ids.has(roleId)) throw Invalid('roleNotAllowed', { roleId: 'roleBelowOwnOnly' });
  };
  const parentFor = async (actor: Actor, parentId: number | undefined, tx: Tx) => {
    const p = await data.find(actor, parentId ?? actor.userId, tx);
    if (!p) throw Invalid('parentUserNotFound', { parentId: 'parentUserNotFound' });
    return p;
  };
  /** Moves `current` (and its subtree) below `parentId`, refusing loops. */
  const move = async (actor: Actor, current: UserRow, parentId: number, tx: Tx) => {
    const p = await parentFor(actor, parentId, tx);
    if (p.path.startsWith(current.path))
      throw Invalid('userBelowItself', {
        parentId: 'userBelowItself',
      });
    await data.move(tx, actor, current, p);
  };

  const service = {
    list: data.list,
    pick: data.pick,
    get: (actor: Actor, id: number) => data.get(actor, id),
    /**
     * Inserts a user inside the caller's transaction and returns its id (agents build on it). The
     * new row's path is its parent's: the parent is read under the tree's lock, so a move of the
     * parent (or its removal) sent at the same time is either wholly before or wholly after it.
     * The password is hashed first, the lock held only for the tree's reads and the insert.
     */
    async insert(actor: Actor, input: z.infer<typeof userCreate>, tx: Tx) {
      await assertAssignableRole(actor, input.roleId, tx);
      const { parentId, password, ...fields } = input;
      if (await data.unscoped.byUsername(input.username, tx))
        throw Conflict('usernameExists', { username: 'usernameExists' });
      const passwordHash = await hashPassword(password);
      await lockTree(tx, 'users');
      const p = await parentFor(actor, parentId, tx);
      return data.insert(tx, p, { ...fields, passwordHash });
    },
    async create(actor: Actor, input: z.infer<typeof userCreate>) {
      const id = await db.transaction((tx) => service.insert(actor, input, tx));
      return service.get(actor, id);
    },
    /** Changes the fields sent; a new parent moves the user with its subtree. */
    async update(actor: Actor, input: z.infer<typeof userUpdate>) {
      await db.transaction(async (tx) => {
        const { parentId, id, ...fields } = input;
        if (parentId !== undefined) await lockTree(tx, 'users');
        const current = await data.manageable(actor, input.id, tx);
        if (fields.roleId !== undefined && fields.roleId !== current.roleId)
          await assertAssignableRole(actor, fields.roleId, tx);
        if (parentId !== undefined && parentId !== current.parentId) await move(actor, current, parentId, tx);
        if (Object.keys(fields).length) await data.update(tx, actor, id, fields);
      });
      return service.get(actor, input.id);
    },
    async remove(actor: Actor, ids: number[]) {
      await db.transaction(async (tx) => {
        // Under the tree's lock: a user created below one of them at the same time either comes
        // first (and the removal is refused for it) or finds its parent gone.
        await lockTree(tx, 'users');
        if (!(await data.remove(tx, actor, ids))) throw Conflict('usersBelow');
      });
    },
    /** Enables or disables a user; disabling ends its sessions at once. */
    async setState(actor: Actor, id: number, _field: string, state: unknown) {
      await db.transaction(async (tx) => {
        await data.update(tx, actor, id, { state: Number(state) });
        if (state === 0) await revokeSessions(tx, [id], 'disabled');
      });
    },
    async resetPassword(actor: Actor, id: number, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await data.update(tx, actor, id, { passwordHash });
        await revokeSessions(tx, [id], 'password');
      });
    },
    /** Users below `userId` (inside the caller's tenant) whose role has `roleCode`: the cascading selectors. */
    subUsers: data.subUsers,
    /** Every user the caller sees whose role has `roleCode`. */
    withRoleCode: data.withRoleCode,
    manageable: data.manageable,
    /** A visible user holding `roleCode`, optionally below the user at `belowPath`. */
    withRole: data.withRole,
  };
  return service;
}
export type UserService = ReturnType<typeof createUserService>;
