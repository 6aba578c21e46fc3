import { KEPT, KEPT_NEWEST, KEPT_SUBTREE } from '../schema/kept-counts';
import { countDrift, fingerprint, newestDrift, type Place, shardsDrift, subtreeDrift } from './drift';

/**
 * Everything the database's triggers keep (in-force.sql holds their code), one entry each: what a
 * list, a dashboard or a cache reads instead of counting or joining millions of rows. The
 * property test (test/derived-kept.test.ts) writes at random and checks every entry's `drift`
 * after each batch; test/derived-in-force.test.ts checks that every trigger function in force is
 * named by an entry. A new kept figure, or a new trigger function, gets its entry here.
 */
export interface KeptFigure {
  name: string;
  /** The table and columns that hold it (and its rows among others'). */
  holds: string;
  /** The base tables whose writes move it. */
  movedBy: string[];
  /** The trigger functions that keep it. */
  functions: string[];
  /** SQL answering the rows where the kept value differs from its recomputation: none when right. */
  drift: string;
  /**
   * For a count of writes, which nothing recomputes: SQL answering per key the kept number
   * (`version`) and a fingerprint of what it watches (drift.ts `watchDrift` compares two readings).
   */
  watch?: string;
}

const COUNT = ['count_rows_by'];
// users_unmanage_stores: a deleted manager leaves its stores while its path can still be read.
const SUBTREE = ['kept_subtree_rows', 'kept_subtree_store', 'kept_subtree_moved', 'users_unmanage_stores'];
const DEVICES: Place = { store: 'store_id', holder: 'agent_id' };
const TESTS: Place = { store: 'store_id' };
const GOODS: Place = { holder: 'owner_id' };

/** A count of `kept_counts` (migrations 0017, 0019, 0020, 0024, 0027). */
const count = (what: string, table: string, value: string): KeptFigure => ({
  name: `count ${what}`,
  holds: `kept_counts (counted = '${what}'): n per value, summed over shards`,
  movedBy: [table],
  functions: COUNT,
  drift: countDrift(what, table, value),
});

/** A count per subtree of `kept_subtree_counts` (migrations 0023, 0024, 0025). */
const subtree = (what: string, table: string, place: Place, label: string, labelled: string): KeptFigure => ({
  name: `subtree count ${what}`,
  holds: `kept_subtree_counts (kept = ${labelled.includes(':') ? `'${what}:<value>'` : `'${what}'`}): n per user, summed over shards`,
  movedBy: [table, 'stores', 'users'],
  functions: SUBTREE,
  drift: subtreeDrift(table, place, label, labelled),
});

/** A count of writing transactions, per key, of a table of shards (migrations 0028, 0029, 0031, 0032). */
const writes = (table: string, key: string, watched: string[]) =>
  `select ${key} as key, (select coalesce(sum(n), 0) from "${table}" where ${key === "'all'" ? 'true' : `counted = ${key}`})::bigint as version,
    md5(${watched.map(fingerprint).join(" || '|' || ")}) as fingerprint`;

/** The stores with their owners' paths: who sees a store's figures, and by what name. */
const STORE_OWNERS = `select s.id, s.name, s.merchant_id, m.path, s.manager_id, g.path
  from stores s left join users m on m.id = s.merchant_id left join users g on g.id = s.manager_id`;

