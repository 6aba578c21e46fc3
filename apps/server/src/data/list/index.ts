// The paged-list engine (docs/architecture.md, "Lists"): every list of the server is one
// `defineList`, its strategies planned in plan.ts and built in strategies/.
export { defineList } from './define';
export {
  COUNT_CAP,
  PAGE_STARTS_FROM,
  PROBED_ROWS_MAX,
  PROBED_WALK_MAX,
  PROBED_WINDOW,
  SEARCH_FENCE,
} from './limits';
export {
  type ListPlan,
  PAGE_STRATEGIES,
  type PageStrategy,
  planList,
  TOTAL_STRATEGIES,
  type TotalStrategy,
} from './plan';
export { scopeSql } from './scope-sql';
export { iso, isoSql, likeEscape, requestedOrder } from './sql-text';
export {
  type Filter,
  type JsonShape,
  type ListScope,
  type ListSpec,
  type SortQuery,
  type TableCount,
  WHOLE_TABLE,
  type WrittenPage,
} from './types';
