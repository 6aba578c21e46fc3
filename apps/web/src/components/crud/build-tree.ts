/** A row with the children found below it. */
export type TreeRow<E> = E & { children?: TreeRow<E>[] };

/**
 * Nests rows under their parent by `parentId`; a row whose parent is not among them is a root.
 * Order is kept. Childless rows get no `children`, so tables draw no expand icon for them.
 */
export function buildTree<E extends { id: number; parentId?: number | null }>(
  rows: readonly E[],
): TreeRow<E>[] {
  const nodes = new Map<number, TreeRow<E>>(rows.map((r) => [r.id, { ...r }]));
  const roots: TreeRow<E>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId == null ? undefined : nodes.get(row.parentId);
    if (!parent || parent === node) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/** Options as a tree for TreeSelect: `{ value, label, children }` from `{ id, label, parentId }`. */
export function optionTree(options: readonly { id: number; label: string; parentId?: number | null }[]) {
  type Node = { value: number; label: string; children?: Node[] };
  const toNode = (n: TreeRow<{ id: number; label: string }>): Node => ({
    value: n.id,
    label: n.label,
    children: n.children?.map(toNode),
  });
  return buildTree(options).map(toNode);
}
