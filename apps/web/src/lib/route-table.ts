import type { RouteNode } from '@skin/contract';

/** Components that are sections, not screens: the shell layout (first level) and a nested outlet. */
export const SECTION_COMPONENTS = ['Layout', 'ParentView'] as const;

/** One entry of the console's route table: a screen or a section, with its absolute path. */
export interface ShellRoute {
  name: string;
  /** Absolute path; may hold params (`/goodsDetails/:id?`). */
  path: string;
  /** Title key, shown as `t('route.<title>')`. */
  title: string;
  icon?: string;
  component: string;
  redirect?: string;
  hidden: boolean;
  noCache: boolean;
  affix: boolean;
  /** The sections above it, top first (for breadcrumbs and search). */
  ancestors: ShellRoute[];
  children: ShellRoute[];
}

/** A section groups screens; it has no screen of its own. */
export const isSection = (route: ShellRoute): boolean =>
  (SECTION_COMPONENTS as readonly string[]).includes(route.component) || route.children.length > 0;

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`.replace(/^(?!\/)/, '/');

/** Turns the server's route list (relative child paths) into absolute, linked entries. */
export function buildRouteTree(nodes: RouteNode[], parent?: ShellRoute): ShellRoute[] {
  return nodes.map((node) => {
    const route: ShellRoute = {
      name: node.name,
      path: join(parent?.path ?? '/', node.path),
      title: node.meta.title,
      icon: node.meta.icon,
      component: node.component,
      redirect: node.redirect,
      hidden: node.meta.hidden,
      noCache: node.meta.noCache,
      affix: node.meta.affix,
      ancestors: parent ? [...parent.ancestors, parent] : [],
      children: [],
    };
    route.children = buildRouteTree(node.children ?? [], route);
    return route;
  });
}

/** Every entry, depth first. */
export const flattenRoutes = (tree: ShellRoute[]): ShellRoute[] =>
  tree.flatMap((r) => [r, ...flattenRoutes(r.children)]);

/** Where a section sends its visitor: its own redirect, else its first visible screen. */
export function sectionTarget(route: ShellRoute): string | null {
  if (route.redirect) return route.redirect;
  const first = route.children.find((c) => !c.hidden) ?? route.children[0];
  if (!first) return null;
  return isSection(first) ? sectionTarget(first) : first.path;
}

/** The menu: entries not hidden, with sections that still hold something. */
export function menuTree(tree: ShellRoute[]): ShellRoute[] {
  return tree
    .filter((r) => !r.hidden)
    .map((r) => ({ ...r, children: menuTree(r.children) }))
    .filter((r) => !isSection(r) || r.children.length > 0);
}
