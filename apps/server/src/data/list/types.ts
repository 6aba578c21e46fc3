import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

/**
 * How a list filter narrows rows: substring match for text, equality, or one end of a range
 * (`gte`: at least the value; `lt`: below it; `lte`: at most it).
 */
export type Filter = { column: PgColumn; match: 'like' | 'eq' | 'gte' | 'lt' | 'lte' };

/** The sort part of a list query, as the route validated it (`listQueryOf`). */
export type SortQuery = { sort?: unknown; order?: unknown };

/** A list query: the page, the sort and the filters' values by key. */
export type Query = { pageNum: number; pageSize: number } & SortQuery & Record<string, unknown>;

/**
 * A scope of a list with its values apart (data/scoped-table.ts `listScope`): `where` writes the
 * predicate with the values it is given (placeholders, when the list prepares its statements),
 * `params` holds the caller's values, `shape` names what the text depends on. `narrow`: the
 * predicate names the caller's few ids.
 */
export interface ListScope {
  shape: string;
  narrow: boolean;
  params: Record<string, unknown>;
  where(params: Record<string, unknown>): SQL | undefined;
  /**
   * Keys of `params` whose values are int[] literals (a small subtree's ids kept by the instance)
   * that several parts of a list's statement name: the statement reads each once, from its
   * `scope_values` table expression. Sent once per part, each was parsed once per part on every
   * run: 128 microseconds of the database's time for agent1's 2,010 stores, twice on each page of
   * its test records, where pgbench, running the same statement with the ids written in, parses
   * them once when it prepares it.
   */
  arrays?: string[];
  /**
   * The key of `params` that holds the id of the user whose subtree the scope is, when the scope
   * is a large subtree's rule (its rows found by walking the list): `ListSpec.newest` bounds the
   * walk with it.
   */
  root?: string;
  /**
   * The same predicate checked row by row (scope.ts `probedRule`), for a walk that reads few rows:
   * a large subtree's first pages when the database keeps its total (`ListSpec.subtreeTotal`).
   */
  probed?(params: Record<string, unknown>): SQL;
  /**
   * With `probed`: the same predicate checked against sets of the scope's ids that the statement
   * builds once (scope.ts `hashedRule`), dearer to start than `probed` (a small subtree's 2,010
   * stores hashed, 0.4 ms) and cheaper per row (a hash probe against three index probes, about
   * 3 microseconds): for a walk that reads past the rows of others (a list without `newest`).
   */
  hashed?(params: Record<string, unknown>): SQL;
  /**
   * With `probed`: how many rows the scope sees, read from the per-subtree counts the database
   * keeps under `what` (`ListSpec.subtreeTotal`; scope.ts `keptRule`).
   */
  countedRows?(what: string, params: Record<string, unknown>): SQL;
  /**
   * With `probed`: the predicate as `where` writes it, in a form whose plan made once costs what a
   * plan made for the values does (scope.ts `RuleParams.range`), for the walk that stands beside
   * the probed one in the same statement and takes over when the subtree's rows are few.
   */
  sparse?(params: Record<string, unknown>): SQL;
}

/** The shape of a scope that lets every row through (the platform's): `spec.tableCounts` may apply. */
export const WHOLE_TABLE = 'all';

/** A count the database keeps of a list's table: `counted` names it, `by` the equality filter on its column. */
export interface TableCount {
  counted: string;
  by: string;
  /**
   * For a count of a timestamp's UTC days (`keep_count(..., 'utc_day')`, migration 0027): the
   * filter of the range's end (an `lt` filter), `by` being its start (`gte`). A list filtered by
   * either end or both, each a UTC midnight (a range of whole days, as the console sends it),
   * takes its total as the sum of the days' counts; any other instant is counted as before.
   */
  untilBy?: string;
}

/**
 * How the database writes a row of a list as the entity's JSON: an SQL expression for every field
 * of the entity, no more and no fewer (the type holds the keys to the entity's), each giving the
 * value the entity has on the wire (ISO dates through `isoSql`, paths built as `toEntity` builds
 * them). A test of each list that has one checks it against `toEntity` row by row.
 */
export type JsonShape<Row> = { [K in keyof Row]-?: SQL | PgColumn };

/** A page whose rows the database wrote as JSON (`pageJson`): sent as they are, not read. */
export interface WrittenPage {
  /** The rows, a JSON array in the list's order. */
  listJson: string;
  total: number;
  pageNum: number;
  pageSize: number;
}

/** What a list is made of; its statements are derived from it. */
export interface ListSpec<Row> {
  /** Names the list's prepared statements. */
  name: string;
  table: PgTable;
  /** The columns of a row: the table and its joins, a new builder on each call (on `tx`, for `one`). */
  select: (tx: Tx) => PgSelect;
  /** The order without a `sort` in the query; the id last, so pages never overlap. */
  orderBy: (SQL | PgColumn)[];
  filters: Record<string, Filter>;
  toEntity: (row: never) => Row;
  /**
   * The row as the database writes it in JSON, for `pageJson`: a list whose server time goes on
   * reading rows and writing them again (docs/performance.md, "Pages written by the database").
   */
  json?: JsonShape<Row>;
  /**
   * The table's rows are counted by the database (`kept_counts`, docs/architecture.md "Lists"),
   * by the value of one column or of several, each its own count. A list of the whole table (every
   * scope the platform's), unfiltered or filtered by one count's `by` alone (or by a range of whole
   * days of a count of days, `TableCount.untilBy`), takes its total from that count rather than
   * counting up to the cap (the `table-counts` total, data/list/plan.ts): the same capped total,
   * for a few rows read.
   */
  tableCounts?: TableCount[];
  /**
   * The table's newest rows per subtree are kept by the database under this name (`kept_newest`,
   * docs/architecture.md "Lists"): a large subtree's list (a scope with a `root`) reads only rows
   * up to its subtree's bound. Its walk newest first then starts at the subtree's newest row rather
   * than at the table's: the largest agent's devices are older than half the table.
   */
  newest?: string;
  /**
   * The table's rows per subtree are counted by the database under this name
   * (`kept_subtree_counts`, docs/architecture.md "Lists"): an unfiltered list of a large subtree
   * (a scope with a `root`, alone) takes its total there, capped as a count would be, and its
   * first pages walk the list's order checking each row's scope by itself (`ListScope.probed`):
   * a few dozen rows read instead of the subtree's stores and 10,001 of its rows.
   */
  subtreeTotal?: string;
  /**
   * The writes that move the table's rows to other offsets of `orderBy` (a row added or removed,
   * a change of an order column) are counted by the database under this name (`order_writes`,
   * migrations 0031 and 0032), and `orderBy` is descending on each of its columns, the id last:
   * the unfiltered, unscoped list's deep pages start at the key kept for their offset
   * (`PAGE_STARTS_FROM`).
   */
  pageStarts?: string;
}
