import type { Page } from '@skin/contract';
import {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  ilike,
  inArray,
  is,
  lt,
  lte,
  SQL,
  sql,
  type WithSubquery,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { keptName } from '../db/kept-name';
import { keptCounts, keptNewest, orderWrites } from '../db/schema/index';
import { writesSum } from '../db/writes-sum';
import { createBatcher } from '../lib/batch';
import { BoundedMap } from '../lib/bounded-map';
import { isoString } from '../lib/iso-time';
import { readRowsAside } from './rows-aside';

/**
 * How a list filter narrows rows: substring match for text, equality, or one end of a range
 * (`gte`: at least the value; `lt`: below it; `lte`: at most it).
 */
export type Filter = { column: PgColumn; match: 'like' | 'eq' | 'gte' | 'lt' | 'lte' };

/** Beyond this many matches the pager shows "10000+" rather than counting every row. */
export const COUNT_CAP = 10_000;

/**
 * A row limit written into the SQL text rather than sent as a parameter. Statements run prepared
 * (db/prepared-client.ts), and PostgreSQL plans a prepared statement once for any parameter
 * values: with the limit unknown it assumes a tenth of the table and picks a plan that reads the
 * whole index (580 ms instead of 1 ms for the device list). Limits come from a small set (page
 * sizes, the count cap), so the texts stay few.
 */
const literalLimit = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad limit ${n}`);
  return sql.raw(String(n)) as unknown as number;
};

/** Escapes LIKE wildcards typed by the user. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** The `%text%` pattern a like filter matches, its wildcards escaped. */
const containsPattern = (v: unknown) => `%${likeEscape(String(v))}%`;

/**
 * A like filter's pattern written into the SQL as a quoted literal. A pattern match's plan
 * depends on the pattern (the trigram index for a rare serial, a walk of the list's order for a
 * common one), so its statement is planned for the pattern it carries; written in, the plan is
 * kept for that pattern and the pages of one search, and their count, reuse it
 * (db/prepared-client.ts keeps a few such statements per connection). Quoted as PostgreSQL's own
 * client quotes literals: quotes doubled, and in the E'' form with backslashes doubled when there
 * are any, whatever `standard_conforming_strings` says.
 */
function patternLiteral(v: unknown): SQL {
  const text = containsPattern(v).replaceAll("'", "''");
  return sql.raw(text.includes('\\') ? ` E'${text.replaceAll('\\', '\\\\')}'` : `'${text}'`);
}

/** The sort part of a list query, as the route validated it (`listQueryOf`). */
export type SortQuery = { sort?: unknown; order?: unknown };

/**
 * The ORDER BY a list query asks for: the table's column named by `sort`, then the id in the same
 * direction so pages never overlap; undefined without a sort. The route has already limited
 * `sort` to the resource's declared keys; only a key that is a column of the table resolves, so
 * the text of the query never reaches the SQL.
 */
export function requestedOrder(table: PgTable, query: SortQuery): SQL[] | undefined {
  const { sort, order } = query;
  if (typeof sort !== 'string') return undefined;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  if (!Object.hasOwn(columns, sort))
    throw new Error(`sort ${sort} is not a column of ${getTableName(table)}`);
  const by = order === 'desc' ? desc : asc;
  return [by(columns[sort]), by(columns.id)];
}

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
   * Keys of `params` whose values are int[] literals (a small subtree's kept ids) that several parts
   * of a list's statement name: the statement reads each once, from its `scope_values` table
   * expression. Sent once per part, each was parsed once per part on every run: 128 microseconds
   * of the database's time for agent1's 2,010 stores, twice on each page of its test records,
   * where pgbench, running the same statement with the ids written in, parses them once when it
   * prepares it.
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
   * a large subtree's first pages when the database keeps its total (`ListSpec.subtreeCounted`).
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
   * With `probed`: how many rows the scope sees, from the counts the database keeps under `what`
   * (`ListSpec.subtreeCounted`; scope.ts `keptRule`).
   */
  kept?(what: string, params: Record<string, unknown>): SQL;
  /**
   * With `probed`: the predicate as `where` writes it, in a form whose plan made once costs what a
   * plan made for the values does (scope.ts `RuleParams.range`), for the walk that stands beside
   * the probed one in the same statement and takes over when the subtree's rows are few.
   */
  sparse?(params: Record<string, unknown>): SQL;
}

/** The shape of a scope that lets every row through (the platform's): `spec.kept` may apply. */
export const WHOLE_TABLE = 'all';

/** The predicate of a list scope with its own values, for a statement written once. */
export const scopeSql = (scope: ListScope) => scope.where(scope.params);

/**
 * The columns an ORDER BY names (the list's own table's: lists sort on it alone), for a fenced
 * read of the matches to carry no more than the order needs.
 */
function columnsOf(order: (SQL | PgColumn)[]): PgColumn[] {
  const found = new Set<PgColumn>();
  walkSql(order, (x) => {
    if (!is(x, Column)) return false;
    found.add(x as PgColumn);
    return true;
  });
  return [...found];
}

/**
 * Visits the pieces of SQL `x` is made of, depth first (nested SQL, arrays of chunks); a piece
 * `visit` answers true for is taken as found, and not looked into.
 */
function walkSql(x: unknown, visit: (piece: unknown) => boolean): void {
  if (visit(x)) return;
  if (Array.isArray(x)) for (const item of x) walkSql(item, visit);
  else if (is(x, SQL)) for (const chunk of x.queryChunks) walkSql(chunk, visit);
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
   * days of a count of days, `KeptCount.untilBy`), takes its total from that count rather than
   * counting up to the cap: the same capped total, for a few rows read.
   */
  kept?: KeptCount[];
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
  subtreeCounted?: string;
  /**
   * The writes that move the table's rows to other offsets of `orderBy` (a row added or removed,
   * a change of an order column) are counted by the database under this name (`order_writes`,
   * migrations 0031 and 0032), and `orderBy` is descending on each of its columns, the id last:
   * the unfiltered, unscoped list's deep pages start at the key kept for their offset
   * (`PAGE_STARTS_FROM`).
   */
  pageStarts?: string;
}

/** A count the database keeps of a list's table: `counted` names it, `by` the equality filter on its column. */
export interface KeptCount {
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
 * A subtree's pages whose last row is at most this far into the list walk it checking each row's
 * scope by itself, when the database keeps its total (`ListSpec.subtreeCounted`). A check costs a
 * few microseconds (4.5 for a device: its store, the store's merchant and manager) where the
 * rule's hashed sets cost about 10 ms to build and next to nothing per row, and a small subtree's
 * matches read whole cost about 2 microseconds each: past a few thousand rows walked, those are
 * cheaper. Deeper pages keep them.
 */
export const PROBED_ROWS_MAX = 1000;
/**
 * How many rows such a walk may expect to read for its page (the page's end times the table's
 * rows over the subtree's): a subtree with fewer rows than that takes the rule's sets, or reads
 * its matches whole, instead. The rows a subtree sees need not be spread evenly (agent1's test
 * records are all older than agent0's 718,161), so the walk reads at most PROBED_WINDOW rows and
 * the other way answers the page when they do not hold it: 18 ms lost at worst, never seconds.
 */
export const PROBED_WALK_MAX = 2000;
/** The most rows a walk checking each row's scope reads (`PROBED_WALK_MAX`). */
export const PROBED_WINDOW = 2 * PROBED_WALK_MAX;

/** A search with no more matches than this takes its page from them, sorted (`defineList`). */
export const SEARCH_FENCE = 2000;

/** A column's type as a cast names it (a serial is its integer). */
function castTypeOf(column: PgColumn): string {
  const type = column.getSQLType();
  const serials: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
  return serials[type] ?? type;
}

/** The column of `scope_values` each reference to it reads (`placeholdersOf`), by the reference. */
const scopeColumns = new WeakMap<SQL, string>();

/** Distinct statement shapes one list keeps; past this it starts over (they are few in practice). */
const MAX_SHAPES = 256;
/**
 * From this offset on, a list with `pageStarts` keeps the key of the row its pages start at.
 * Walking a shorter offset costs about what the kept start's check does.
 */
export const PAGE_STARTS_FROM = 1000;
/** The offsets whose first row's key a list keeps; past this it starts over (a few hundred KB at most). */
const MAX_PAGE_STARTS = 10_000;
/** Shapes with a search pattern written in, kept apart from the others (`page`). */
const MAX_SEARCH_SHAPES = 64;
let statementNumber = 0;

type Query = { pageNum: number; pageSize: number } & SortQuery & Record<string, unknown>;

/** `make`'s result, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** The column a page's rows carry their list's total in; taken off before `toEntity`. */
const TOTAL = '__total';

/** The column a written page's rows carry their JSON in (`ListSpec.json`). */
const JSON_ROW = '__json';

/** The column a row read by id carries its id in, for its batch (`one`); taken off before `toEntity`. */
const ROW_ID = '__id';

/**
 * Ids one read-by-id statement takes, every slot filled (the ids repeated) so that PostgreSQL's
 * estimate, and so its plan, is the same for every call (as data/sessions.data.ts reads callers).
 */
const ID_SLOTS = 16;

/**
 * A built select given common table expressions and other columns, as if it had been written
 * `db.with(cte).select(fields(theSelectsOwn))`. Drizzle has no public way to change a built
 * selection, and each list builds its own (`ListSpec.select`, with its joins); both go where
 * drizzle's own select keeps them, so the statement renders and its rows map as drizzle's would.
 * list-paging.test.ts walks every list path through it.
 */
function withCtesAndFields<S extends PgSelect>(
  select: S,
  ctes: WithSubquery[],
  fields: (own: Record<string, unknown>) => Record<string, unknown>,
) {
  const built = select as unknown as {
    config: { withList?: WithSubquery[]; fields: Record<string, unknown> };
  };
  built.config.withList = [...(built.config.withList ?? []), ...ctes];
  built.config.fields = fields(built.config.fields);
  return select;
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

/**
 * A timestamp as `Date.prototype.toISOString` writes it (milliseconds, truncated; UTC), in SQL.
 * The colons are quoted text of the format, never followed by a name: pgbench, which runs the
 * server's captured statements as the bench's baseline, reads `:name` as a variable of its own.
 */
export const isoSql = (column: PgColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"')`;

/** `json_build_object` of a shape, as text (so the driver hands it over unread). */
function jsonObjectSql(shape: Record<string, SQL | PgColumn>) {
  const pairs = Object.entries(shape).map(([key, value]) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`bad JSON key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})::text`;
}

/**
 * A paged list with its total, its statements prepared once per shape. A shape is what the SQL
 * text depends on: which filters are set (not their values), the sort, the page size and number
 * and the shapes of the scopes. Filter values and the scopes' values are placeholders, so the
 * query builder renders a shape once (rendering was a fifth of a list request's CPU) and the
 * database plans it once per connection (db/prepared-client.ts).
 *
 * One statement gives the page and its total, one round trip. The page's ids are found on the
 * base table alone, with the list's WHERE and ORDER BY, one more than a page past the offset (an
 * index-only walk where the order has an index); only those rows are then joined and read (a
 * deferred join), and the rows are exactly those OFFSET would give (list-paging.test.ts). The
 * total rides on every row, worked out from what the walk found:
 * - fewer than a page and one: the rows end on this page, so the total is the offset plus them;
 * - a page and one, with the page reaching the cap: "10000+" (COUNT_CAP + 1), nothing counted;
 * - a page and one before the cap: a count bounded by the cap, in a branch PostgreSQL runs only
 *   when it is taken.
 * So page 1 walks its 21 ids and counts to the cap, and page 500 walks its 10,001 ids and counts
 * nothing: a deep page costs what the first does, and no list counts a million rows. A page past
 * the end has no row to carry the total; only then is the total counted on its own.
 *
 * A narrow scope (the caller's few ids): the page's ids and the count come from all the matches,
 * found through their indexes and read once into a table expression the planner cannot see
 * through. Without that fence the planner walks the list's order (the primary key, newest first)
 * skipping the rows of everyone else: an agent whose 6,951 devices are older than most took 285 ms
 * for a page that takes 2 ms fenced.
 *
 * A large subtree's scope (one with a `root`) of a list that keeps its newest rows (`newest`): on
 * a page before the cap the page's ids and the count come from one walk, the first matches up to
 * the cap in the list's order, read once into a table expression, so the subtree's users and
 * stores are read once rather than once per walk.
 */
export function defineList<Row>(db: Db, spec: ListSpec<Row>) {
  const { table } = spec;
  const id = (getTableColumns(table) as Record<string, PgColumn>).id;
  const name = sql.identifier(getTableName(table));
  const shapes = new BoundedMap<string, ReturnType<typeof prepare>>(MAX_SHAPES);
  const searchShapes = new BoundedMap<string, ReturnType<typeof prepare>>(MAX_SEARCH_SHAPES);
  // The columns of the list's own order, the key its deep pages start at (`spec.pageStarts`).
  const keyColumns = columnsOf(spec.orderBy);
  if (spec.pageStarts && keyColumns.at(-1) !== id)
    throw new Error(`${spec.name}: page starts need an order that ends with the id`);

  function prepare(query: Query, filterKeys: string[], scopes: ListScope[]) {
    const order = requestedOrder(table, query) ?? spec.orderBy;
    const from = (query.pageNum - 1) * query.pageSize;
    const to = from + query.pageSize;
    const filtered = filterKeys.map((key) => {
      const f = spec.filters[key];
      if (f.match === 'like') return ilike(f.column, patternLiteral(query[key]));
      const value = sql.placeholder(`f_${key}`);
      if (f.match === 'gte') return gte(f.column, value);
      if (f.match === 'lt') return lt(f.column, value);
      if (f.match === 'lte') return lte(f.column, value);
      return eq(f.column, value);
    });
    const where = and(...scoped(scopes, 'where', true), ...newestBounds(scopes), ...filtered);
    // A subtree's rows counted by the database: its first pages may check each row's scope by
    // itself (`ListScope.probed`), when its rows are dense enough that the walk meets its page
    // soon (`PROBED_WALK_MAX`). PostgreSQL evaluates that one-time condition before it runs the
    // walk, which reads at most PROBED_WINDOW rows of the list's order; only when they do not
    // hold the page does the other way run. Both give the same rows.
    const kept = subtreeKept(filterKeys, scopes);
    // A small subtree sorted by a column the user chose walks only the list's own order: that
    // column may have no index, and a window of it would sort the whole table, where the
    // subtree's matches read whole sort a few thousand rows.
    const narrow = scopes.some((s) => s.narrow);
    const probing = !!kept && to <= PROBED_ROWS_MAX && !(narrow && requestedOrder(table, query));
    // Beside it, for a subtree whose rows are few, and on deeper pages, the rule's sets; the
    // pattern that `where` writes would make PostgreSQL plan the statement on every run (its plan
    // made once reads the whole path index), 2 ms a page.
    const sparseWhere = kept && and(...scoped(scopes, 'sparse', true), ...newestBounds(scopes), ...filtered);
    // The table's rows as PostgreSQL last estimated them: a choice of walk, never of rows.
    const tableRows = sql`(select greatest(reltuples, 1) from pg_class where oid = ${sql.raw(`'${getTableName(table)}'`)}::regclass)`;
    const denseOf = (n: SQL) =>
      sql`(${n} * ${literalLimit(PROBED_WALK_MAX)}::bigint >= ${literalLimit(to + 1)}::bigint * ${tableRows})`;

    // Limits and offsets are written in: with `limit $1` the plan made once assumes a tenth of the
    // table and reads the whole index; with `offset $1` it looks dearer than one made for the
    // value, and PostgreSQL plans again on every run (page 1 of the device list: 535/s against
    // 1,023/s written in). Each page number is its own statement; db/prepared-client.ts bounds
    // how many a connection keeps.
    // The page's ids and one more: the extra one says whether rows go on past the page.
    const ids = literalLimit(query.pageSize + 1);
    const orderSql = sql.join(order, sql`, `);
    // Only the id and the order's columns: a device's whole row, for 7,000 matches, cost more to
    // keep than the walk it saves.
    const carried = Object.fromEntries([id, ...columnsOf(order)].map((c) => [c.name, c]));
    const idColumn = sql`${name}.${sql.identifier(id.name)}`;
    const walk = (condition?: SQL, within = where) =>
      db
        .select({ id })
        .from(table)
        .where(and(within, condition))
        .orderBy(...order)
        .limit(ids)
        .offset(literalLimit(from));
    // A search's matches may be a handful or most of the table, and PostgreSQL's estimate for a
    // pattern cannot tell which: estimating a rare name's 20 matches at 1,010, it walked the goods'
    // primary key through all 100,000 names for the newest 21 (30 ms), where the trigram index and
    // a sort of the 20 take a millisecond. So a search reads up to SEARCH_FENCE + 1 of its matches
    // (through the index, or the first rows of a scan when they are many); when they are no more,
    // the page is taken from them, sorted, and otherwise from the walk of the order, which then
    // soon finds its rows. Each branch stands behind a one-time filter on that count, which
    // PostgreSQL evaluates before it runs the branch.
    const searching = !narrow && filterKeys.some((key) => spec.filters[key].match === 'like');
    const searched = searching
      ? [
          db.$with('searched').as(
            db
              .select(carried)
              .from(table)
              .where(where)
              .limit(literalLimit(SEARCH_FENCE + 1)),
          ),
        ]
      : [];
    const few = sql`(select count(*) from "searched") <= ${literalLimit(SEARCH_FENCE)}`;
    const cap = literalLimit(COUNT_CAP + 1);
    // Some scopes take the page's ids and the count from matches read once into a table
    // expression, `fenced`: named twice, it is computed once and fences the planner off, and its
    // rows take the table's name, so `order` (which names the table's columns) reads the same on
    // them.
    // - A narrow scope (the caller's few ids) reads all its matches, through their indexes.
    //   Unfenced, the planner walks the list's order skipping everyone else's rows.
    // - A large subtree's rule (a scope with a root) costs most of a walk before the walk begins:
    //   its subqueries read the subtree's users and the stores they hold (the largest agent's
    //   12,255 users and 10,640 stores, about 15 ms), once for each walk that names them. So when
    //   the count is needed (a page before the cap), the page and the count share one walk: the
    //   first matches up to the cap, in the list's order. The count walked that far anyway; the
    //   page's own walk, and the second reading of the subtree, are saved (the largest agent's
    //   device page: 65-86 ms -> 38-45 ms, with or without a filter or a sort). Only for a list
    //   whose walk starts at the subtree's newest row (`spec.newest`): asked for its first 10,001
    //   matches in order, PostgreSQL walks such a list's index; for the test records it sorted the
    //   agent's 718,000 tests instead (15 -> 258 ms), where counting any 10,001 of them, in no
    //   order, reads the first it meets.
    const sharedWalk =
      !kept &&
      !!spec.newest &&
      !narrow &&
      !searching &&
      to < COUNT_CAP &&
      scopes.some((s) => s.root && !s.narrow);
    const matches = db.select(carried).from(table).where(where);
    // A narrow scope whose total the database keeps reads its matches whole only when its first
    // pages' walk would not soon meet them (`denseOf`), and deeper; its total is not counted, so
    // the fence is a subquery with `offset 0`, which PostgreSQL plans apart, rather than a table
    // expression named once, which it would merge into the statement.
    const keptNarrow = narrow && !!kept;
    const fencedSelect =
      narrow && !kept ? matches : sharedWalk ? matches.orderBy(...order).limit(cap) : undefined;
    const fenced = fencedSelect ? [db.$with('fenced').as(fencedSelect)] : [];
    const sortedMatches = (condition?: SQL) =>
      sql`select ${idColumn} from (${db.select(carried).from(table).where(where).offset(literalLimit(0))}) as ${name}${condition ? sql` where ${condition}` : sql``} order by ${orderSql} limit ${ids} offset ${literalLimit(from)}`;
    // A walk that starts at the subtree's own newest row (`spec.newest`) meets a dense subtree's
    // page within its first rows (agent1's devices: 21 read for 20), which cost less checked by key
    // than the scope's sets cost to hash (`ListScope.hashed`: 2,010 stores, 0.4 ms). A walk from
    // the table's newest row reads past everyone else's (agent1's test records: 665 for 20), and
    // hashes them.
    const check = and(...scoped(scopes, spec.newest ? 'probed' : 'hashed', true));
    const scopeValues = scopeValuesOf([where, sparseWhere || undefined, check]);
    // The window carries the id, the order's columns and those of the row the check names (its
    // store and holder): the test records' window is then read from their day index alone.
    const checked = columnsOf(check ? [check] : []).filter((c) => c.table === table);
    const windowed = Object.fromEntries([id, ...columnsOf(order), ...checked].map((c) => [c.name, c]));
    const probedPage =
      probing && kept
        ? [
            db.$with('probed').as(
              sql`select ${idColumn} from (${db
                .select(windowed)
                .from(table)
                .where(and(...newestBounds(scopes, true), denseOf(kept)))
                .orderBy(...order)
                .limit(
                  literalLimit(PROBED_WINDOW),
                )}) as ${name} where ${check} order by ${orderSql} limit ${ids} offset ${literalLimit(from)}` as never,
            ),
          ]
        : [];
    const probedFound = sql`(select count(*) from "probed")`;
    const pageIds = fencedSelect
      ? sql`select ${idColumn} from "fenced" as ${name} order by ${orderSql} limit ${ids} offset ${literalLimit(from)}`
      : searching
        ? sql`(select ${idColumn} from "searched" as ${name} where ${few} order by ${orderSql} limit ${ids} offset ${literalLimit(from)}) union all (${walk(sql`not ${few}`)})`
        : probing
          ? sql`(select "id" from "probed" where ${probedFound} = ${ids}) union all (${
              keptNarrow
                ? sortedMatches(sql`${probedFound} < ${ids}`)
                : walk(sql`${probedFound} < ${ids}`, sparseWhere)
            })`
          : keptNarrow
            ? sortedMatches()
            : walk(undefined, sparseWhere || where);
    // A deep page of the whole list in its own order: the walk starts at the row kept for this
    // offset (`starts`, its order's key) while no row was added, removed or moved in that order
    // since it was read (the sum of its `order_writes`, in this statement's snapshot), and walks
    // the offset otherwise. Each branch stands behind a one-time filter on that sum, which
    // PostgreSQL evaluates before it runs it. The key is compared as a row, `(tested_at, id) <=
    // (start)`, which the order's index answers as where its backward walk begins.
    const startable =
      !!spec.pageStarts &&
      !filterKeys.length &&
      !requestedOrder(table, query) &&
      scopes.every((s) => s.shape === WHOLE_TABLE) &&
      from >= PAGE_STARTS_FROM;
    const startKey = startable ? keyColumns : [];
    const writesNow = startable ? writesSum(orderWrites, spec.pageStarts!) : undefined;
    const sameWrites = sql`${writesNow} = (${sql.placeholder('start_writes')})::text`;
    const keyed = (parts: SQL[]) => sql`(${sql.join(parts, sql`, `)})`;
    const atStart = sql`${keyed(startKey.map((c) => sql`${c}`))} <= ${keyed(
      startKey.map((c, i) => sql`(${sql.placeholder(`start_${i}`)})::${sql.raw(castTypeOf(c))}`),
    )}`;
    const startWalk = (condition: SQL, offset: number) =>
      db
        .select(carried)
        .from(table)
        .where(and(where, condition))
        .orderBy(...order)
        .limit(ids)
        .offset(literalLimit(offset));
    const onPage = db
      .$with('on_page')
      .as(
        (startable
          ? sql`(${startWalk(and(atStart, sameWrites)!, 0)}) union all (${startWalk(sql`not ${sameWrites}`, from)})`
          : pageIds) as never,
      );
    const found = sql`(select count(*) from "on_page")`;
    const capped = db.select({ one: sql`1` }).from(table).where(where).limit(cap);
    const countedHere = fencedSelect ? sql`(select 1 from "fenced" limit ${cap})` : sql`${capped}`;
    const counted = sql`(select count(*) from ${countedHere} as "capped")`;
    const upToCap = keptTotal(filterKeys, scopes, counted) ?? (kept ? sql`least(${kept}, ${cap})` : counted);
    // Rows end on this page: the total is known. Past the cap: "10000+". Otherwise count to the
    // cap. PostgreSQL evaluates a branch's subquery only when the branch is taken.
    const total =
      sql`case when ${found} <= ${literalLimit(query.pageSize)} then least(${literalLimit(from)} + ${found}, ${cap}) else ${
        to >= COUNT_CAP ? cap : upToCap
      } end`.mapWith(Number);
    // A deep page's rows carry, beside the total, what its start is kept with: the sum of writes
    // read, the key of the page's first row and of the next page's (the page walked one more row,
    // null when there is none), each column as text.
    const keyAt = (offset: number) =>
      startKey.map(
        (c) =>
          sql`(select ${c}::text from "on_page" as ${name} order by ${orderSql} limit 1 offset ${literalLimit(offset)})`,
      );
    const aside = startable
      ? sql`array[${sql.join([sql`(${total})::text`, writesNow!, ...keyAt(0), ...keyAt(query.pageSize)], sql`, `)}]`
      : total;
    const named = () => `${spec.name}_${++statementNumber}`;
    const pageOf = (fields: (own: Record<string, unknown>) => Record<string, unknown>) =>
      withCtesAndFields(
        spec
          .select(db)
          .where(inArray(id, sql`(select "id" from "on_page")`))
          .orderBy(...order)
          .limit(literalLimit(query.pageSize)),
        [...scopeValues, ...fenced, ...searched, ...probedPage, onPage],
        fields,
      ).prepare(named());
    const { json } = spec;
    // Each statement is rendered when first run: a list written as JSON never runs the rows'
    // statement, and the count alone runs only for a page past the end.
    return {
      rows: once(() =>
        readRowsAside(
          pageOf((own) => ({ ...own, [TOTAL]: aside })),
          TOTAL,
        ),
      ),
      written: once(() => {
        if (!json) throw new Error(`${spec.name} has no JSON shape`);
        return readRowsAside(
          pageOf(() => ({ [JSON_ROW]: jsonObjectSql(json), [TOTAL]: aside })),
          TOTAL,
        );
      }),
      count: once(() =>
        db
          .with(...scopeValues)
          .select({ n: count() })
          .from(capped.as('capped'))
          .prepare(named()),
      ),
      /** The offset whose start this shape keeps, or undefined. */
      startsAt: startable ? from : undefined,
    };
  }

  /**
   * The capped total the database keeps for this shape (`spec.kept`), or undefined when the shape
   * is not the whole table, unfiltered or filtered on the counted column alone (or on a counted
   * range of days, `KeptCount.untilBy`, whose ends are not whole days take `counted`, the count to
   * the cap). Capped as a count would be: totals past the cap say "more" either way, and the pager
   * stays within reach.
   */
  function keptTotal(filterKeys: string[], scopes: ListScope[], counted: SQL): SQL | undefined {
    if (!scopes.every((s) => s.shape === WHOLE_TABLE)) return undefined;
    // Every count sums to the whole table: an unfiltered list may read any (the first).
    const kept = spec.kept?.find((k) => filterKeys.every((key) => key === k.by || key === k.untilBy));
    if (!kept || (filterKeys.length > 1 && !kept.untilBy)) return undefined;
    const sum = (condition: SQL) =>
      sql`(select least(coalesce(sum(${keptCounts.n}), 0), ${literalLimit(COUNT_CAP + 1)}) from ${keptCounts}
      where ${keptCounts.counted} = ${keptName(kept.counted)} ${condition})`;
    if (!filterKeys.length) return sum(sql``);
    if (!kept.untilBy) return sum(sql`and ${keptCounts.value} = (${sql.placeholder(`f_${kept.by}`)})::text`);
    // The days from the start's on, before the end's: the same rows as the filters' instants when
    // each is a UTC midnight, which PostgreSQL checks before it reads either branch.
    const ends = filterKeys.map((key) => {
      const at = sql`(${sql.placeholder(`f_${key}`)})::timestamptz`;
      const day = sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;
      return {
        whole: sql`date_trunc('day', ${at}, 'UTC') = ${at}`,
        within:
          key === kept.by ? sql`and ${keptCounts.value} >= ${day}` : sql`and ${keptCounts.value} < ${day}`,
      };
    });
    const whole = sql.join(
      ends.map((e) => e.whole),
      sql` and `,
    );
    const within = sql.join(
      ends.map((e) => e.within),
      sql` `,
    );
    return sql`case when ${whole} then ${sum(within)} else ${counted} end`;
  }
  /**
   * The number the database keeps of a subtree's rows (`spec.subtreeCounted`), when that is the
   * whole list: no filter, and no other scope than that subtree's (the platform's lets everything
   * through). Undefined otherwise, and for a subtree without the probed rule. A narrow scope (a
   * subtree small by users) takes it too: such a subtree may still hold tens of thousands of
   * rows, which its list then neither reads whole for the first pages nor counts.
   */
  function subtreeKept(filterKeys: string[], scopes: ListScope[]): SQL | undefined {
    const what = spec.subtreeCounted;
    if (!what || filterKeys.length) return undefined;
    const own = scopes.map((s, i) => ({ s, i })).filter(({ s }) => s.shape !== WHOLE_TABLE);
    if (own.length !== 1) return undefined;
    const [{ s, i }] = own;
    if (!s.root || !s.probed || !s.kept) return undefined;
    return s.kept(what, placeholdersOf(s, i));
  }
  /**
   * `id <= ` the bound the database keeps of the rows a large subtree's scope can see
   * (`spec.newest`), for each such scope. True of every row the scope lets through, so the rows
   * are the same; an index walk of the id, newest first, starts there. A narrow scope reads its
   * matches whole and needs none, but for the walk of its first pages (`narrowToo`: the probed
   * walk of a subtree whose total is kept).
   */
  function newestBounds(scopes: ListScope[], narrowToo = false): SQL[] {
    const { newest } = spec;
    if (!newest) return [];
    return scopes.flatMap((s, i) =>
      s.root && (narrowToo || !s.narrow)
        ? [
            sql`${id} <= (select coalesce(max(${keptNewest.newest}), 0) from ${keptNewest}
              where ${keptNewest.kept} = ${newest} and ${keptNewest.userId} = ${sql.placeholder(`s${i}_${s.root}`)})`,
          ]
        : [],
    );
  }
  /**
   * The scopes' predicates in one of their forms, written with placeholders named `s<i>_<key>`
   * (`placeholderValues` gives their values): with `form`, each scope's predicate of that form
   * where it has one (`ListScope.probed`, `ListScope.sparse`). `once`: for a statement that starts
   * with `scopeValuesOf(scopes)`, whose arrays it names there. Only for a statement being prepared.
   */
  const scoped = (
    scopes: ListScope[],
    form: 'where' | 'probed' | 'hashed' | 'sparse' = 'where',
    once = false,
  ) =>
    scopes.map((s, i) => {
      const values = placeholdersOf(s, i, once);
      const own = form === 'hashed' ? (s.hashed ?? s.probed) : form === 'where' ? undefined : s[form];
      return own?.(values) || s.where(values);
    });
  /**
   * The values of the scopes' placeholders (`s<i>_<key>`), for every run of a prepared statement.
   * Apart from `scoped`: a subtree's predicates, written on every request only to be dropped for
   * the prepared statement that holds them, were about 4% of a scoped list's server time
   * (docs/performance.md, "Scope values without their predicates").
   */
  const placeholderValues = (scopes: ListScope[]): Record<string, unknown> =>
    Object.fromEntries(scopes.flatMap((s, i) => Object.entries(s.params).map(([k, v]) => [`s${i}_${k}`, v])));
  /**
   * The placeholders of the `i`th scope's values, named `s<i>_<key>`; with `once`, its arrays
   * (`ListScope.arrays`) as the columns of `scope_values` of the same names.
   */
  const placeholdersOf = (s: ListScope, i: number, once = false) =>
    Object.fromEntries(
      Object.keys(s.params).map((k) => {
        const name = `s${i}_${k}`;
        if (!once || !s.arrays?.includes(k)) return [k, sql.placeholder(name)];
        const column = sql`(select ${sql.identifier(name)} from "scope_values")`;
        scopeColumns.set(column, name);
        return [k, column];
      }),
    );
  /**
   * The table expression holding the arrays that `parts` name (`ListScope.arrays`), each sent and
   * read once; none when they name none. Only those named: an array sent is parsed, used or not.
   */
  const scopeValuesOf = (parts: (SQL | undefined)[]): WithSubquery[] => {
    const names = new Set<string>();
    walkSql(parts, (x) => {
      const name = is(x, SQL) ? scopeColumns.get(x) : undefined;
      if (name) names.add(name);
      return name !== undefined;
    });
    if (!names.size) return [];
    const columns = [...names].map((n) => sql`(${sql.placeholder(n)})::int[] as ${sql.identifier(n)}`);
    return [db.$with('scope_values').as(sql`select ${sql.join(columns, sql`, `)}` as never)];
  };
  /** The prepared statements of a query's shape (made on first use) and the values they take. */
  function statementsOf(query: Query, scopes: ListScope[]) {
    const filterKeys = Object.keys(spec.filters).filter((k) => {
      const v = query[k];
      return v !== undefined && v !== null && v !== '';
    });
    // A pattern is part of its statement's text (`patternLiteral`), so of the shape too.
    const patterns = filterKeys.filter((k) => spec.filters[k].match === 'like');
    const key = [
      filterKeys.join(','),
      ...patterns.map((k) => JSON.stringify(String(query[k]))),
      `${String(query.sort ?? '')}:${String(query.order ?? '')}`,
      query.pageSize,
      query.pageNum,
      ...scopes.map((s) => s.shape),
    ].join('|');
    // Searches vary without end: their shapes are kept apart, so they never push out the others.
    const kept = patterns.length ? searchShapes : shapes;
    let statements = kept.get(key);
    if (!statements) {
      statements = prepare(query, filterKeys, scopes);
      kept.set(key, statements);
    }
    const values = placeholderValues(scopes);
    for (const k of filterKeys) if (spec.filters[k].match !== 'like') values[`f_${k}`] = query[k];
    return { statements, values };
  }
  /**
   * Per offset, the key of the row there in the list's own order (`keyColumns`, as text) and the
   * sum of `order_writes` it was read under (`ListSpec.pageStarts`): the same for every page size,
   * and for every caller of the whole table.
   */
  const starts = new BoundedMap<number, { key: string[]; writes: string }>(MAX_PAGE_STARTS);
  const byId = new BoundedMap<string, ReturnType<typeof readRowsAside>>(MAX_SHAPES);
  /**
   * The statement reading `slots` ids under scopes of this shape (made on first use): the rows, or,
   * `written`, each row as the database writes it in JSON (`spec.json`).
   */
  function byIdStatement(scopes: ListScope[], slots: number, written: boolean) {
    const key = `${written ? 'json' : 'rows'}|${slots}|${scopes.map((s) => s.shape).join('|')}`;
    let statement = byId.get(key);
    if (!statement) {
      const { json } = spec;
      if (written && !json) throw new Error(`${spec.name} has no JSON shape`);
      const ids = Array.from({ length: slots }, (_, i) => sql.placeholder(`id${i}`));
      const fields = written
        ? () => ({ [ROW_ID]: id, [JSON_ROW]: jsonObjectSql(json!) })
        : (own: Record<string, unknown>) => ({ ...own, [ROW_ID]: id });
      statement = readRowsAside(
        withCtesAndFields(spec.select(db), [], fields)
          .where(and(slots === 1 ? eq(id, ids[0]) : inArray(id, ids), ...scoped(scopes)))
          .prepare(`${spec.name}_${++statementNumber}`),
        ROW_ID,
      );
      byId.set(key, statement);
    }
    return statement;
  }
  /**
   * Reads by id under the same scopes (their shapes and values) asked in one turn of the event
   * loop are read by one statement (lib/batch.ts), each still after it was asked for: a round trip
   * costs the server about what a whole small request does (docs/performance.md, "Reads by id
   * read together"). Rows and written rows are read by statements of their own.
   */
  const batches = new BoundedMap<string, (rowId: number) => Promise<Record<string, unknown> | undefined>>(
    MAX_SHAPES,
  );
  async function readById(
    rowId: number,
    scopes: ListScope[],
    written: boolean,
  ): Promise<Record<string, unknown> | undefined> {
    // No such row, and no value that could fail the statement the others share.
    if (!Number.isSafeInteger(rowId)) return undefined;
    const key = JSON.stringify([written, scopes.map((s) => [s.shape, s.params])]);
    let batched = batches.get(key);
    if (!batched) {
      batched = createBatcher(async (ids: number[]) => {
        // Alone (light load), by the statement with one id; else every slot filled (ID_SLOTS).
        const slots = ids.length === 1 ? 1 : ID_SLOTS;
        const values = placeholderValues(scopes);
        for (let i = 0; i < slots; i++) values[`id${i}`] = ids[i % ids.length];
        const statement = byIdStatement(scopes, slots, written);
        const { rows, aside: found } = await statement.execute(values);
        return new Map(rows.map((row, i) => [Number(found[i]), row]));
      }, ID_SLOTS);
      batches.set(key, batched);
    }
    return batched(rowId);
  }
  /**
   * A page's rows from one of its shape's statements (`rows` or `written`), and the total they
   * carry; a page past the end has no row to carry it, so only then is the total counted.
   */
  async function runPage(query: Query, scopes: ListScope[], which: 'rows' | 'written') {
    const { statements, values } = statementsOf(query, scopes);
    const at = statements.startsAt;
    if (at !== undefined) {
      // None kept: a sum no snapshot can have, so the walk takes the offset (and a key of nulls,
      // which any column's type takes, is never compared).
      const start = starts.get(at);
      for (let i = 0; i < keyColumns.length; i++) values[`start_${i}`] = start?.key[i] ?? null;
      values.start_writes = start?.writes ?? '-1';
    }
    const { rows, aside: totals } = await statements[which]().execute(values);
    let total = 0;
    if (rows.length && at !== undefined) {
      const [counted, writes, ...keys] = totals[0] as (string | null)[];
      const first = keys.slice(0, keyColumns.length) as string[];
      const next = keys.slice(keyColumns.length);
      total = Number(counted);
      starts.set(at, { key: first, writes: writes! });
      if (next[0] !== null) starts.set(at + query.pageSize, { key: next as string[], writes: writes! });
    } else if (rows.length) total = Number(totals[0]);
    else if (query.pageNum > 1)
      total = Number(((await statements.count().execute(values)) as { n: unknown }[])[0].n);
    return { rows, total };
  }

  return {
    /**
     * The row with this id under the scopes (data/scoped-table.ts `rowScope`), or undefined:
     * read with the others asked in the same turn under the same scopes (`readById`), by
     * statements prepared once per scope shape; inside a transaction (`tx`) written out each time.
     */
    async one(rowId: number, scopes: ListScope[] = [], tx: Tx = db): Promise<Row | undefined> {
      if (tx !== db) {
        const [row] = await spec
          .select(tx)
          .where(and(eq(id, rowId), ...scopes.map((s) => s.where(s.params))));
        return row === undefined ? undefined : spec.toEntity(row as never);
      }
      // Each caller gets an entity of its own, even for an id asked twice.
      const row = await readById(rowId, scopes, false);
      return row === undefined ? undefined : spec.toEntity({ ...row } as never);
    },
    /**
     * The same row as `one` (outside a transaction), written as JSON by the database (`spec.json`),
     * or undefined: sent as it came, neither mapped nor checked nor written again.
     */
    async oneJson(rowId: number, scopes: ListScope[] = []): Promise<string | undefined> {
      return (await readById(rowId, scopes, true))?.[JSON_ROW] as string | undefined;
    },
    /** One page and the total of the rows under every scope and the query's filters. */
    async page(query: Query, scopes: ListScope[] = []): Promise<Page<Row>> {
      const { rows, total } = await runPage(query, scopes, 'rows');
      const list = rows.map((row) => spec.toEntity(row as never));
      return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
    },
    /**
     * The same page and total as `page`, its rows written as JSON by the database (`spec.json`):
     * the server neither maps nor checks nor writes them again, it sends them as they came.
     */
    async pageJson(query: Query, scopes: ListScope[] = []): Promise<WrittenPage> {
      const { rows, total } = await runPage(query, scopes, 'written');
      const listJson = `[${rows.map((row) => row[JSON_ROW] as string).join(',')}]`;
      return { listJson, total, pageNum: query.pageNum, pageSize: query.pageSize };
    },
  };
}

/** A time as the entities carry it, `toISOString`'s text (written by hand: lib/iso-time.ts). */
export const iso = (d: Date | null | undefined) => (d ? isoString(d) : null);
