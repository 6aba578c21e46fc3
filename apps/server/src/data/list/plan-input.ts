import type { PlanInput } from './plan';
import { requestedOrder } from './sql-text';
import { type ListScope, type ListSpec, type Query, WHOLE_TABLE } from './types';

/** What the planner is told of a request: the traits of its filters, sort, page and scopes. */
export function planInputOf(
  spec: ListSpec<unknown>,
  query: Query,
  filterKeys: string[],
  scopes: ListScope[],
): PlanInput {
  const from = (query.pageNum - 1) * query.pageSize;
  return {
    filters: filterKeys.map((key) => ({ key, match: spec.filters[key].match })),
    sorted: requestedOrder(spec.table, query) !== undefined,
    from,
    to: from + query.pageSize,
    scopes: scopes.map((s) => ({
      wholeTable: s.shape === WHOLE_TABLE,
      narrow: s.narrow,
      root: !!s.root,
      probed: !!s.probed,
      countedRows: !!s.countedRows,
    })),
    spec: {
      tableCounts: spec.tableCounts ?? [],
      newest: !!spec.newest,
      subtreeTotal: !!spec.subtreeTotal,
      pageStarts: !!spec.pageStarts,
    },
  };
}

/** The filters of a query that are set, in the spec's order: what a shape's text depends on. */
export const setFilters = (spec: ListSpec<unknown>, query: Query) =>
  Object.keys(spec.filters).filter((k) => {
    const v = query[k];
    return v !== undefined && v !== null && v !== '';
  });
