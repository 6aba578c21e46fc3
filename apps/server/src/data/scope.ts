import type { Tenancy } from '@skin/contract';
import { and, getTableName, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { keptName } from '../db/kept-name';
import {
  devices,
  goods,
  keptCounts,
  keptSubtreeCounts,
  shippers,
  stores,
  testRecords,
  treeWrites,
  unboundHolders,
  users,
} from '../db/schema';
import { writesSum } from '../db/writes-sum';
import { BoundedMap } from '../lib/bounded-map';

/** `LIKE` pattern for every path under `path` (paths hold only digits and slashes). */
export const under = (path: string) => `${path}%`;

/**
 * The same paths as `under(path)`, as a range of the text_pattern_ops index on users.path: a path
 * starts with `path` exactly when it sorts, byte by byte, from `path` up to `path` with its last
 * character raised by one (`/1/5/` .. `/1/50`). Unlike a LIKE whose pattern is a parameter, a
 * range keeps the index usable in a plan made once for every caller, so a statement written with
 * it is prepared (db/prepared-client.ts) rather than planned on each request.
 */
export function pathRange(path: string): { from: string; to: string } {
  if (!path) throw new Error('a subtree needs a path');
  return { from: path, to: path.slice(0, -1) + String.fromCharCode(path.charCodeAt(path.length - 1) + 1) };
}

/**
 * The values a rule is written with: plain values, or the placeholders of a statement prepared
 * once for every caller (data/list).
 */
export interface RuleParams {
  /** LIKE pattern of the subtree's paths (`under(path)`). */
  pattern: unknown;
  /** The subtree's ids as int[] literals (`'{1,2}'`), when they were read first. */
  ids?: { users: unknown; stores: unknown; holders: unknown };
  /**
   * The subtree's paths as a range (`pathRange`), read behind scalar subqueries instead of the
   * pattern: where the statement is planned once for every caller and its plan must not look
   * dearer than one made for the values at hand (store tenancy only; `sparse` of a list scope).
   */
  range?: { from: unknown; to: unknown };
}

/** The user whose subtree a path is: its last id (`/1/2/` -> 2). */
export const rootOf = (path: string) => Number(path.split('/').at(-2));

/**
 * All that an actor's scopes depend on: the whole platform, or the subtree at its path (every rule
 * is given `ruleParams(actor.path)`, nothing else of the actor). Two actors with the same key see
 * the same rows of every table, so one read may answer both (`createSharedRead`).
 */
export const scopeKey = (actor: { seesAll: boolean; path: string }) => (actor.seesAll ? '*' : actor.path);

/** The rule's values for the subtree at `path`. */
export const ruleParams = (path: string): RuleParams => ({ pattern: under(path) });

/** Ids of the users in the subtree whose paths match `pattern` (the root itself included). */
const subtreeOf = (pattern: unknown) =>
  sql`(select ${users.id} from ${users} where ${users.path} like ${pattern})`;

/**
 * Users whose path lies in a subtree's range (`pathRange`), its two values behind scalar
 * subqueries: the index's range is still read, but the planner does not see the values, so a plan
 * made once for every caller costs what a plan made for the values does, and PostgreSQL keeps it
 * rather than planning every run.
 */
const inHiddenRange = (from: unknown, to: unknown, path: PgColumn = users.path) =>
  sql`${path} ~>=~ (select ${from}::text) and ${path} ~<~ (select ${to}::text)`;

/**
 * Ids of the users in the subtree, from its range behind scalar subqueries when the rule has one
 * (`RuleParams.range`): the index's range is still read, from values the planner does not see, so a
 * plan made once costs what a plan made for the values does, and PostgreSQL keeps it.
 */
const usersOf = (p: RuleParams) =>
  p.range
    ? sql`(select ${users.id} from ${users} where ${inHiddenRange(p.range.from, p.range.to)})`
    : subtreeOf(p.pattern);

/** Stores of the subtree: those of its merchants and those its manager accounts run. */
const storesOf = (p: RuleParams) =>
  sql`(select ${stores.id} from ${stores} where ${stores.merchantId} in ${usersOf(p)} or ${stores.managerId} in ${usersOf(p)})`;

/** Shippers whose salesperson account lies in the subtree. */
const carriersOf = (pattern: unknown) =>
  sql`(select ${shippers.id} from ${shippers} where ${shippers.userId} in ${subtreeOf(pattern)})`;

/**
 * Subtrees of at most this many users are written out as ids in a list's SQL (data/subtree-ids.ts),
 * their matches read whole through the indexes on store and holder, then sorted. On the bench data
 * that beat the walk of the list's order for every subtree measured up to 2,795 users (whose rows
 * are a few percent of a table): agent7's test records 279 -> 5 ms, agent1's (31,749 tests)
 * 227 -> 14 ms, devices 116 -> 11 and 35 -> 30 ms. The walk suits a subtree whose rows are a large
 * part of the table (agent0: 12,255 users, 718,161 of the 1,000,000 tests), where reading them
 * whole would not. Between the two nothing was measured; docs/performance.md, "Tenant scope".
 */
export const RESOLVED_SUBTREE_MAX = 3000;

/**
 * A small subtree's ids (users, the stores they hold, the users holding rows outside a store) as
 * expressions the statement that uses them computes itself, from the subtree's path range
 * (`pathRange`, two values of the statement), where the ids the server keeps are no longer the
 * tree's (`keptSubtree`). Written into a list's statement, the ids let the planner see how few rows
 * the caller can see: an agent with 420 devices among a million had its list counted by reading
 * the whole table (subqueries hide their size from the planner until they run), 234 ms instead of
 * under one. Holders are the users that do hold rows outside a store: most users of a subtree
 * (merchants, salespeople) hold none, and listing them made the planner expect a third of the
 * table. Each is an
 * uncorrelated subquery, which PostgreSQL evaluates once per statement before the rows it filters,
 * and, like the resolver's values behind `anyOf`, unknown to the planner: the plan is the same.
 * Nothing is cut at RESOLVED_SUBTREE_MAX, so a subtree that has grown since it was measured is
 * still answered with exactly its rows, only with the plan of a small one.
 * Undefined for tables whose rule needs no ids (users, platform tables, catalogues).
 */
export function inlineSubtree(
  tenancy: Tenancy,
  table: PgTable,
): ((from: unknown, to: unknown) => NonNullable<RuleParams['ids']>) | undefined {
  if (tenancy.kind === 'platform' || tenancy.kind === 'catalogue' || table === users) return undefined;
  const unbound = tenancy.kind === 'store' && tenancy.unbound ? tenancy : undefined;
  return (from, to) => {
    // Behind scalar subqueries, as in `anyOf`: with the range's values in sight the plan made for
    // them looks cheaper than the plan made once, and PostgreSQL would plan on every request.
    const inRange = inHiddenRange(from, to);
    const ids = sql`array(select ${users.id} from ${users} where ${inRange})`;
    return {
      users: ids,
      stores: sql`array(select ${stores.id} from ${stores} where ${stores.merchantId} = any(${ids}) or ${stores.managerId} = any(${ids}))`,
      holders: unbound ? holdersOf(table, unbound, from, to) : sql`'{}'::int[]`,
    };
  };
}

/**
 * Tables whose holders of rows outside a store the database keeps with their paths
 * (`unbound_holders`, by the triggers of migration 0033). Another table with holders gets the
 * subtree's users probed one by one until its own triggers keep them.
 */
const KEPT_HOLDERS = new Set<PgTable>([devices]);

/**
 * Catalogue tables whose rows keep their owner's path, by the triggers of migration 0035: the
 * column. A subtree's walk checks a row against its range on the row (`probedRule`) rather than
 * reading the owner by key: the largest agent's goods page read 180 owners for its 21 rows, 540
 * buffers, and ran 1,880 a second under pgbench, 2,930 without them. Another catalogue's rows have
 * their owners read until its own triggers keep the path.
 */
const KEPT_OWNER_PATHS = new Map<PgTable, PgColumn>([[goods, goods.ownerPath]]);

/**
 * Tables of stores' rows whose rows keep the paths of their store's merchant and manager, by the
 * triggers of migration 0036: the columns. A subtree's walk checks a row against its range on the
 * row (`probedRule`), rather than hashing the subtree's stores (`hashedRule`: agent1's 2,010, then
 * 665 tests probed for its page; 1,000 -> 1,760 pages a second under pgbench) or reading the store
 * and its two users by key (agent0: 1,980 -> 2,380). Another such table's rows have their store
 * read until its own triggers keep the paths.
 */
const KEPT_STORE_PATHS = new Map<PgTable, { merchant: PgColumn; manager: PgColumn }>([
  [testRecords, { merchant: testRecords.merchantPath, manager: testRecords.managerPath }],
]);

/**
 * The users of the subtree in the range `from`..`to` who hold rows of `table` outside a store.
 * Where the database keeps such holders (`KEPT_HOLDERS`), the subtree's entries in a range of
 * their path index, each still checked for such rows (the table keeps a holder who once held
 * some): for the smallest agent of the bench data, none to check instead of 300 users probed, a
 * third of its device page's time. Elsewhere every user of the subtree is probed.
 */
function holdersOf(table: PgTable, tenancy: Extract<Tenancy, { kind: 'store' }>, from: unknown, to: unknown) {
  const holder = column(table, tenancy.unbound!);
  const outside = (user: SQL | PgColumn) =>
    sql`exists (select 1 from ${table} where ${holder} = ${user} and ${column(table, tenancy.store)} is null)`;
  if (!KEPT_HOLDERS.has(table))
    return sql`array(select ${users.id} from ${users} where ${inHiddenRange(from, to)} and ${outside(users.id)})`;
  // The triggers name the table as `held`.
  return sql`array(select ${unboundHolders.userId} from ${unboundHolders} where ${unboundHolders.held} = ${sql.raw(`'${getTableName(table)}'`)}
    and ${inHiddenRange(from, to, unboundHolders.path)} and ${outside(unboundHolders.userId)})`;
}

/** How long a subtree's size (small or not) is trusted: a stale one changes a plan, never rows. */
const SUBTREE_SIZE_TTL_MS = 60_000;
/** Paths whose size is remembered; past this the memory starts over. */
const SUBTREE_SIZES_MAX = 20_000;

/**
 * Whether the subtree at a path was small (at most RESOLVED_SUBTREE_MAX users) when a list last
 * resolved it, per instance, for a minute. Only the shape of a list's statement follows it: a
 * small subtree's ids are computed inside the statement (`inlineSubtree`), a large one keeps the
 * subqueries, and either way the rows are the rule's rows of the moment. The size of a subtree is
 * the same for every table, so one entry serves them all.
 */
export const subtreeSizes = {
  entries: new BoundedMap<string, { small: boolean; until: number }>(SUBTREE_SIZES_MAX),
  /** Small, large, or undefined when not known (or no longer trusted). */
  small(path: string): boolean | undefined {
    const e = this.entries.get(path);
    return e && e.until > Date.now() ? e.small : undefined;
  },
  remember(path: string, small: boolean) {
    this.entries.set(path, { small, until: Date.now() + SUBTREE_SIZE_TTL_MS });
  },
};

/**
 * `column = any((select '{1,2,3}'::int[])::int[])`: the ids as one parameter, so the text of the
 * statement is the same for every caller, and behind a scalar subquery, so the planner sees them
 * as unknown whether it plans for the values at hand or once for all (db/prepared-client.ts).
 * Written plainly, a small caller's ids made each statement's plan for its values look four times
 * cheaper than the plan made once, so PostgreSQL planned the device page (2 ms, five joins) on
 * every request of every small agent, merchant and store manager for a 0.5 ms execution; behind
 * the subquery the costs are equal, it keeps the plan after five runs, and the plan is the same
 * (the indexes on store and holder, the matches fenced: data/list).
 */
const anyOf = (column: PgColumn | SQL, ids: unknown) => sql`${column} = any((select ${ids}::int[])::int[])`;

const column = (table: PgTable, field: string) => {
  const c = (table as unknown as Record<string, PgColumn | undefined>)[field];
  if (!c) throw new Error(`tenancy names ${field}, which its table lacks`);
  return c;
};

/**
 * The ids on the path a subtree pattern was made from (`/1/3/5/%` -> {1,3,5}): the user and
 * everyone above it, read from the path itself.
 */
const lineOf = (pattern: unknown) =>
  sql`string_to_array(trim(both '/' from replace(${pattern}::text, '%', '')), '/')::int[]`;

/**
 * Which rows of a table the user at `path` may change: as `visibilityRule`, except for catalogue
 * tables, whose rows are read along the whole line but changed only from above their owner
 * (platform defaults, with no owner, by platform staff, who are not scoped).
 */
export function changeRule(tenancy: Tenancy, table: PgTable): ((p: RuleParams) => SQL) | undefined {
  if (tenancy.kind !== 'catalogue') return visibilityRule(tenancy, table);
  const owner = column(table, tenancy.owner);
  return (p) => sql`${owner} in ${subtreeOf(p.pattern)}`;
}

/**
 * The visibility rule of a table, from its resource's tenancy (docs/architecture.md, "Tenancy"):
 * which rows the user at `path` sees. Computed from the tree and the stores at query time, so a
 * move of a store or of a user changes what everyone sees in the same instant. Undefined for
 * platform-global tables.
 */
export function visibilityRule(tenancy: Tenancy, table: PgTable): ((p: RuleParams) => SQL) | undefined {
  if (tenancy.kind === 'platform') return undefined;
  if (tenancy.kind === 'catalogue') {
    const owner = column(table, tenancy.owner);
    return (p) =>
      sql`(${owner} is null or ${owner} in ${usersOf(p)} or ${owner} = any(${lineOf(p.pattern)}))`;
  }
  /** Users of the subtree: its ids when resolved, else the subquery. */
  const inSubtree = (c: PgColumn, p: RuleParams) =>
    p.ids ? anyOf(c, p.ids.users) : sql`${c} in ${subtreeOf(p.pattern)}`;
  if (tenancy.kind === 'tree') {
    const owner = column(table, tenancy.owner);
    // Users are the tree itself: their own path says where they are.
    if (table === users) return (p) => sql`${users.path} like ${p.pattern}`;
    const carrier = tenancy.carrier ? column(table, tenancy.carrier) : undefined;
    const carried = (c: PgColumn, p: RuleParams) =>
      p.ids
        ? sql`${c} in (select ${shippers.id} from ${shippers} where ${anyOf(shippers.userId, p.ids.users)})`
        : sql`${c} in ${carriersOf(p.pattern)}`;
    return (p) => or(inSubtree(owner, p), carrier ? carried(carrier, p) : undefined)!;
  }
  if (table === stores)
    return (p) =>
      p.ids
        ? anyOf(stores.id, p.ids.stores)
        : or(
            sql`${stores.merchantId} in ${subtreeOf(p.pattern)}`,
            sql`${stores.managerId} in ${subtreeOf(p.pattern)}`,
          )!;
  const store = column(table, tenancy.store);
  const bound = (p: RuleParams) => (p.ids ? anyOf(store, p.ids.stores) : sql`${store} in ${storesOf(p)}`);
  if (!tenancy.unbound) return bound;
  const holder = column(table, tenancy.unbound);
  return (p) =>
    or(
      and(isNotNull(store), bound(p)),
      and(isNull(store), p.ids ? anyOf(holder, p.ids.holders) : sql`${holder} in ${usersOf(p)}`),
    )!;
}

/** The values a rule checked row by row is written with (`probedRule`): the subtree's pattern and range. */
export interface ProbedParams {
  pattern: unknown;
  from: unknown;
  to: unknown;
}

/**
 * How many rows of a table the user at the root of a subtree sees, from the counts the database
 * keeps under `what` (`kept_subtree_counts`, migrations 0023 and 0024): for a table of stores'
 * rows, its subtree's count; for a catalogue, that of the rows its subtree owns, with the rows of
 * the users above it and the platform's (no owner), kept per owner (`kept_counts`, named
 * `<table>.<owner column>` as keep_count names it, the platform's under ''). `root` is the root's
 * id, `above` the owners above it as a text[] literal (`aboveOf`), behind a scalar subquery as in
 * `anyOf`: a plan made once would otherwise assume ten owners, each a probe of `kept_counts`, and
 * look dearer than the plan made for the two or three at hand, so PostgreSQL planned the largest
 * agent's goods page on every run (0.8 ms of planning for a 0.8 ms page). Undefined for other
 * tenancies.
 */
export function keptRule(
  tenancy: Tenancy,
  table: PgTable,
): ((what: string, p: { root: unknown; above: unknown }) => SQL) | undefined {
  if (tenancy.kind !== 'store' && tenancy.kind !== 'catalogue') return undefined;
  if (table === stores || table === users) return undefined;
  const owned = (what: string, root: unknown) =>
    sql`(select coalesce(sum(${keptSubtreeCounts.n}), 0) from ${keptSubtreeCounts}
      where ${keptSubtreeCounts.kept} = ${keptName(what)} and ${keptSubtreeCounts.userId} = ${root})`;
  if (tenancy.kind === 'store') return (what, p) => owned(what, p.root);
  const owner = column(table, tenancy.owner);
  // The column as the database names it (db/client.ts CASING), as keep_count wrote the name.
  const counted = `${getTableName(table)}.${owner.keyAsName ? toSnakeCase(owner.name) : owner.name}`;
  return (what, p) =>
    sql`(${owned(what, p.root)} + (select coalesce(sum(${keptCounts.n}), 0) from ${keptCounts}
      where ${keptCounts.counted} = ${keptName(counted)} and ${keptCounts.value} = any((select (${p.above})::text[])::text[])))`;
}

/**
 * The owners above the user at `path`, and the platform (''), as a text[] literal: the values of
 * `kept_counts` that `keptRule` adds for a catalogue (`/1/2/` -> `{"",1}`).
 */
export const aboveOf = (path: string) =>
  `{${['""', ...path.split('/').filter(Boolean).slice(0, -1)].join(',')}}`;

/**
 * The visibility rule of a table whose rows belong to a store (or, outside one, to a holder),
 * written so that each row is checked on its own: its store by key, then the store's merchant and
 * manager by key, each path within the subtree's range (`pathRange`, two values of the statement);
 * or, outside a store, its holder by key. The same rows as `visibilityRule`. Only for a walk that
 * reads few rows (a large subtree's first pages, whose total the database keeps): the rule's
 * subqueries first read the whole subtree, its users and the stores they hold (the largest agent's
 * 12,255 users and 10,640 stores, about 10 ms), where each probe takes microseconds. Each check is
 * a scalar subquery with a limit, which PostgreSQL runs per row; an `exists` it turns back into a
 * hashed set of the whole subtree. A catalogue's row is checked the same way: no owner (the
 * platform's), an owner above the subtree's root, or an owner within its range. Undefined for
 * other tenancies.
 */
export function probedRule(tenancy: Tenancy, table: PgTable): ((p: ProbedParams) => SQL) | undefined {
  if (tenancy.kind === 'catalogue') {
    const owner = column(table, tenancy.owner);
    const ownerPath = KEPT_OWNER_PATHS.get(table);
    // The platform's rows, those of the users above the subtree's root (its line, read once from
    // the pattern), or an owner within the range: the path the row keeps, or the owner's own.
    const ownerWithin = (from: unknown, to: unknown) =>
      ownerPath
        ? sql`(${inHiddenRange(from, to, ownerPath)})`
        : sql`(select true from ${users} where ${users.id} = ${owner} and ${inHiddenRange(from, to)} limit 1)`;
    return ({ pattern, from, to }) =>
      sql`(${owner} is null or ${owner} = any((select ${lineOf(pattern)})::int[])
        or ${ownerWithin(from, to)})`;
  }
  if (tenancy.kind !== 'store' || table === stores) return undefined;
  const store = column(table, tenancy.store);
  const holder = tenancy.unbound ? column(table, tenancy.unbound) : undefined;
  const storePaths = KEPT_STORE_PATHS.get(table);
  return ({ from, to }) => {
    // The range behind scalar subqueries, for the reason `inlineSubtree` gives.
    const inRange = inHiddenRange(from, to);
    const within = (id: SQL) => sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${inRange})`;
    const inStore = storePaths
      ? sql`(${inHiddenRange(from, to, storePaths.merchant)} or ${inHiddenRange(from, to, storePaths.manager)})`
      : sql`(select true from ${stores} where ${stores.id} = ${store}
      and (${within(sql`${stores.merchantId}`)} or ${within(sql`${stores.managerId}`)}) limit 1)`;
    const held = holder
      ? sql`(select true from ${users} where ${users.id} = ${holder} and ${inRange} limit 1)`
      : undefined;
    // A check that finds nothing is null, which a WHERE takes as false.
    return held
      ? sql`((${store} is not null and ${inStore}) or (${store} is null and ${held}))`
      : sql`${inStore}`;
  };
}

/** A small subtree's ids as the server keeps them (data/subtree-ids.ts), int[] literals and the sum they were read under. */
export interface KeptIds {
  users: unknown;
  stores: unknown;
  writes: unknown;
}

/**
 * The ids of `inlineSubtree`, taken from those the server keeps (`KeptIds`) while the sum of
 * `tree_writes` in the statement's own snapshot is the one they were read under: then no committed
 * write has added, removed or moved a user or given a store other owners since, and they are the
 * rule's ids of this instant. Otherwise each is read in the statement, as `inlineSubtree` reads it.
 * PostgreSQL evaluates an uncorrelated subquery only when its value is first needed, so the branch
 * not taken reads nothing. The holders are always read: they change with every device bound.
 * Undefined where `inlineSubtree` is.
 */
export function keptSubtree(
  tenancy: Tenancy,
  table: PgTable,
): ((kept: KeptIds, from: unknown, to: unknown) => NonNullable<RuleParams['ids']>) | undefined {
  const inline = inlineSubtree(tenancy, table);
  if (!inline) return undefined;
  return (kept, from, to) => {
    const read = inline(from, to);
    const unchanged = sql`${writesSum(treeWrites)} = (select ${kept.writes}::text)`;
    const keptOr = (ids: unknown, otherwise: unknown) =>
      sql`(case when ${unchanged} then (select ${ids}::int[]) else ${otherwise} end)`;
    return {
      users: keptOr(kept.users, read.users),
      stores: keptOr(kept.stores, read.stores),
      holders: read.holders,
    };
  };
}

/**
 * The visibility rule of a table whose rows belong to a store (or, outside one, to a holder),
 * checked row by row against hashed sets of the subtree's ids (`keptSubtree`'s): its store among
 * the subtree's stores, or, outside one, its holder among its users. The same rows as
 * `visibilityRule`; for a walk that checks each row (a subtree's first pages, `probedRule`'s place),
 * a hash probe instead of three index probes. Each set is an uncorrelated subquery inside an
 * expression, which PostgreSQL hashes once per statement (`hashed SubPlan`) rather than turning it
 * into a join that would lose the walk's order. Undefined for other tenancies.
 */
export function hashedRule(
  tenancy: Tenancy,
  table: PgTable,
): ((ids: { users: unknown; stores: unknown }) => SQL) | undefined {
  // A row that keeps its store's paths is checked on them (`probedRule`), cheaper than the hash.
  if (tenancy.kind !== 'store' || table === stores || KEPT_STORE_PATHS.has(table)) return undefined;
  const store = column(table, tenancy.store);
  const holder = tenancy.unbound ? column(table, tenancy.unbound) : undefined;
  return (ids) => {
    const inStore = sql`${store} in (select unnest(${ids.stores}::int[]))`;
    return holder
      ? sql`((${store} is not null and ${inStore}) or (${store} is null and ${holder} in (select unnest(${ids.users}::int[]))))`
      : sql`coalesce(${inStore}, false)`;
  };
}
