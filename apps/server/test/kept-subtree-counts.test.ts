import { DEVICE_STATES } from '@skin/contract';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';
import { connections, heldBy, inStoreOf, moveUser, newDevices, storeOf } from './kept-fixtures';
import { onPostgres } from './statements';

// A large subtree's lists take their totals from the counts the database keeps per subtree
// (migration 0023, `kept_subtree_counts`): after every kind of write, each user's count must be
// exactly the number of rows its subtree sees.
const t = await createTestApp();
const rows = async <T>(q: SQL) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const idOf = async (username: string) =>
  (await rows<{ id: number }>(sql`select id from users where username = ${username}`))[0].id;

/** The counts kept per subtree: a table's rows, or its devices in one state (migration 0025). */
const KEPT_KINDS = sql.join(
  [
    sql`('devices', 'devices', null)`,
    sql`('test_records', 'test_records', null)`,
    sql`('goods', 'goods', null)`,
    ...DEVICE_STATES.map((state) => sql`(${`device_states:${state}`}, 'devices', ${state})`),
  ],
  sql`, `,
);

/**
 * Users whose kept count differs from the rows their subtree sees, by the rule of
 * docs/architecture.md, "Tenancy" (a store's rows are seen by its merchant's and its manager's
 * subtrees, a device outside a store by its holder's), written independently of the triggers.
 * Empty when the counts hold.
 */
const countsOffTheRule = () =>
  rows<{ username: string; kept: string; seen: number; counted: number }>(sql`
    select u.username, k.kept, v.seen, coalesce(c.counted, 0) as counted from users u
    cross join (values ${KEPT_KINDS}) k(kept, tbl, state)
    cross join lateral (select case k.tbl
      when 'devices' then (select count(*) from devices d
        where (k.state is null or d.state = k.state)
          and (d.store_id in (select s.id from stores s join users o on o.id in (s.merchant_id, s.manager_id)
              where o.path like u.path || '%')
            or (d.store_id is null and d.agent_id in (select h.id from users h where h.path like u.path || '%'))))
      when 'test_records' then (select count(*) from test_records r
        where r.store_id in (select s.id from stores s join users o on o.id in (s.merchant_id, s.manager_id)
            where o.path like u.path || '%'))
      else (select count(*) from goods g
        where g.owner_id in (select h.id from users h where h.path like u.path || '%')) end::int as seen) v
    left join lateral (select sum(n)::int as counted from kept_subtree_counts c
      where c.kept = k.kept and c.user_id = u.id) c on true
    where v.seen <> coalesce(c.counted, 0)`);

/**
 * Owners whose goods differ from the count the database keeps of them (`goods.owner_id`, the
 * platform's under ''): a catalogue's total adds those of the users above a subtree's root.
 */
const ownersOffTheCount = () =>
  rows<{ value: string; n: number; counted: number }>(sql`
    select coalesce(g.value, c.value) as value, coalesce(g.n, 0) as n, coalesce(c.counted, 0) as counted
    from (select coalesce(owner_id::text, '') as value, count(*)::int as n from goods group by 1) g
    full join (select value, sum(n)::int as counted from kept_counts where counted = 'goods.owner_id'
      group by 1 having sum(n) <> 0) c on c.value = g.value
    where coalesce(g.n, 0) <> coalesce(c.counted, 0)`);

/** `n` goods named `prefix` 1..n, owned by a user (by username) or, without one, the platform's. */
const newGoods = (
  n: number,
  prefix: string,
  owner?: string,
) => sql`insert into goods (owner_id, type, name, price)
  select ${owner ? sql`(select id from users where username = ${owner})` : sql`null::int`}, 'product', ${prefix} || i, 100
  from generate_series(1, ${n}) i`;

const newTests = (n: number, merchant: string) => sql`insert into test_records
    (store_id, consumer_id, client_id, face_position, device_model, firmware, score, skin_age, tested_at)
  select ${storeOf(merchant)}, c.id, 'KS-' || i, 'front', 'KS', '1', 80, 30, now()
  from generate_series(1, ${n}) i, (select min(id) as id from consumers) c`;
const move = (user: number, to: number) => moveUser(t.db, user, to);

