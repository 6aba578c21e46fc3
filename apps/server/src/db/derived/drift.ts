// Recomputations of what the triggers keep, written from the base tables apart from the triggers'
// own code (the rules of docs/architecture.md, "Tenancy"), as SQL that answers the rows where the
// kept value is not the recomputed one. Each is for kept-figures.ts; none is read by the server.

/** Rows of `kept_counts` under `what` that differ from a count of `table` by `value` (a NULL under ''). */
export const countDrift = (what: string, table: string, value: string) => `
  select coalesce(r.value, k.value) as value, coalesce(r.n, 0)::int as recomputed, coalesce(k.n, 0)::int as kept
  from (select coalesce((${value})::text, '') as value, count(*) as n from "${table}" group by 1) r
  full join (select value, sum(n) as n from kept_counts where counted = '${what}' group by 1) k on k.value = r.value
  where coalesce(r.n, 0) <> coalesce(k.n, 0)`;

/** Where a row `r` of a table is, for a subtree to see it. */
export interface Place {
  /** The row's store column: a store's rows are seen by its merchant's and its manager's subtrees. */
  store?: string;
  /** The row's holder column: a row outside a store (or of a table without stores) by its holder's. */
  holder?: string;
}

/**
 * `subtrees`: each user (`seer`) with every user of its subtree, itself included (`member`: a path
 * under its own); `seen_stores`: the stores each one's subtree runs or manages.
 */
const SUBTREES = `subtrees as (select u.id as seer, o.id as member from users u join users o on o.path like u.path || '%'),
  seen_stores as (select distinct t.seer, s.id as store from subtrees t join stores s on t.member in (s.merchant_id, s.manager_id))`;

/** The rows `r` of `table` each user's subtree sees, as `seer` and the row's columns. */
function seen(table: string, { store, holder }: Place): string {
  const inStore =
    store && `select ss.seer, r.* from "${table}" r join seen_stores ss on ss.store = r.${store}`;
  const held =
    holder &&
    `select t.seer, r.* from "${table}" r join subtrees t on t.member = r.${holder}${store ? ` where r.${store} is null` : ''}`;
  return [inStore, held].filter(Boolean).join(' union all ');
}

/**
 * Users whose kept count (the sum of their shards in `kept_subtree_counts`) differs from the rows
 * of `table` their subtree sees, per label: `label` is the count's name for a row `r` (`'devices'`,
 * or `'device_states:' || r.state` for a count split by a column), `labelled` picks the kept rows
 * `k` of the same counts. Counts of users since deleted are left out: no list reads them.
 */
export const subtreeDrift = (table: string, place: Place, label: string, labelled: string) => `
  with ${SUBTREES},
  seen as (select r.seer as user_id, ${label} as kept, count(*) as n from (${seen(table, place)}) r group by 1, 2),
  counted as (
    select k.user_id, k.kept, sum(k.n) as n from kept_subtree_counts k
    where ${labelled} and k.user_id in (select id from users)
    group by 1, 2
  )
  select coalesce(s.user_id, c.user_id) as user_id, coalesce(s.kept, c.kept) as kept,
    coalesce(s.n, 0)::int as seen, coalesce(c.n, 0)::int as counted
  from seen s full join counted c on c.user_id = s.user_id and c.kept = s.kept
  where coalesce(s.n, 0) <> coalesce(c.n, 0)`;

/**
 * Users whose bound in `kept_newest` is below the newest row of `table` their subtree sees (a bound
 * is only ever raised: one above every row is right, one below hides rows from a list).
 */
export const newestDrift = (kept: string, table: string, place: Place) => `
  with ${SUBTREES},
  needed as (select r.seer as user_id, max(r.id) as needed from (${seen(table, place)}) r group by 1)
  select v.user_id, v.needed, b.bound from needed v
  left join (select user_id, max(newest) as bound from kept_newest where kept = '${kept}' group by 1) b
    on b.user_id = v.user_id
  where v.needed > coalesce(b.bound, 0)`;

/** A sum of shards (`figures_writes`, `tree_writes`, `order_writes`) that is not what its triggers write. */
export const shardsDrift = (table: string, where = 'true') => `
  select shard, n from "${table}" where (${where}) and (shard not between 0 and 31 or n < 1)`;

/**
 * A count of writes cannot be recomputed; what can be checked is that it moved. A watch answers,
 * per key, the kept number (`version`) and a fingerprint of the base rows it watches
 * (`fingerprint`); between two readings, a key whose fingerprint changed must have a higher number.
 */
export interface WatchRow {
  key: string;
  version: number | string;
  fingerprint: string;
}

/** Keys whose watched rows changed while their number stayed (or went down). */
export function watchDrift(before: WatchRow[], after: WatchRow[]) {
  const was = new Map(before.map((r) => [r.key, r]));
  return after.flatMap((now) => {
    const then = was.get(now.key);
    if (!then) return [];
    const moved = Number(now.version) > Number(then.version);
    const changed = now.fingerprint !== then.fingerprint;
    return (changed && !moved) || Number(now.version) < Number(then.version)
      ? [{ key: now.key, before: then.version, after: now.version }]
      : [];
  });
}

/** A fingerprint of a query's rows, in an order of their own. */
export const fingerprint = (
  query: string,
) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), ''))
  from (${query}) x)`;
