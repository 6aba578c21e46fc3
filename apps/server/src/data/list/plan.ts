import { COUNT_CAP, PAGE_STARTS_FROM, PROBED_ROWS_MAX } from './limits';
import type { Filter } from './types';

/**
 * The ways a list finds its page's ids (docs/architecture.md, "Lists"; each was added for a speed
 * measured in docs/performance.md):
 * - `order-walk`: the list's order walked on the base table, one more than a page past the offset;
 * - `narrow-matches`: a narrow scope's matches read whole once, the page and the count from them;
 * - `shared-walk`: a large subtree's first matches up to the cap, in order, read once for the page
 *   and the count;
 * - `search-fence`: a search's first SEARCH_FENCE + 1 matches read; when they are all, the page is
 *   sorted from them, else the order is walked;
 * - `probed-window`: the first PROBED_WINDOW rows of the order, each row's scope checked by
 *   itself, for a subtree whose total the database keeps; `fallback` answers when they do not
 *   hold the page or the subtree is too sparse;
 * - `narrow-sorted`: a narrow scope whose total is kept: its matches read whole, then sorted;
 * - `page-start`: a deep page of the whole table walked from the key kept for its offset while
 *   the order saw no write since, by the offset otherwise.
 */
export const PAGE_STRATEGIES = [
  'order-walk',
  'narrow-matches',
  'shared-walk',
  'search-fence',
  'probed-window',
  'narrow-sorted',
  'page-start',
] as const;
export type PageStrategy = (typeof PAGE_STRATEGIES)[number];

/**
 * How a list finds its total when the page is full (otherwise the rows end on this page, and the
 * total is the offset plus the rows found, `found-on-page`, in every plan):
 * - `cap`: the page reaches the cap, "10000+" without counting;
 * - `table-counts`: the whole table's count the database keeps (`ListSpec.tableCounts`), summed;
 *   for a range of days, counted to the cap when an end is not a UTC midnight;
 * - `subtree-count`: the subtree's count the database keeps (`ListSpec.subtreeTotal`), capped;
 * - `count-fenced`: the matches read for the page (`narrow-matches`, `shared-walk`) counted;
 * - `count-to-cap`: the matches counted up to the cap.
 */
export const TOTAL_STRATEGIES = [
  'cap',
  'table-counts',
  'subtree-count',
  'count-fenced',
  'count-to-cap',
] as const;
export type TotalStrategy = (typeof TOTAL_STRATEGIES)[number];

/** What the planner knows of a scope: its traits, never its values. */
export interface ScopeTraits {
  /** Lets every row through (the platform's). */
  wholeTable: boolean;
  /** Names the caller's few ids. */
  narrow: boolean;
  /** A subtree's rule with its root's id (`ListScope.root`). */
  root: boolean;
  /** Has the row-by-row form (`ListScope.probed`). */
  probed: boolean;
  /** Has the database's count of its rows (`ListScope.countedRows`). */
  countedRows: boolean;
}

/** What the planner knows of a list's spec. */
export interface SpecTraits {
  /** The filters each table count serves (`ListSpec.tableCounts`), in their order. */
  tableCounts: { by: string; untilBy?: string }[];
  /** The database keeps each subtree's newest row (`ListSpec.newest`). */
  newest: boolean;
  /** The database keeps each subtree's count of rows (`ListSpec.subtreeTotal`). */
  subtreeTotal: boolean;
  /** The database counts the writes that move rows in the order (`ListSpec.pageStarts`). */
  pageStarts: boolean;
}

/** A list request as the planner sees it: what its statement's text depends on, no values. */
export interface PlanInput {
  /** The filters that are set, by key, with their kinds. */
  filters: { key: string; match: Filter['match'] }[];
  /** A sort was asked for (`requestedOrder`). */
  sorted: boolean;
  /** The page's first row's offset and the offset past its last. */
  from: number;
  to: number;
  scopes: ScopeTraits[];
  spec: SpecTraits;
}

/** The strategies a list request's statement is built from (`planList`). */
export interface ListPlan {
  page: PageStrategy;
  /** `probed-window`'s other way, in the same statement. */
  fallback?: 'order-walk' | 'narrow-sorted';
  /** How the scopes are written where the walk reads them: as given, or in their sparse form. */
  scopeForm: 'where' | 'sparse';
  /** How `probed-window` checks each row: by key (a walk from the subtree's newest) or hashed. */
  rowCheck: 'probed' | 'hashed';
  total: TotalStrategy;
  /** For `table-counts`: which count, and whether the filters ask for all, a value or days. */
  tableCount?: { index: number; by: 'all' | 'value' | 'days' };
  /** For `subtree-count` and `probed-window`: the scope whose rows the database counts. */
  countedScope?: number;
}

