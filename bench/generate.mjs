// Fills a PostgreSQL database with a realistic, skewed chain for the benchmarks: agents, merchants
// (most under a few agents), stores with manager accounts, salespeople; devices in every state
// (most of them bound, in a few large stores) with their ledgers. All in SQL (generate_series),
// so a million devices take a minute, not an hour. Deterministic: the same scale gives the same data.
//
// To add a table for a later feature: add a step (a function of the scale and the ids of what
// exists, such as bigInputOrder) and raise GENERATOR_VERSION so existing bench databases are rebuilt.
// Version 2 added the big stock-in order (BIG_ORDER_NUMBER, its id in bench_info.big_order_id).
// Version 3 added 100,000 goods (`goodsStep`).
// Version 4 added 200,000 consumers and 1,000,000 skin tests with the dashboard's figures (`testsStep`).
// Version 5 fills the platform-wide sums of those figures (platform_daily_stats, platform_score_buckets).
// Version 6 spreads each store's tests over the year instead of a band of days per agent.
import pg from 'pg';

export const GENERATOR_VERSION = 6;

/** The number of the completed stock-in order holding the largest order's devices (bench/scroll.mjs). */
export const BIG_ORDER_NUMBER = 'BENCH-10K';
/** How many devices that order holds at most: MAX_ORDER_QUANTITY of packages/contract. */
export const BIG_ORDER_DEVICES = 10_000;

/** Sizes at scale 1 (the full benchmark); the smoke run uses a small fraction. */
export const FULL = {
  users: 100_000,
  devices: 1_000_000,
  goods: 100_000,
  consumers: 200_000,
  tests: 1_000_000,
};

export function sizes(scale) {
  const users = Math.max(60, Math.round(FULL.users * scale));
  const agents = Math.max(3, Math.round(users * 0.002));
  const merchants = Math.max(10, Math.round(users * 0.2));
  const stores = Math.max(20, Math.round(users * 0.4));
  const salespeople = Math.max(1, users - agents - merchants - stores);
  return {
    agents,
    merchants,
    stores,
    salespeople,
    devices: Math.max(500, Math.round(FULL.devices * scale)),
    goods: Math.max(300, Math.round(FULL.goods * scale)),
    consumers: Math.max(400, Math.round(FULL.consumers * scale)),
    tests: Math.max(2000, Math.round(FULL.tests * scale)),
  };
}

/** The goods categories (packages/contract GOODS_CATEGORIES), for generated goods. */
const CATEGORIES = [
  'makeupRemoval',
  'cleansing',
  'cleansingMask',
  'exfoliating',
  'essence',
  'toner',
  'lotion',
  'mask',
  'eyeCare',
  'sunscreen',
  'coffret',
  'serum',
  'oil',
  'dailyCare',
  'dailyClean',
  'dailySunscreen',
  'professionalCare',
];

/**
 * Goods: a tenth are platform defaults, the rest belong to agents, skewed like the merchants
 * (goods g to agent floor(agents * (g/goods)^2)); both types, every category, 90% on the shelf.
 */
async function goodsStep(q, { goods, agents, firstAgent }) {
  await q(
    `insert into goods (owner_id, type, name, price, crossed_price, category, purpose, shelf, created_at, updated_at)
     select case when g % 10 = 0 then null else $2::int + floor($3::int * power(g::float / $1::int, 2))::int end,
            case when g % 5 = 0 then 'instrument' else 'product' end,
            'Goods ' || lpad(g::text, 6, '0'), 100 * (1 + g % 997), 125 * (1 + g % 997),
            ($4::text[])[1 + g % 17], 'Purpose ' || (g % 50), case when g % 10 = 9 then 0 else 1 end,
            now() - (g || ' minutes')::interval, now() - ((g % 10000) || ' seconds')::interval
     from generate_series(1, $1::int) g`,
    [goods, firstAgent, agents, CATEGORIES],
  );
}

/**
 * Consumers and skin tests, skewed like the devices: consumer c registers at store
 * floor(stores * (c/consumers)^2) (a few large stores), test t is of consumer
 * floor(consumers * (t/tests)^2), one every 31 seconds back from now (about a year), the tests'
 * times shuffled over the year (a prime step through its slots): taken in order, each agent's
 * stores would have tested within a band of days of their own (agent1's last test eight months
 * ago, none since), where every store tests through the year, its share in every stretch. The
 * consumers' counts and the dashboard's tables are filled from them as the uploads would keep
 * them. Per-dimension scores and images are not generated: no measured list or figure reads
 * them (the score spread is read from `store_score_spread`, filled here).
 */
