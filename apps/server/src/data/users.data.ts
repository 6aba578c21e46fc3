import type { Option, User } from '@skin/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { agents, KEPT, roles, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { createSharedRead } from '../lib/batch';
import { NotFound } from '../lib/errors';
import { keptSums } from './kept-counts.data';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenantPicker } from './pick-options';
import { under } from './scope';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

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
export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;
const scoped = tenant.user;

/** The caller's role and every role above it (a recursive walk up the role tree). */
const ownRoleLine = (actor: Actor) =>
  sql`(with recursive up(id, parent_id) as (select ${roles.id}, ${roles.parentId} from ${roles} where ${roles.id} = ${actor.role.id} union all select r.id, r.parent_id from ${roles} r join up on r.id = up.parent_id) select id from up)`;

/**
 * Users the caller may change: never itself or anyone on its line to the root, never a user
 * whose role is above its own. Subtree roles change only users strictly below them (a
 * second-level agent shares its parent's role); platform-wide roles change anyone else whose
 * role is below their own, so an operator cannot take over an administrator. The top role
 * changes anyone but itself.
 */
export function manageableBy(actor: Actor): SQL {
  if (actor.isTop) return sql`${users.id} <> ${actor.userId}`;
  if (actor.seesAll)
    return sql`${users.id} <> ${actor.userId} and ${actor.path} not like (${users.path} || '%') and ${users.roleId} not in ${ownRoleLine(actor)}`;
  const aboveOwnRole = sql`${users.roleId} not in (${ownRoleLine(actor)} except select ${actor.role.id})`;
  return sql`${users.path} like ${under(actor.path)} and ${users.id} <> ${actor.userId} and ${aboveOwnRole}`;
}

