import type { SQL } from 'drizzle-orm';
import { placeholdersOf } from '../scope-sql';
import type { ShapeSql } from '../shape';

/**
 * How many rows the plan's counted scope sees, from the per-subtree counts the database keeps
 * (`ListSpec.subtreeTotal`, `ListScope.countedRows`): the `subtree-count` total and the
 * `probed-window`'s measure of how dense the subtree's rows are.
 */
export function subtreeCountOf(shape: ShapeSql): SQL {
  const i = shape.plan.countedScope;
  const scope = i === undefined ? undefined : shape.scopes[i];
  if (i === undefined || !scope?.countedRows || !shape.spec.subtreeTotal)
    throw new Error(`${shape.spec.name}: no counted scope in this plan`);
  return scope.countedRows(shape.spec.subtreeTotal, placeholdersOf(scope, i));
}