async function testsStep(q, { consumers, tests, stores, firstStore }) {
  // Slot (t * step) mod tests, a permutation of the year's slots: every store tests all year.
  const spreadOver = (n) => (n % 7919 === 0 ? 7907 : 7919);
  await q(
    `insert into consumers (store_id, name, sex, phone, created_at, updated_at)
     select $2::int + floor($3::int * power(c::float / $1::int, 2))::int, 'Consumer ' || c,
            (array['female', 'female', 'male', 'secrecy'])[1 + c % 4], '+8613' || lpad(c::text, 9, '0'),
            now() - ((c * 157) % 31536000 || ' seconds')::interval, now()
     from generate_series(0, $1::int - 1) c`,
    [consumers, firstStore, stores],
  );
  const first = (await q('select min(id) as id from consumers')).rows[0].id;
  await q(
    `insert into test_records (store_id, consumer_id, client_id, face_position, device_model, firmware, score, skin_age, tested_at)
     select c.store_id, c.id, 'bench-' || t, (array['front', 'front', 'front', 'unknown'])[1 + t % 4],
            'BENCH-PRO', '1.4.2', 30 + (t * 37) % 70, 20 + t % 40,
            now() - (((t::bigint * $4::int) % $1::int) * 31 || ' seconds')::interval
     from generate_series(0, $1::int - 1) t
     join consumers c on c.id = $2::int + floor($3::int * power(t::float / $1::int, 2))::int`,
    [tests, first, consumers, spreadOver(tests)],
  );
  await q(
    `update consumers c set test_count = x.n, last_test_at = x.last, first_test_at = x.first, last_score = x.score
     from (select distinct on (consumer_id) consumer_id, count(*) over w as n, max(tested_at) over w as last,
             min(tested_at) over w as first, score
           from test_records window w as (partition by consumer_id)
           order by consumer_id, tested_at desc, id desc) x
     where c.id = x.consumer_id`,
  );
  await q(
    `insert into store_daily_stats (store_id, day, tests, new_consumers)
     select store_id, day, sum(tests), sum(news) from (
       select store_id, (tested_at at time zone 'UTC')::date as day, count(*) as tests, 0 as news
       from test_records group by 1, 2
       union all
       select store_id, (created_at at time zone 'UTC')::date, 0, count(*) from consumers group by 1, 2
     ) x group by 1, 2`,
  );
  // Each store's tests spread over the tenths of every dimension, most of them in the middle.
  await q(
    `insert into store_score_spread (store_id, disease_id, t0, t1, t2, t3, t4, t5, t6, t7, t8, t9)
     select s.store_id, d.id, ${[1, 2, 5, 10, 18, 22, 18, 13, 8, 3].map((pct) => `ceil(s.n * ${pct} / 100.0)::int`).join(', ')}
     from (select store_id, count(*) as n from test_records group by 1) s
     cross join diseases d`,
  );
  // The platform's own sums, sharded as the uploads shard them (store id mod 8).
  await q(
    `insert into platform_daily_stats (shard, day, tests, new_consumers)
     select store_id % 8, day, sum(tests), sum(new_consumers) from store_daily_stats group by 1, 2`,
  );
  await q(
    `insert into platform_score_buckets (shard, disease_id, bucket, tests)
     select store_id % 8, disease_id, b, sum((array[t0, t1, t2, t3, t4, t5, t6, t7, t8, t9])[b + 1])
     from store_score_spread cross join generate_series(0, 9) b group by 1, 2, 3`,
  );
}

/** Whether the database already holds this generator's data at this scale. */
async function current(client, scale) {
  await client.query('create table if not exists bench_info (version int not null, scale real not null)');
  // Version 2: the id of the big stock-in order (BIG_ORDER_NUMBER).
  await client.query('alter table bench_info add column if not exists big_order_id int');
  const { rows } = await client.query('select version, scale from bench_info');
  return rows[0]?.version === GENERATOR_VERSION && rows[0]?.scale === scale;
}