/** The user tree within the caller's tenant (data layer). */
export const createUserData = perDatabase((db: Db) => {
  const select = (tx: Tx = db) =>
    tx
      .select(columns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(parent, eq(parent.id, users.parentId))
      .$dynamic();
  const one = async (where: SQL | undefined, tx: Tx = db) =>
    (await tx.select().from(users).where(where))[0] as UserRow | undefined;

  const base = tenantData(db, scoped, {
    name: 'users',
    select,
    orderBy: [asc(users.path), asc(users.id)],
    filters,
    toEntity: toUser,
  });
  /**
   * The platform's users by role, from the kept counts: the same statement on every view, prepared
   * once, and run once for the platform views asked in the same turn (`createSharedRead`).
   */
  const preparePlatformByRole = () => {
    const counted = keptSums(db, KEPT.userRoles).as('counted');
    const statement = db
      .select({ code: roles.code, name: roles.name, count: counted.n })
      .from(counted)
      .innerJoin(roles, eq(sql`${roles.id}::text`, counted.value))
      .orderBy(asc(roles.sort), asc(roles.id))
      .prepare('users_by_role_platform');
    const read = createSharedRead(() => statement.execute());
    return () => read('all');
  };
  let platformByRole: ReturnType<typeof preparePlatformByRole> | undefined;
  const data = {
    scope: scoped.scope,
    list: base.list,
    /** The pickers' search: users by name, each with the user above it (parent and owner shown). */
    pick: tenantPicker(db, scoped, {
      label: users.name,
      parentId: users.parentId,
      // Qualified by hand: drizzle writes a one-table query's columns bare, and a bare parent_id
      // would be the inner row's own.
      owner: sql<string | null>`(select p.name from ${users} p where p.id = "users"."parent_id")`,
      narrow: (query) =>
        query.role
          ? sql`${users.roleId} in (select ${roles.id} from ${roles} where ${roles.code} = ${query.role})`
          : undefined,
    }),
    get: base.get,
    /** A visible user's stored row, or undefined. */
    find: (actor: Actor, id: number, tx: Tx = db) => one(and(eq(users.id, id), scoped.scope(actor)), tx),
    /** A user the caller may change, or NotFound (never reveal rows outside the tenant). */
    async manageable(actor: Actor, id: number, tx: Tx = db) {
      const row = await one(and(eq(users.id, id), manageableBy(actor)), tx);
      if (!row) throw NotFound('userNotFound');
      return row;
    },
    /** A visible user holding the role `roleCode`, optionally below the user at `belowPath`. */
    async withRole(actor: Actor, id: number, roleCode: string, belowPath?: string, tx: Tx = db) {
      const [row] = await tx
        .select({ id: users.id, path: users.path })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(
            eq(users.id, id),
            eq(roles.code, roleCode),
            scoped.scope(actor),
            belowPath ? sql`${users.path} like ${under(belowPath)}` : undefined,
          ),
        );
      return row;
    },
    /** The signed-in user's own row. */
    self: (actor: Actor, tx: Tx = db) => one(eq(users.id, actor.userId), tx),
    /** Inserts a user below `parentRow` and gives it its path; returns its id. */
    async insert(tx: Tx, parentRow: UserRow, values: Omit<UserInsert, 'path' | 'parentId'>) {
      const [row] = await tx
        .insert(users)
        .values({ ...values, parentId: parentRow.id, path: parentRow.path })
        .returning({ id: users.id });
      await tx
        .update(users)
        .set({ path: `${parentRow.path}${row.id}/` })
        .where(eq(users.id, row.id));
      return row.id;
    },
    /** Changes a user the caller may change (in the same statement). */
    async update(tx: Tx, actor: Actor, id: number, set: Partial<UserInsert>) {
      const rows = await tx
        .update(users)
        .set(set)
        .where(and(eq(users.id, id), manageableBy(actor)))
        .returning({ id: users.id });
      if (!rows.length) throw NotFound('userNotFound');
    },
    /** Changes the signed-in user's own row. */
    updateSelf: (tx: Tx, actor: Actor, set: Partial<UserInsert>) =>
      tx.update(users).set(set).where(eq(users.id, actor.userId)),
    /** Moves a manageable user and its whole subtree below `newParent`. */
    async move(tx: Tx, actor: Actor, current: UserRow, newParent: UserRow) {
      const newPath = `${newParent.path}${current.id}/`;
      await tx
        .update(users)
        .set({ path: sql`${newPath}::varchar || substr(${users.path}, ${current.path.length + 1}::int)` })
        .where(and(sql`${users.path} like ${under(current.path)}`, scoped.scope(actor)));
      await data.update(tx, actor, current.id, { parentId: newParent.id });
    },
    /** Deletes manageable users, all or none; refuses while other users hang below them. */
    async remove(tx: Tx, actor: Actor, ids: number[]) {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), manageableBy(actor)));
      if (rows.length !== ids.length) throw NotFound('userNotFound');
      const children = await tx.select({ id: users.id }).from(users).where(inArray(users.parentId, ids));
      if (children.some((c) => !ids.includes(c.id))) return false;
      await tx.delete(users).where(and(inArray(users.id, ids), manageableBy(actor)));
      return true;
    },
    /** Users below the visible user `userId` whose role has `roleCode`: the cascading selectors. */
    async subUsers(actor: Actor, userId: number, roleCode: string): Promise<Option[]> {
      const root = await data.find(actor, userId);
      if (!root) throw NotFound('userNotFound');
      return db
        .select({ id: users.id, label: users.name, parentId: users.parentId })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(sql`${users.path} like ${under(root.path)}`, eq(roles.code, roleCode), scoped.scope(actor)),
        )
        .orderBy(asc(users.name))
        .limit(2000);
    },
    /** Visible users whose role has `roleCode`, for pickers. */
    withRoleCode: (actor: Actor, roleCode: string): Promise<Option[]> =>
      db
        .select({ id: users.id, label: users.name, parentId: users.parentId })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(roles.code, roleCode), scoped.scope(actor)))
        .orderBy(asc(users.name))
        .limit(2000),
    /**
     * Visible users per role (the dashboard's summary): counted per role id first, then named, so
     * the roles are joined to a handful of counts rather than to every user. The platform's are the
     * counts the database keeps (all users, exact, a few rows read); a tenant's are counted within
     * its subtree.
     */
    countByRole(actor: Actor) {
      if (actor.seesAll) {
        platformByRole ??= preparePlatformByRole();
        return platformByRole();
      }
      const counted = db
        .select({ roleId: users.roleId, count: count().as('count') })
        .from(users)
        .where(scoped.scope(actor))
        .groupBy(users.roleId)
        .as('counted');
      return db
        .select({ code: roles.code, name: roles.name, count: counted.count })
        .from(counted)
        .innerJoin(roles, eq(roles.id, counted.roleId))
        .orderBy(asc(roles.sort), asc(roles.id));
    },
    /**
     * The caller's own row with the nearest agent on its line (itself or above), which decides
     * region and level: one statement, as the console asks for it on every start.
     */
    async selfWithAgent(actor: Actor) {
      const line = alias(users, 'line');
      const nearest = db
        .select({ level: agents.agentLevel, mainland: agents.chinaMainland })
        .from(agents)
        .innerJoin(line, eq(line.id, agents.userId))
        .where(sql`${agents.userId} = any(string_to_array(trim(both '/' from ${users.path}), '/')::int[])`)
        .orderBy(sql`length(${line.path}) desc`)
        .limit(1)
        .as('nearest');
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          avatar: users.avatar,
          agentLevel: nearest.level,
          chinaMainland: nearest.mainland,
        })
        .from(users)
        .leftJoinLateral(nearest, sql`true`)
        .where(eq(users.id, actor.userId));
      return row;
    },
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** Any user by username: uniqueness checks and sign-in (no tenant: usernames are global). */
      byUsername: (username: string, tx: Tx = db) => one(eq(users.username, username), tx),
      /**
       * `byUsername`, with `alongside` (a sign-in's throttle reservation) evaluated exactly once in
       * the same statement, whether or not the user exists: one round trip instead of two.
       */
      async byUsernameAlongside(username: string, alongside: SQL) {
        const [row] = await db
          .select({ alongside: sql<unknown>`${alongside}`, user: users })
          .from(sql`(values (1)) as once`)
          .leftJoin(users, eq(users.username, username));
        return { alongside: row?.alongside, user: row?.user ?? undefined };
      },
      /** Whether any user, anywhere, holds one of these roles (a role in use cannot go away). */
      async anyWithRole(roleIds: number[]) {
        const [{ n }] = await db.select({ n: count() }).from(users).where(inArray(users.roleId, roleIds));
        return Number(n) > 0;
      },
    },
  };
  return data;
});
export type UserData = ReturnType<typeof createUserData>;
