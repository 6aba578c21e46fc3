/** Keeps the nodes that match and the ancestors that lead to them; children of a match stay. */
export function filterTree<N extends { children?: N[] }>(
  nodes: readonly N[],
  match: (node: N) => boolean,
): N[] {
  return nodes.flatMap((node) => {
    if (match(node)) return [node];
    const children = filterTree(node.children ?? [], match);
    return children.length ? [{ ...node, children }] : [];
  });
}
