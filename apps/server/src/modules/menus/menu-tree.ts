import type { Menu, MenuTreeNode, RouteNode } from '@skin/contract';

/** Nests flat menus by parent, keeping the given order among siblings. */
export function buildMenuTree(menus: Menu[]): MenuTreeNode[] {
  // Copied onto a fresh literal, not spread: a spread copy that then gets its `children` would
  // get a hidden class of its own on every call (lib/merged.ts).
  const byId = new Map<number, MenuTreeNode>(menus.map((m) => [m.id, Object.assign({}, m)]));
  const roots: MenuTreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/** Adds the ancestors of granted menus, so a granted screen is never orphaned from its section. */
export function withAncestors(all: Menu[], grantedIds: Set<number>): Menu[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const id of grantedIds) {
    for (
      let m = byId.get(id);
      m && !keep.has(m.id);
      m = m.parentId === null ? undefined : byId.get(m.parentId)
    )
      keep.add(m.id);
  }
  return all.filter((m) => keep.has(m.id));
}

/** Maps a menu tree onto the console router's route records. */
export function toRoutes(nodes: MenuTreeNode[]): RouteNode[] {
  return nodes.map((m) => ({
    path: m.path,
    name: m.name,
    component: m.component,
    ...(m.redirect ? { redirect: m.redirect } : {}),
    meta: {
      title: m.title,
      ...(m.icon ? { icon: m.icon } : {}),
      hidden: m.hidden,
      noCache: m.noCache,
      affix: m.affix,
    },
    ...(m.children?.length ? { children: toRoutes(m.children) } : {}),
  }));
}