/**
 * Step of version 2: one completed stock-in order (BIG_ORDER_NUMBER) that received up to
 * BIG_ORDER_DEVICES of the devices in stock, all of one model as a real order's are (first by id;
 * at scale 1 there are 50,000 per model, at the smoke scale about 100). The order's device list
 * (`GET /api/input-order/<id>/devices`) reads them by `devices.input_order_id`.
 */
async function bigInputOrder(q, { typeId, adminId }) {
  const { rows } = await q(
    `insert into input_orders (number, device_type_id, quantity, received_quantity, state, remark, created_by, created_at, updated_at)
     values ($1, $2, 1, 0, 'completed', 'Benchmark: the largest order', $3, now() - interval '2 days', now())
     returning id`,
    [BIG_ORDER_NUMBER, typeId, adminId],
  );
  const id = rows[0].id;
  const held = await q(
    `update devices set input_order_id = $1
     where id in (select id from devices where state = 'in_stock' and device_type_id = $2 order by id limit $3)`,
    [id, typeId, BIG_ORDER_DEVICES],
  );
  if (!held.rowCount) throw new Error('no device in stock for the big order');
  await q('update input_orders set quantity = $2, received_quantity = $2 where id = $1', [id, held.rowCount]);
  return { id, devices: held.rowCount };
}

