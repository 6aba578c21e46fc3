import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buttons, menus, roleButtons, roleMenus, roleResources, urlResources } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Forbidden, Invalid } from '../../lib/errors';
import { withAncestors } from '../menus/menu-tree';
import type { RoleService } from './roles.service';

export const GRANT_KINDS = { menus: roleMenus, buttons: roleButtons, resources: roleResources } as const;
export type GrantKind = keyof typeof GRANT_KINDS;

/** What a role is granted, and what a caller may grant: it never grants more than it holds. */
export function createGrantService(db: Db, roles: RoleService) {
  const idsOf = async (kind: GrantKind, roleId: number) => {
    const t = GRANT_KINDS[kind];
    return (await db.select({ id: t.itemId }).from(t).where(eq(t.roleId, roleId))).map((r) => r.id);
  };

  /** Everything the actor holds and may therefore hand on. */
  async function holdings(actor: Actor): Promise<Record<GrantKind, number[]>> {
    if (actor.isTop) {
      const [m, b, r] = await Promise.all([
        db.select({ id: menus.id }).from(menus),
        db.select({ id: buttons.id }).from(buttons),
        db.select({ id: urlResources.id }).from(urlResources),
      ]);
      return { menus: m.map((x) => x.id), buttons: b.map((x) => x.id), resources: r.map((x) => x.id) };
    }
    const allMenus = await db.select().from(menus);
    const granted = new Set(await idsOf('menus', actor.role.id));
    const perms = [...actor.perms];
    const held = perms.length
      ? await db.select({ id: buttons.id }).from(buttons).where(inArray(buttons.perm, perms))
      : [];
    return {
      menus: withAncestors(allMenus as never, granted).map((m) => (m as { id: number }).id),
      buttons: held.map((x) => x.id),
      resources: await idsOf('resources', actor.role.id),
    };
  }

  return {
    holdings,
    /** The items the actor can grant, with their names, for the role editor. */
    async catalogue(actor: Actor) {
      const h = await holdings(actor);
      const [m, b, r] = await Promise.all([
        h.menus.length
          ? db.select().from(menus).where(inArray(menus.id, h.menus)).orderBy(menus.sort, menus.id)
          : [],
        h.buttons.length
          ? db.select().from(buttons).where(inArray(buttons.id, h.buttons)).orderBy(buttons.perm)
          : [],
        h.resources.length
          ? db
              .select()
              .from(urlResources)
              .where(inArray(urlResources.id, h.resources))
              .orderBy(urlResources.uniqueMark)
          : [],
      ]);
      return {
        menus: m.map((x) => ({ id: x.id, parentId: x.parentId, title: x.title, name: x.name })),
        buttons: b.map((x) => ({ id: x.id, menuId: x.menuId, name: x.name, perm: x.perm })),
        resources: r.map((x) => ({ id: x.id, name: x.name, uniqueMark: x.uniqueMark, method: x.method })),
      };
    },
    async of(actor: Actor, roleId: number) {
      await roles.get(actor, roleId);
      const [menuIds, buttonIds, resourceIds] = await Promise.all([
        idsOf('menus', roleId),
        idsOf('buttons', roleId),
        idsOf('resources', roleId),
      ]);
      return { menuIds, buttonIds, resourceIds };
    },
    /**
     * Replaces one kind of grants of a role. Items the caller does not hold are refused when
     * added and left untouched when already there. Returns what was added and removed.
     */
    async replace(actor: Actor, kind: GrantKind, roleId: number, ids: number[]) {
      await roles.assertManageable(actor, roleId);
      const mine = new Set((await holdings(actor))[kind]);
      const wanted = new Set(ids);
      const foreign = [...wanted].filter((id) => !mine.has(id));
      const current = new Set(await idsOf(kind, roleId));
      if (foreign.some((id) => !current.has(id))) throw Forbidden('grantBeyondHoldings');
      const added = [...wanted].filter((id) => !current.has(id));
      const removed = [...current].filter((id) => !wanted.has(id) && mine.has(id));
      if (!added.length && !removed.length) throw Invalid('noChange');
      const t = GRANT_KINDS[kind];
      await db.transaction(async (tx) => {
        if (removed.length) await tx.delete(t).where(and(eq(t.roleId, roleId), inArray(t.itemId, removed)));
        if (added.length) await tx.insert(t).values(added.map((itemId) => ({ roleId, itemId })));
      });
      return { added, removed };
    },
  };
}
