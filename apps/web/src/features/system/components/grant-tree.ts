import type { ReactNode } from 'react';
import { buildTree, type TreeRow } from '../../../components/crud/build-tree';
import type { RoleCatalogue } from '../api/get-role-catalogue';

/** A node of a grant editor's tree: leaves are grantable ids (as text keys), others group them. */
export type GrantNode = { key: string; title: ReactNode; children?: GrantNode[] };

/** Keys of the tree's leaves: the ids a save sends. */
export function leafKeys(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leafKeys(n.children) : [n.key]));
}

/** Every key in the tree, groups included. */
export function allKeys(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/**
 * The leaves shown checked for a set of granted ids: a leaf is checked when it, or a node above
 * it, is granted (a role granted a whole section holds every screen in it).
 */
export function checkedLeaves(
  nodes: readonly GrantNode[],
  granted: ReadonlySet<string>,
  above = false,
): string[] {
  return nodes.flatMap((n) => {
    const on = above || granted.has(n.key);
    if (n.children?.length) return checkedLeaves(n.children, granted, on);
    return on ? [n.key] : [];
  });
}

type Titles = (title: string) => string;

/** The grantable menus as their own tree. */
export function menuNodes(catalogue: RoleCatalogue, title: Titles): GrantNode[] {
  const toNode = (m: TreeRow<RoleCatalogue['menus'][number]>): GrantNode => ({
    key: String(m.id),
    title: title(m.title),
    children: m.children?.map(toNode),
  });
  return buildTree(catalogue.menus).map(toNode);
}

/** Button permissions grouped under the menu (screen) they belong to; `other` for none. */
export function buttonNodes(catalogue: RoleCatalogue, title: Titles, other: string): GrantNode[] {
  const groups = new Map<string, GrantNode>();
  for (const b of catalogue.buttons) {
    const menu = catalogue.menus.find((m) => m.id === b.menuId);
    const key = menu ? `menu:${menu.id}` : 'menu:none';
    if (!groups.has(key)) groups.set(key, { key, title: menu ? title(menu.title) : other, children: [] });
    groups
      .get(key)!
      .children!.push({ key: String(b.id), title: b.name === b.perm ? b.perm : `${b.name} (${b.perm})` });
  }
  return [...groups.values()];
}

/** URL permissions grouped by the API resource they address (`/api/ums-user/...` → ums-user). */
export function resourceNodes(
  catalogue: RoleCatalogue,
  leafTitle: (r: RoleCatalogue['resources'][number]) => ReactNode,
): GrantNode[] {
  const groups = new Map<string, GrantNode>();
  for (const r of catalogue.resources) {
    const segment = r.uniqueMark.split('/')[2] ?? r.uniqueMark;
    const key = `api:${segment}`;
    if (!groups.has(key)) groups.set(key, { key, title: segment, children: [] });
    groups.get(key)!.children!.push({ key: String(r.id), title: leafTitle(r) });
  }
  return [...groups.values()];
}