/** The id of the big stock-in order of a generated database (run generate first). */
export async function bigOrderId(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select id from input_orders where number = $1', [BIG_ORDER_NUMBER]);
    if (!rows.length) throw new Error(`no order ${BIG_ORDER_NUMBER}: generate the bench data first`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

export async function generate(url, scale, log = console.log) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await current(client, scale)) return log(`bench data at scale ${scale} already there`);
    const n = sizes(scale);
    log(`generating ${JSON.stringify(n)}`);
    const q = (sql, params) => client.query(sql, params);
    // Data of an earlier version or scale is deleted in the same transaction as the new rows are
    // written, so the tables end up twice their size, half of it free space: the planner then
    // reads the users of a subtree by scanning the whole table, and the agents' views ran at a
    // third of their speed. Such a database is compacted afterwards.
    const [{ replaced }] = (await q('select exists (select 1 from devices) as replaced')).rows;
    await q('begin');
    await q(`delete from platform_score_buckets; delete from platform_daily_stats;
             delete from store_score_spread; delete from store_daily_stats; delete from test_records;
             delete from consumers; delete from goods; delete from skin_plans; delete from custom_diseases;
             delete from disease_details where owner_id is not null; delete from disease_detail_defaults;
             delete from device_events; delete from device_secret_handovers; delete from devices;
             delete from feedback; delete from output_orders; delete from input_orders; delete from print_jobs;
             delete from stores; delete from agents; delete from sessions;
             delete from users where username <> 'admin'; delete from bench_info`);
    const role = async (code) => (await q('select id from roles where code = $1', [code])).rows[0].id;
    const agentRole = await role('AGENT');
    const merchantRole = await role('MERCHANT');
    const managerRole = await role('STORE_MANAGER');
    const salesRole = await role('SALESMAN');
    const admin = (await q(`select id, path, password_hash from users where username = 'admin'`)).rows[0];
    const base = admin.id + 1;
    const A = base;
    const M = A + n.agents;
    const S = M + n.merchants;
    const P = S + n.stores;
    // Users by kind, ids computed so each path is known in the same statement. Skew: merchant j
    // goes to agent floor(agents * (j/merchants)^2), so the first agents hold most merchants.
    const users = (first, count, parentExpr, roleId, prefix) =>
      q(
        `insert into users (id, parent_id, path, username, password_hash, name, role_id, state)
         overriding system value
         select $1::int + g, p.id, p.path || ($1::int + g) || '/', $2 || g, $3, $2 || ' ' || g, $4, 1
         from generate_series(0, $5::int - 1) g join users p on p.id = (${parentExpr})`,
        [first, prefix, admin.password_hash, roleId, count],
      );
    await users(A, n.agents, `${admin.id}`, agentRole, 'agent');
    await users(
      M,
      n.merchants,
      `${A} + floor(${n.agents} * power(g::float / ${n.merchants}, 2))::int`,
      merchantRole,
      'merchant',
    );
    await users(
      S,
      n.stores,
      `${M} + floor(${n.merchants} * power(g::float / ${n.stores}, 2))::int`,
      managerRole,
      'manager',
    );
    await users(P, n.salespeople, `${A} + g % ${n.agents}`, salesRole, 'sales');
    await q(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    await q(
      `insert into agents (user_id, name) select $1::int + g, 'Agent ' || g from generate_series(0, $2::int - 1) g`,
      [A, n.agents],
    );
    // One store per manager account, belonging to the manager's merchant.
    await q(
      `insert into stores (id, name, merchant_id, manager_id, area, phone)
       overriding system value
       select u.id, 'Store ' || (u.id - $1), u.parent_id, u.id, 'Area ' || (u.id % 50), '1380000' || lpad((u.id % 10000)::text, 4, '0')
       from users u where u.id between $1 and $1 + $2 - 1`,
      [S, n.stores],
    );
    await q(`select setval(pg_get_serial_sequence('stores', 'id'), (select max(id) from stores))`);
    const types = [];
    for (const [name, model] of [
      ['Bench Pro', 'BENCH-PRO'],
      ['Bench Mini', 'BENCH-MINI'],
      ['Bench Max', 'BENCH-MAX'],
    ]) {
      const { rows } = await q(
        `insert into device_types (name, hardware_model) values ($1, $2)
         on conflict (lower(hardware_model)) do update set name = excluded.name returning id`,
        [name, model],
      );
      types.push(rows[0].id);
    }
    // Devices: 70% bound (device i to store floor(stores * (i/devices)^2): a few large stores),
    // 10% issued to an agent, 15% in stock, 4% printed, 1% returned.
    await q(
      `insert into devices (serial_number, batch_number, device_type_id, firmware_version, bluetooth_name, state, enabled, agent_id, store_id, created_at, updated_at)
       select 'SB' || lpad(g::text, 11, '0'), 'B' || (g / 1000), (array[$3::int, $4::int, $5::int])[1 + g % 3],
              '1.' || (g % 7) || '.0', 'SB-' || g,
              case when g % 100 < 70 then 'bound' when g % 100 < 80 then 'shipped' when g % 100 < 95 then 'in_stock'
                   when g % 100 < 99 then 'printed' else 'returned' end,
              g % 97 <> 0,
              case when g % 100 < 70 then m.parent_id when g % 100 < 80 then $6::int + g % $7::int end,
              case when g % 100 < 70 then s.id end,
              now() - (g || ' seconds')::interval, now() - ((g % 86400) || ' seconds')::interval
       from generate_series(1, $1::int) g
       join stores s on s.id = $2::int + floor($8::int * power(g::float / $1::int, 2))::int
       join users m on m.id = s.merchant_id`,
      [n.devices, S, types[0], types[1], types[2], A, n.agents, n.stores],
    );
    // The ledger: printed, and the step that brought each device where it is.
    await q(
      `insert into device_events (device_id, at, actor_name, action, from_state, to_state, agent_id, store_id)
       select id, created_at, 'admin', 'printed', null, 'printed', null, null from devices
       union all
       select id, updated_at, 'admin',
              case state when 'bound' then 'bound' when 'shipped' then 'issued' when 'in_stock' then 'received' else 'returned' end,
              case state when 'bound' then 'shipped' when 'shipped' then 'in_stock' when 'in_stock' then 'printed' else 'in_stock' end,
              state, agent_id, store_id
       from devices where state <> 'printed'`,
    );
    await goodsStep(q, { goods: n.goods, agents: n.agents, firstAgent: A });
    await testsStep(q, { consumers: n.consumers, tests: n.tests, stores: n.stores, firstStore: S });
    const bigOrder = await bigInputOrder(q, { typeId: types[0], adminId: admin.id });
    log(`stock-in order ${BIG_ORDER_NUMBER} (id ${bigOrder.id}) holds ${bigOrder.devices} devices`);
    await q('insert into bench_info (version, scale, big_order_id) values ($1, $2, $3)', [
      GENERATOR_VERSION,
      scale,
      bigOrder.id,
    ]);
    await q('commit');
    log(replaced ? 'compacting and analyzing' : 'analyzing');
    await q(replaced ? 'vacuum full analyze' : 'vacuum analyze');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}
