import { and, type SQL } from 'drizzle-orm';
import type { ShapeSql } from '../shape';
import { literalLimit } from '../sql-text';
import type { PageSql } from './page-sql';

/**
 * The list's order walked on the base table alone, with the list's WHERE (`within`, `where` by
 * default), one more than a page past the offset: an index-only walk where the order has an
 * index. `condition`: a one-time filter PostgreSQL evaluates before it runs the walk.
 */
export const walkOf = (shape: ShapeSql, condition?: SQL, within = shape.where) =>
  shape.db
    .select({ id: shape.id })
    .from(shape.table)
    .where(and(within, condition))
    .orderBy(...shape.order)
    .limit(shape.ids)
    .offset(literalLimit(shape.from));

/** `order-walk`: the walk alone, the scopes in their sparse form when the plan says so. */
export const orderWalk = (shape: ShapeSql): PageSql => ({
  ctes: [],
  onPage: walkOf(shape, undefined, shape.sparseWhere || shape.where),
});