describe('the rows each subtree sees, counted by the database', () => {
  it('hold after the demo data, new rows in a store and with a holder, moves between them and deletes', async () => {
    expect(await countsOffTheRule()).toEqual([]);
    await t.db.execute(newDevices(30, 'KS-S-', inStoreOf('merchant1')));
    await t.db.execute(newDevices(12, 'KS-H-', heldBy('agent2')));
    await t.db.execute(newTests(7, 'merchant1'));
    await t.db.execute(newGoods(5, 'KS-G-M-', 'merchant1'));
    await t.db.execute(newGoods(3, 'KS-G-A-', 'agent2'));
    await t.db.execute(newGoods(2, 'KS-G-P-'));
    expect(await countsOffTheRule()).toEqual([]);
    expect(await ownersOffTheCount()).toEqual([]);
    // Goods handed to another owner, and one taken over by the platform.
    await t.db.execute(sql`update goods set owner_id = (select id from users where username = 'agent2')
      where name in ('KS-G-M-1', 'KS-G-M-2')`);
    await t.db.execute(sql`update goods set owner_id = null where name = 'KS-G-A-1'`);
    expect(await countsOffTheRule()).toEqual([]);
    expect(await ownersOffTheCount()).toEqual([]);
    // Devices go from agent2's warehouse to a store of agent1's merchant, one to another holder.
    await t.db.execute(sql`update devices set store_id = ${storeOf('merchant1')}
      where serial_number in ('KS-H-11', 'KS-H-12')`);
    await t.db.execute(sql`update devices set agent_id = (select id from users where username = 'merchant2')
      where serial_number = 'KS-H-10'`);
    expect(await countsOffTheRule()).toEqual([]);
    // A device in a store handed to another holder stays the store's; one taken out of the store.
    await t.db.execute(sql`update devices set agent_id = (select id from users where username = 'agent2')
      where serial_number = 'KS-S-1'`);
    await t.db.execute(sql`update devices set store_id = null where serial_number = 'KS-S-2'`);
    // Devices change state where they are, and while they move.
    await t.db.execute(
      sql`update devices set state = 'returned' where serial_number in ('KS-S-3', 'KS-H-1')`,
    );
    await t.db.execute(sql`update devices set state = 'bound', store_id = ${storeOf('merchant1')}
      where serial_number = 'KS-H-2'`);
    expect(await countsOffTheRule()).toEqual([]);
    // An update that moves nothing (another column) changes no count.
    const counts = () => rows(sql`select * from kept_subtree_counts order by kept, user_id, shard`);
    const before = await counts();
    await t.db.execute(sql`update devices set remark = 'checked' where serial_number like 'KS-%'`);
    expect(await counts()).toEqual(before);
    expect(await countsOffTheRule()).toEqual([]);
    await t.db.execute(sql`delete from devices where serial_number like 'KS-%'`);
    await t.db.execute(sql`delete from test_records where device_model = 'KS'`);
    await t.db.execute(sql`delete from goods where name like 'KS-%'`);
    expect(await countsOffTheRule()).toEqual([]);
    expect(await ownersOffTheCount()).toEqual([]);
  });

  it('hold when a store changes merchant or manager, and when users move in the tree', async () => {
    await t.db.execute(newDevices(5, 'KS-M-', inStoreOf('merchant2')));
    await t.db.execute(newTests(4, 'merchant2'));
    // Goods go with their owner: merchant2's, and those of a user under merchant1.
    await t.db.execute(newGoods(4, 'KS-G-M-', 'merchant2'));
    await t.db.execute(newGoods(2, 'KS-G-S-', 'manager1'));
    const store = (await rows<{ id: number }>(storeOf('merchant2')))[0].id;
    const [merchant1, manager1, merchant2, agent1, agent2] = await Promise.all(
      ['merchant1', 'manager1', 'merchant2', 'agent1', 'agent2'].map(idOf),
    );
    // merchant2's store is handed to merchant1 and run by manager1, then goes back.
    await t.db.execute(sql`update stores set merchant_id = ${merchant1} where id = ${store}`);
    expect(await countsOffTheRule()).toEqual([]);
    await t.db.execute(sql`update stores set manager_id = ${manager1} where id = ${store}`);
    expect(await countsOffTheRule()).toEqual([]);
    await t.db.execute(sql`update stores set merchant_id = ${merchant2} where id = ${store}`);
    expect(await countsOffTheRule()).toEqual([]);
    // merchant2 moves from agent2 to agent1 and back, its store run by manager1 (another
    // subtree): the store is seen through either owner.
    await move(merchant2, agent1);
    expect(await countsOffTheRule()).toEqual([]);
    await move(merchant2, agent2);
    expect(await countsOffTheRule()).toEqual([]);
    // merchant1 moves with everyone under it, manager1 among them: the store's two owners move
    // in one statement.
    await t.db.execute(
      sql`update stores set merchant_id = ${merchant1}, manager_id = ${manager1} where id = ${store}`,
    );
    const [{ parent }] = await rows<{ parent: number }>(
      sql`select parent_id as parent from users where id = ${merchant1}`,
    );
    const other = parent === agent1 ? agent2 : agent1;
    await move(merchant1, other);
    expect(await countsOffTheRule()).toEqual([]);
    await move(merchant1, parent);
    expect(await countsOffTheRule()).toEqual([]);
    await t.db.execute(
      sql`update stores set merchant_id = ${merchant2}, manager_id = null where id = ${store}`,
    );
    await t.db.execute(sql`delete from devices where serial_number like 'KS-%'`);
    await t.db.execute(sql`delete from test_records where device_model = 'KS'`);
    await t.db.execute(sql`delete from goods where name like 'KS-%'`);
    expect(await countsOffTheRule()).toEqual([]);
    expect(await ownersOffTheCount()).toEqual([]);
  });

  // Two operators scanning at once for the same holder: neither may wait on the other's count.
  it.skipIf(!onPostgres)(
    'lets parallel writers for one subtree go on without waiting for each other',
    async () => {
      const clients = await connections(t.db, 3);
      try {
        for (const [i, c] of clients.entries()) {
          await c.query('begin');
          await c.query(
            `insert into devices (serial_number, device_type_id, state, agent_id)
           select 'KS-P-${i}', min(id), 'in_stock', (select id from users where username = 'agent1') from device_types`,
          );
        }
        for (const c of clients) await c.query('commit');
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
      expect(await countsOffTheRule()).toEqual([]);
      await t.db.execute(sql`delete from devices where serial_number like 'KS-%'`);
    },
  );

  // A device and a test record written into a store while its merchant moves: whichever goes first, the counts
  // end up those of the rule.
  it.skipIf(!onPostgres)(
    'hold when a row is written under a user that is moving at that moment',
    async () => {
      const [mover, writer] = await connections(t.db, 2);
      const [merchant1, agent1, agent2] = await Promise.all(['merchant1', 'agent1', 'agent2'].map(idOf));
      const moveSql = (
        to: number,
      ) => `update users set path = (select path from users where id = ${to}) || '${merchant1}/'
        || substr(path, length((select path from users where id = ${merchant1})) + 1)
      where path like (select path from users where id = ${merchant1}) || '%'`;
      try {
        for (const [first, second] of [
          ['move', 'write'],
          ['write', 'move'],
        ]) {
          const to =
            (await rows<{ parent_id: number }>(sql`select parent_id from users where id = ${merchant1}`))[0]
              .parent_id === agent1
              ? agent2
              : agent1;
          const steps: Record<string, () => Promise<unknown>> = {
            move: () => mover.query(moveSql(to)),
            // A test record first: unlike a device, no other trigger of its table reads the owners.
            write: async () => {
              await writer.query(
                `insert into test_records (store_id, consumer_id, client_id, face_position, device_model, score, tested_at)
                 select (select id from stores where merchant_id = ${merchant1} order by id limit 1), min(id),
                   'KS-R-${first}', 'front', 'KS', 80, now() from consumers`,
              );
              await writer.query(
                `insert into devices (serial_number, device_type_id, state, store_id)
                 select 'KS-R-${first}', min(id), 'in_stock',
                   (select id from stores where merchant_id = ${merchant1} order by id limit 1) from device_types`,
              );
            },
          };
          const client = { move: mover, write: writer };
          await mover.query('begin');
          await writer.query('begin');
          await steps[first]();
          // The second waits for the first's lock; the first commits, then the second goes on.
          const later = steps[second]();
          await new Promise((r) => setTimeout(r, 200));
          await client[first as 'move' | 'write'].query('commit');
          await later;
          await client[second as 'move' | 'write'].query('commit');
          await t.db.execute(sql`update users set parent_id = ${to} where id = ${merchant1}`);
          expect(await countsOffTheRule(), `${first} first`).toEqual([]);
        }
      } finally {
        await Promise.all([mover, writer].map((c) => c.end()));
      }
      await t.db.execute(sql`delete from devices where serial_number like 'KS-%'`);
      await t.db.execute(sql`delete from test_records where device_model = 'KS'`);
    },
  );

  it('start again when a table is emptied', async () => {
    await t.db.execute(sql`truncate devices cascade`);
    expect(
      await rows(
        sql`select * from kept_subtree_counts where kept = 'devices' or kept like 'device\\_states:%'`,
      ),
    ).toEqual([]);
    await t.db.execute(newDevices(3, 'KS-T-', inStoreOf('merchant1')));
    expect(await countsOffTheRule()).toEqual([]);
  });
});
