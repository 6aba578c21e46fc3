import { MARKER_PERMISSIONS, type Menu, menuResource } from '@skin/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { requestedOrder, type SortQuery } from '../../data/list';
import type { Db } from '../../db/client';
import { menus, roleMenus } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { createTableService } from '../../lib/crud/table-service';
import { Invalid, NotFound } from '../../lib/errors';
import { buildMenuTree, toRoutes, withAncestors } from './menu-tree';

const order = [asc(menus.sort), asc(menus.id)];
/**
 * Screens an agent does not have, whatever its role grants (docs/roles.md, "Markers and the
 * console's gates").
 */
const AGENT_HIDDEN = ['PersonalInfo'];

/** Menus: plain CRUD plus the caller's router tree. */
export function createMenuService(db: Db) {
  const all = async (by: SQL[] = order): Promise<Menu[]> =>
    (await db
      .select()
      .from(menus)
      .orderBy(...by)) as Menu[];

  const crud = createTableService(db, {
    def: menuResource,
    table: menus,
    filters: { title: { column: menus.title, match: 'like' }, state: { column: menus.state, match: 'eq' } },
    orderBy: order,
    label: menus.title,
    async validate(_db, _actor, input) {
      // A PATCH that does not move the menu leaves its parent alone.
      if (input.parentId === undefined) return input;
      const parentId = Number(input.parentId) || null;
      if (parentId !== null) {
        const list = await all();
        const byId = new Map(list.map((m) => [m.id, m]));
        if (!byId.has(parentId)) throw Invalid('parentMenuNotFound', { parentId: 'parentMenuNotFound' });
        // Walking up from the new parent must never reach the menu itself.
        for (let m = byId.get(parentId); m; m = m.parentId === null ? undefined : byId.get(m.parentId))
          if (m.id === input.id)
            throw Invalid('menuOwnAncestor', {
              parentId: 'menuOwnAncestor',
            });
      }
      return { ...input, parentId };
    },
  });

  /**
   * Enabled menus granted to the actor's role (the top role sees all), with their ancestors. One
   * statement: each enabled menu says whether the role holds it, since the console asks this on
   * every start.
   */
  async function visibleMenus(actor: Actor): Promise<Menu[]> {
    const held = actor.isTop
      ? sql<boolean>`true`
      : sql<boolean>`exists (select 1 from ${roleMenus} where ${roleMenus.roleId} = ${actor.role.id} and ${roleMenus.itemId} = ${menus.id})`;
    const rows = await db
      .select({ menu: menus, held })
      .from(menus)
      .where(eq(menus.state, 1))
      .orderBy(...order);
    const enabled = rows.map((r) => r.menu as Menu);
    if (actor.isTop) return enabled;
    // With the agent marker personal info is hidden; so is its route, not just the link.
    const hidden = actor.perms.has(MARKER_PERMISSIONS.agent) ? AGENT_HIDDEN : [];
    return withAncestors(
      enabled.filter((m) => !hidden.includes(m.name)),
      new Set(rows.filter((r) => r.held).map((r) => r.menu.id)),
    );
  }

  return {
    ...crud,
    all,
    /** Every menu, nested; siblings in the order the query asks (`sort`, `order`), else by sort. */
    tree: async (q: SortQuery = {}) => buildMenuTree(await all(requestedOrder(menus, q))),
    router: async (actor: Actor) => toRoutes(buildMenuTree(await visibleMenus(actor))),
    async byName(name: string) {
      const [row] = await db.select().from(menus).where(eq(menus.name, name));
      if (!row) throw NotFound('menuNotFound');
      return (await crud.get({ seesAll: true } as Actor, row.id)) as Menu;
    },
  };
}