export const KEPT_FIGURES: KeptFigure[] = [
  count(KEPT.deviceStates, 'devices', 'state'),
  count(KEPT.deviceModels, 'devices', 'device_type_id'),
  count(KEPT.userRoles, 'users', 'role_id'),
  count(KEPT.goodsCategories, 'goods', 'category'),
  count(KEPT.goodsTypes, 'goods', 'type'),
  count('goods.owner_id', 'goods', 'owner_id'),
  count(KEPT.testFaces, 'test_records', 'face_position'),
  count(KEPT.testStores, 'test_records', 'store_id'),
  count(KEPT.testDays, 'test_records', `to_char(tested_at at time zone 'UTC', 'YYYY-MM-DD')`),
  subtree(KEPT_SUBTREE.devices, 'devices', DEVICES, `'devices'`, `k.kept = 'devices'`),
  subtree(KEPT_SUBTREE.tests, 'test_records', TESTS, `'test_records'`, `k.kept = 'test_records'`),
  subtree(KEPT_SUBTREE.goods, 'goods', GOODS, `'goods'`, `k.kept = 'goods'`),
  subtree(
    KEPT_SUBTREE.deviceStates,
    'devices',
    DEVICES,
    `'device_states:' || r.state`,
    `left(k.kept, 14) = 'device_states:'`,
  ),
  {
    name: `newest ${KEPT_NEWEST.devices} per subtree`,
    holds: `kept_newest (kept = 'devices'): newest per user, the maximum over shards (an upper bound)`,
    movedBy: ['devices', 'stores', 'users'],
    functions: ['kept_newest_rows', 'kept_newest_store', 'kept_newest_moved'],
    drift: newestDrift(KEPT_NEWEST.devices, 'devices', DEVICES),
  },
  {
    name: 'unbound holders of devices',
    holds: `unbound_holders (held = 'devices'): user_id, path (a superset: never removed by the devices' writes)`,
    movedBy: ['devices', 'users'],
    functions: ['devices_unbound_held', 'device_unbound_held', 'unbound_holders_moved'],
    drift: `select u.id as user_id, 'missing' as wrong from users u
        where exists (select 1 from devices d where d.agent_id = u.id and d.store_id is null)
          and not exists (select 1 from unbound_holders h where h.held = 'devices' and h.user_id = u.id)
      union all
      select h.user_id, 'path' from unbound_holders h join users u on u.id = h.user_id where h.path <> u.path`,
  },
  {
    name: 'goods owner paths',
    holds: 'goods.owner_path',
    movedBy: ['goods', 'users'],
    functions: ['goods_owner_path', 'goods_owners_moved'],
    drift: `select g.id, g.owner_path, u.path as owner_path_now from goods g left join users u on u.id = g.owner_id
      where g.owner_path is distinct from u.path`,
  },
  {
    name: 'test store paths',
    holds: 'test_records.merchant_path, test_records.manager_path',
    movedBy: ['test_records', 'stores', 'users'],
    functions: ['test_store_paths', 'test_store_owners_changed', 'test_store_users_moved'],
    drift: `select r.id, r.merchant_path, r.manager_path from test_records r join stores s on s.id = r.store_id
        left join users m on m.id = s.merchant_id left join users g on g.id = s.manager_id
      where r.merchant_path is distinct from m.path or r.manager_path is distinct from g.path`,
  },
  {
    name: 'figures writes',
    holds: 'figures_writes: n per shard, summed',
    movedBy: [
      'store_daily_stats',
      'store_score_spread',
      'platform_daily_stats',
      'platform_score_buckets',
    ].concat(['diseases', 'stores', 'users']),
    functions: ['figures_written'],
    drift: shardsDrift('figures_writes'),
    watch: writes('figures_writes', "'all'", [
      'select * from store_daily_stats',
      'select * from store_score_spread',
      'select * from platform_daily_stats',
      'select * from platform_score_buckets',
      'select * from diseases',
      STORE_OWNERS,
    ]),
  },
  {
    name: 'tree writes',
    holds: 'tree_writes: n per shard, summed',
    movedBy: ['users', 'stores'],
    functions: ['tree_written'],
    drift: shardsDrift('tree_writes'),
    watch: writes('tree_writes', "'all'", [
      'select id, path from users',
      'select id, merchant_id, manager_id from stores',
    ]),
  },
  ...(
    [
      ['devices', 'select id from devices'],
      ['test_records', 'select tested_at, id from test_records'],
    ] as const
  ).map(([table, order]) => ({
    name: `order writes ${table}`,
    holds: `order_writes (counted = '${table}'): n per shard, summed`,
    movedBy: [table],
    functions: ['order_written'],
    drift: shardsDrift('order_writes', `counted = '${table}'`),
    watch: writes('order_writes', `'${table}'`, [order]),
  })),
  {
    name: 'role grants version',
    holds: 'roles.grants_version',
    movedBy: ['role_buttons', 'role_resources', 'buttons', 'url_resources'],
    functions: ['role_grants_changed', 'button_grants_changed', 'url_resource_grants_changed'],
    drift: 'select id, grants_version from roles where grants_version < 0',
    watch: `select r.id::text as key, r.grants_version::bigint as version, md5(
        ${fingerprint('select b.id, b.perm from role_buttons rb join buttons b on b.id = rb.button_id where rb.role_id = r.id')}
        || '|' || ${fingerprint(`select u.id, u.unique_mark, u.method from role_resources rr
          join url_resources u on u.id = rr.resource_id where rr.role_id = r.id`)}) as fingerprint
      from roles r`,
  },
];

/**
 * Trigger functions that keep no figure but refuse a write: what no code path may do, held by the
 * database itself. in-force.sql shows them with the others.
 */
export const GUARD_FUNCTIONS: readonly string[] = [
  // A saved setting version is never changed (docs/settings.md).
  'setting_versions_append_only',
];
