import type { ShapeSql } from '../shape';
import { fencedPage } from './fenced';
import type { PageSql } from './page-sql';

/**
 * `shared-walk`: a large subtree's rule (a scope with a root) costs most of a walk before the walk
 * begins: its subqueries read the subtree's users and the stores they hold (the largest agent's
 * 12,255 users and 10,640 stores, about 15 ms), once for each walk that names them. So when the
 * count is needed (a page before the cap), the page and the count share one walk: the first
 * matches up to the cap, in the list's order (the largest agent's device page: 65-86 ms -> 38-45
 * ms, with or without a filter or a sort).
 */
export const sharedWalk = (shape: ShapeSql): PageSql => fencedPage(shape, true);
