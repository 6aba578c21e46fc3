import type { Option, User, userCreate, userUpdate } from '@skin/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { filterWhere, iso, listPage } from '../../lib/crud/list';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { userInScope, userManageable } from '../../lib/tenant';
import { hashPassword } from '../auth/passwords';
import type { RoleService } from '../roles/roles.service';

const parent = alias(users, 'parent');
const columns = {
  id: users.id,
  parentId: users.parentId,
  parentName: parent.name,
  username: users.username,
  name: users.name,
  sex: users.sex,
  phone: users.phone,
  email: users.email,
  roleId: users.roleId,
  roleName: roles.name,
  state: users.state,
  remark: users.remark,
  createdAt: users.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown } & { createdAt: Date };
const toUser = (r: Row) => ({ ...r, createdAt: iso(r.createdAt) }) as User;
const filters = {
  username: { column: users.username, match: 'like' as const },
  name: { column: users.name, match: 'like' as const },
  roleId: { column: users.roleId, match: 'eq' as const },
  parentId: { column: users.parentId, match: 'eq' as const },
  state: { column: users.state, match: 'eq' as const },
};

/** Ends every session of a user; `reason` decides whether the console is told 206 or 50012. */
export const revokeSessions = (db: Tx, userIds: number[], reason: 'password' | 'disabled' | 'logout') =>
  db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(inArray(sessions.userId, userIds), sql`${sessions.revokedAt} is null`));

/** Users: a tree; callers see their subtree and change only users strictly below them. */
export function createUserService(db: Db, roleService: RoleService) {
  const select = (tx: Tx = db) =>
    tx
      .select(columns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(parent, eq(parent.id, users.parentId))
      .$dynamic();

  const find = async (where: SQL | undefined, tx: Tx = db) => (await tx.select().from(users).where(where))[0];
  /** A user the actor may change, or NotFound (never reveal rows outside the tenant). */
  const manageable = async (actor: Actor, id: number, tx: Tx = db) => {
    const row = await find(and(eq(users.id, id), userManageable(actor)), tx);
    if (!row) throw NotFound('User');
    return row;
  };
  const assertAssignableRole = async (actor: Actor, roleId: number, tx: Tx) => {
    const { ids } = await roleService.manageableIds(actor, tx);
    if (!ids.has(roleId))
      throw Invalid('Role not allowed', { roleId: 'You can only assign roles below your own' });
  };
  const parentFor = async (actor: Actor, parentId: number | undefined, tx: Tx) => {
    const p = await find(and(eq(users.id, parentId ?? actor.userId), userInScope(actor)), tx);
    if (!p) throw Invalid('Parent user not found', { parentId: 'Parent user not found' });
    return p;
  };

  const service = {
    list: (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      listPage(
        db,
        users,
        select(),
        filterWhere(filters, q, userInScope(actor)),
        [asc(users.path), asc(users.id)],
        q,
        toUser,
      ),
    async options(actor: Actor): Promise<Option[]> {
      const rows = await db
        .select({ id: users.id, label: users.name, parentId: users.parentId })
        .from(users)
        .where(userInScope(actor))
        .orderBy(asc(users.path))
        .limit(2000);
      return rows;
    },
    async get(actor: Actor, id: number) {
      const [row] = await select().where(and(eq(users.id, id), userInScope(actor)));
      if (!row) throw NotFound('User');
      return toUser(row as Row);
    },
    /** Inserts a user inside the caller's transaction and returns its id (agents build on it). */
    async insert(actor: Actor, input: z.infer<typeof userCreate>, tx: Tx) {
      await assertAssignableRole(actor, input.roleId, tx);
      const { parentId, password, ...fields } = input;
      const p = await parentFor(actor, parentId, tx);
      if (await find(eq(users.username, input.username), tx))
        throw Conflict('Username already exists', { username: 'Username already exists' });
      const [row] = await tx
        .insert(users)
        .values({ ...fields, parentId: p.id, path: p.path, passwordHash: await hashPassword(password) })
        .returning({ id: users.id });
      await tx
        .update(users)
        .set({ path: `${p.path}${row.id}/` })
        .where(eq(users.id, row.id));
      return row.id;
    },
    async create(actor: Actor, input: z.infer<typeof userCreate>) {
      const id = await db.transaction((tx) => service.insert(actor, input, tx));
      return service.get(actor, id);
    },
    async update(actor: Actor, input: z.infer<typeof userUpdate>) {
      await db.transaction(async (tx) => {
        const current = await manageable(actor, input.id, tx);
        if (input.roleId !== current.roleId) await assertAssignableRole(actor, input.roleId, tx);
        const { parentId, id: _id, ...fields } = input;
        if (parentId !== undefined && parentId !== current.parentId) {
          const p = await parentFor(actor, parentId, tx);
          if (p.path.startsWith(current.path))
            throw Invalid('A user cannot be moved below itself', {
              parentId: 'A user cannot be moved below itself',
            });
          const newPath = `${p.path}${current.id}/`;
          // Move the whole subtree: every path under the old prefix gets the new one.
          await tx
            .update(users)
            .set({ path: sql`${newPath}::varchar || substr(${users.path}, ${current.path.length + 1}::int)` })
            .where(sql`${users.path} like ${`${current.path}%`}`);
          await tx.update(users).set({ parentId: p.id }).where(eq(users.id, current.id));
        }
        await tx.update(users).set(fields).where(eq(users.id, input.id));
        if (fields.state === 0 && current.state === 1) await revokeSessions(tx, [input.id], 'disabled');
      });
      return service.get(actor, input.id);
    },
    async remove(actor: Actor, ids: number[]) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(users)
          .where(and(inArray(users.id, ids), userManageable(actor)));
        if (rows.length !== ids.length) throw NotFound('User');
        const children = await tx.select({ id: users.id }).from(users).where(inArray(users.parentId, ids));
        if (children.some((c) => !ids.includes(c.id)))
          throw Conflict('Delete or move the users below it first');
        await tx.delete(users).where(inArray(users.id, ids));
      });
    },
    async setState(actor: Actor, id: number, state: number) {
      await db.transaction(async (tx) => {
        await manageable(actor, id, tx);
        await tx.update(users).set({ state }).where(eq(users.id, id));
        if (state === 0) await revokeSessions(tx, [id], 'disabled');
      });
    },
    async resetPassword(actor: Actor, id: number, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await manageable(actor, id, tx);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await revokeSessions(tx, [id], 'password');
      });
    },
    /** Users below `userId` (inside the caller's tenant) whose role has `roleCode`: the cascading selectors. */
    async subUsers(actor: Actor, userId: number, roleCode: string): Promise<Option[]> {
      const root = await find(and(eq(users.id, userId), userInScope(actor)));
      if (!root) throw NotFound('User');
      return db
        .select({ id: users.id, label: users.name, parentId: users.parentId })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(sql`${users.path} like ${`${root.path}%`}`, eq(roles.code, roleCode), userInScope(actor)))
        .orderBy(asc(users.name))
        .limit(2000);
    },
    manageable,
  };
  return service;
}
export type UserService = ReturnType<typeof createUserService>;