/**
 * The table count serving a whole-table list with these filters: unfiltered, any (the first,
 * every count sums to the whole table); filtered, one whose `by` (or range of days) the filters
 * all are.
 */
function tableCountFor(input: PlanInput): ListPlan['tableCount'] {
  if (!input.scopes.every((s) => s.wholeTable)) return undefined;
  const keys = input.filters.map((f) => f.key);
  const index = input.spec.tableCounts.findIndex((k) =>
    keys.every((key) => key === k.by || key === k.untilBy),
  );
  const count = input.spec.tableCounts[index];
  if (!count || (keys.length > 1 && !count.untilBy)) return undefined;
  return { index, by: !keys.length ? 'all' : count.untilBy ? 'days' : 'value' };
}

/**
 * The scope whose rows the database counts (`ListSpec.subtreeTotal`), when they are the whole
 * list: no filter, and no other scope than that subtree's (the platform's lets everything
 * through), the subtree's rule with its probed form. A narrow scope (a subtree small by users)
 * takes it too: such a subtree may still hold tens of thousands of rows, which its list then
 * neither reads whole for the first pages nor counts.
 */
function countedScopeFor(input: PlanInput): number | undefined {
  if (!input.spec.subtreeTotal || input.filters.length) return undefined;
  const own = input.scopes.map((s, i) => ({ s, i })).filter(({ s }) => !s.wholeTable);
  if (own.length !== 1) return undefined;
  const [{ s, i }] = own;
  return s.root && s.probed && s.countedRows ? i : undefined;
}

/** The strategies a list request takes: pure, made once per statement shape. */
export function planList(input: PlanInput): ListPlan {
  const { scopes, spec, from, to, sorted } = input;
  const countedScope = countedScopeFor(input);
  const counted = countedScope !== undefined;
  const narrow = scopes.some((s) => s.narrow);
  // A small subtree sorted by a column the user chose walks only the list's own order: that column
  // may have no index, and a window of it would sort the whole table, where the subtree's matches
  // read whole sort a few thousand rows.
  const probing = counted && to <= PROBED_ROWS_MAX && !(narrow && sorted);
  const searching = !narrow && input.filters.some((f) => f.match === 'like');
  // Only for a list whose walk starts at the subtree's newest row (`ListSpec.newest`): asked for
  // its first 10,001 matches in order, PostgreSQL walks such a list's index; for the test records
  // it sorted the agent's 718,000 tests instead, where counting any 10,001 reads the first it meets.
  const sharedWalk =
    !counted &&
    spec.newest &&
    !narrow &&
    !searching &&
    to < COUNT_CAP &&
    scopes.some((s) => s.root && !s.narrow);
  const startable =
    spec.pageStarts &&
    !input.filters.length &&
    !sorted &&
    scopes.every((s) => s.wholeTable) &&
    from >= PAGE_STARTS_FROM;
  const narrowCounted = narrow && counted;

  const page: PageStrategy = startable
    ? 'page-start'
    : narrow && !counted
      ? 'narrow-matches'
      : sharedWalk
        ? 'shared-walk'
        : searching
          ? 'search-fence'
          : probing
            ? 'probed-window'
            : narrowCounted
              ? 'narrow-sorted'
              : 'order-walk';
  const tableCount = tableCountFor(input);
  const fenced = page === 'narrow-matches' || page === 'shared-walk';
  const total: TotalStrategy =
    to >= COUNT_CAP
      ? 'cap'
      : tableCount
        ? 'table-counts'
        : counted
          ? 'subtree-count'
          : fenced
            ? 'count-fenced'
            : 'count-to-cap';
  return {
    page,
    ...(page === 'probed-window' ? { fallback: narrowCounted ? 'narrow-sorted' : 'order-walk' } : {}),
    scopeForm: counted ? 'sparse' : 'where',
    rowCheck: spec.newest ? 'probed' : 'hashed',
    total,
    ...(total === 'table-counts' ? { tableCount } : {}),
    ...(counted ? { countedScope } : {}),
  };
}
