import type { ListSort, Option, Role, roleCreate, roleUpdate } from '@skin/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { iso, requestedOrder } from '../../data/list';
import { lockTree } from '../../data/tree-lock';
import { createUserData } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import { roles, sessions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';

type RoleRow = typeof roles.$inferSelect;
const toRole = (r: RoleRow): Role => ({ ...r, createdAt: iso(r.createdAt)! });

/** Roles are a small tree: the service loads it whole and reasons about it in memory. */
export function createRoleService(db: Db) {
  const users = createUserData(db);
  const all = (tx: Tx = db, order: SQL[] = [asc(roles.sort), asc(roles.id)]) =>
    tx
      .select()
      .from(roles)
      .orderBy(...order);

  /** Ids of `rootId` and every role below it. */
  const subtree = (list: RoleRow[], rootId: number) => {
    const ids = new Set([rootId]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of list) {
        if (r.parentId === null || !ids.has(r.parentId) || ids.has(r.id)) continue;
        ids.add(r.id);
        grew = true;
      }
    }
    return ids;
  };
  /** Roles the actor may see: its own and those below (all for platform staff), in `order`. */
  const visible = async (actor: Actor, order?: SQL[]) => {
    const list = await all(db, order);
    return actor.isTop || actor.seesAll ? list : list.filter((r) => subtree(list, actor.role.id).has(r.id));
  };
  /**
   * Roles the actor may change or assign: strictly below its own (any for the top role).
   * Platform staff manage the whole platform: every role but their own and those above it.
   */
  const manageableIds = async (actor: Actor, tx: Tx = db) => {
    const list = await all(tx);
    if (actor.isTop) return { list, ids: new Set(list.map((r) => r.id)) };
    const ids = actor.seesAll ? new Set(list.map((r) => r.id)) : subtree(list, actor.role.id);
    for (let r = list.find((x) => x.id === actor.role.id); r; r = list.find((x) => x.id === r?.parentId))
      ids.delete(r.id);
    return { list, ids };
  };
  const inUse = async (roleIds: number[]) => {
    return users.unscoped.anyWithRole(roleIds);
  };

  const service = {
    all,
    subtree,
    manageableIds,
    async list(
      actor: Actor,
      q: { name?: string; state?: number; pageNum: number; pageSize: number } & ListSort,
    ) {
      const rows = (await visible(actor, requestedOrder(roles, q))).filter(
        (r) =>
          (!q.name || r.name.toLowerCase().includes(q.name.toLowerCase())) &&
          (q.state === undefined || r.state === q.state),
      );
      const start = (q.pageNum - 1) * q.pageSize;
      return {
        list: rows.slice(start, start + q.pageSize).map(toRole),
        total: rows.length,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      };
    },
    async options(actor: Actor): Promise<Option[]> {
      return (await visible(actor)).map((r) => ({ id: r.id, label: r.name, parentId: r.parentId }));
    },
    async get(actor: Actor, id: number) {
      const row = (await visible(actor)).find((r) => r.id === id);
      if (!row) throw NotFound('roleNotFound');
      return toRole(row);
    },
    /** Throws unless the actor may change this role. */
    async assertManageable(actor: Actor, id: number) {
      const { list, ids } = await manageableIds(actor);
      const row = list.find((r) => r.id === id);
      if (!row || !(actor.seesAll || subtree(list, actor.role.id).has(id))) throw NotFound('roleNotFound');
      if (!ids.has(id)) throw Forbidden('ownRoleUnchangeable');
      return row;
    },
    async create(actor: Actor, input: z.infer<typeof roleCreate>) {
      const { ids } = await manageableIds(actor);
      // A new role hangs below the caller's own role or below one it manages.
      if (input.parentId !== actor.role.id && !ids.has(input.parentId))
        throw Invalid('parentRoleNotAllowed', { parentId: 'parentRoleNotAllowed' });
      if (!actor.seesAll && input.dataScope === 1) throw Forbidden('platformScopeOnly');
      const [row] = await db.insert(roles).values(input).returning();
      return toRole(row);
    },
    async update(actor: Actor, input: z.infer<typeof roleUpdate>) {
      return db.transaction(async (tx) => {
        if (input.parentId !== undefined) await lockTree(tx, 'roles');
        return service.change(actor, input, tx);
      });
    },
    /** The update itself, inside the caller's transaction (the tree is locked when it moves). */
    async change(actor: Actor, input: z.infer<typeof roleUpdate>, tx: Tx) {
      const { list, ids } = await manageableIds(actor, tx);
      const current = list.find((r) => r.id === input.id);
      if (!current || !(actor.seesAll || subtree(list, actor.role.id).has(input.id)))
        throw NotFound('roleNotFound');
      if (!ids.has(input.id)) throw Forbidden('ownRoleUnchangeable');
      const parentId = current.parentId === null ? null : (input.parentId ?? current.parentId);
      if (parentId !== null && parentId !== current.parentId) {
        if (parentId !== actor.role.id && !ids.has(parentId))
          throw Invalid('parentRoleNotAllowed', { parentId: 'parentRoleNotAllowed' });
        if (subtree(list, input.id).has(parentId))
          throw Invalid('roleOwnAncestor', {
            parentId: 'roleOwnAncestor',
          });
      }
      if (!actor.seesAll && input.dataScope === 1) throw Forbidden('platformScopeOnly');
      const { id, parentId: _sent, ...fields } = input;
      const [row] = await tx
        .update(roles)
        .set({ ...fields, parentId })
        .where(eq(roles.id, id))
        .returning();
      return toRole(row);
    },
    /** Enables or disables a role; one that users hold, or the top role, stays enabled. */
    async setState(actor: Actor, id: number, _field: string, value: unknown) {
      const current = await service.assertManageable(actor, id);
      const state = Number(value);
      if (current.parentId === null && state === 0) throw Forbidden('topRoleStaysEnabled');
      if (state === 0 && current.state === 1 && (await inUse([id]))) throw Conflict('roleInUse');
      await db.update(roles).set({ state }).where(eq(roles.id, id));
    },
    /** Enabled roles the actor may assign to users. */
    async assignable(actor: Actor): Promise<Option[]> {
      const { list, ids } = await manageableIds(actor);
      return list
        .filter((r) => ids.has(r.id) && r.state === 1)
        .map((r) => ({ id: r.id, label: r.name, parentId: r.parentId }));
    },
    /** Starts (or with null, stops) previewing the console as a role the actor manages. */
    async viewAs(actor: Actor, roleId: number | null) {
      if (roleId !== null) await service.assertManageable(actor, roleId);
      await db.update(sessions).set({ viewAsRoleId: roleId }).where(eq(sessions.id, actor.sessionId));
    },
    async remove(actor: Actor, idList: number[]) {
      for (const id of idList) await service.assertManageable(actor, id);
      const list = await all();
      if (list.some((r) => r.parentId !== null && idList.includes(r.parentId) && !idList.includes(r.id)))
        throw Conflict('rolesBelow');
      if (await inUse(idList)) throw Conflict('roleInUseDelete');
      await db.transaction(async (tx) => {
        await tx.delete(roles).where(and(inArray(roles.id, idList)));
      });
    },
  };
  return service;
}
export type RoleService = ReturnType<typeof createRoleService>;
