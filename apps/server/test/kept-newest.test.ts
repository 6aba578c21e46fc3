import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subtreeSizes } from '../src/data/scope';
import { createTestApp } from './harness';
import { connections, heldBy, inStoreOf, newDevices, storeOf } from './kept-fixtures';
import { onPostgres } from './statements';

// A large subtree's device list walks from the bound the database keeps of its newest devices
// (migration 0021, `kept_newest`): rows above the bound would never be listed, so after every
// kind of write the bound of each user must be at least the newest device its subtree sees.
const t = await createTestApp();
const rows = async <T>(q: SQL) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const idOf = async (username: string) =>
  (await rows<{ id: number }>(sql`select id from users where username = ${username}`))[0].id;

/**
 * Users whose bound is below the newest device their subtree sees, by the rule of
 * docs/architecture.md, "Tenancy" (a store's devices are seen by its merchant's and its manager's
 * subtrees, a device outside a store by its holder's), written independently of the triggers.
 * Empty when the bounds hold.
 */
const boundsBelowTheirRows = () =>
  rows<{ username: string; needed: number; bound: number | null }>(sql`
    select u.username, v.needed, b.bound from users u
    cross join lateral (select max(d.id) as needed from devices d
      where d.store_id in (select s.id from stores s join users o on o.id in (s.merchant_id, s.manager_id)
          where o.path like u.path || '%')
        or (d.store_id is null and d.agent_id in (select h.id from users h where h.path like u.path || '%'))) v
    cross join lateral (select max(k.newest) as bound from kept_newest k
      where k.kept = 'devices' and k.user_id = u.id) b
    where v.needed > coalesce(b.bound, 0)`);

/** The device list of `username` with its subtree known to be large (the walk from the bound). */
async function largeSubtreeList(username: string) {
  const [{ path }] = await rows<{ path: string }>(sql`select path from users where username = ${username}`);
  subtreeSizes.remember(path, false);
  const res = await t.as(username, { method: 'GET', url: '/api/device?pageNum=1&pageSize=10' });
  expect(res.statusCode, res.body).toBe(200);
  subtreeSizes.entries.clear();
  return res.json().data.list.map((d: { id: number }) => d.id) as number[];
}

describe("the bound of each subtree's newest devices", () => {
  it('holds after the demo data, new devices in a store and with a holder, and moves between them', async () => {
    expect(await boundsBelowTheirRows()).toEqual([]);
    await t.db.execute(newDevices(30, 'KN-S-', inStoreOf('merchant1')));
    await t.db.execute(newDevices(12, 'KN-H-', heldBy('agent2')));
    expect(await boundsBelowTheirRows()).toEqual([]);
    // The newest devices go from agent2's warehouse to a store of agent1's merchant, and back.
    await t.db.execute(sql`update devices set store_id = ${storeOf('merchant1')}
      where serial_number in ('KN-H-11', 'KN-H-12')`);
    expect(await boundsBelowTheirRows()).toEqual([]);
    await t.db.execute(sql`update devices set store_id = null, agent_id = (select id from users where username = 'merchant2')
      where serial_number = 'KN-H-12'`);
    expect(await boundsBelowTheirRows()).toEqual([]);
    // An old device moved to a store whose owners already see newer ones writes no bound row.
    const bounds = () => rows(sql`select * from kept_newest order by kept, user_id, shard`);
    const before = await bounds();
    await t.db.execute(sql`update devices set store_id = ${storeOf('merchant1')}
      where id = (select min(id) from devices
        where serial_number not like 'KN-%' and store_id is distinct from ${storeOf('merchant1')})`);
    expect(await bounds()).toEqual(before);
    expect(await boundsBelowTheirRows()).toEqual([]);
    // The large subtree's first page is the newest of what it sees.
    const [newest] = await rows<{ id: number }>(sql`select id from devices where serial_number = 'KN-H-11'`);
    expect((await largeSubtreeList('agent1'))[0]).toBe(newest.id);
    const [back] = await rows<{ id: number }>(sql`select id from devices where serial_number = 'KN-H-12'`);
    expect((await largeSubtreeList('agent2'))[0]).toBe(back.id);
    await t.db.execute(sql`delete from devices where serial_number like 'KN-%'`);
  });

  it('holds when a store changes merchant or manager and when a user moves in the tree', async () => {
    await t.db.execute(newDevices(5, 'KN-M-', inStoreOf('merchant2')));
    const store = (await rows<{ id: number }>(storeOf('merchant2')))[0].id;
    const [merchant1, manager1, merchant2, agent1, agent2] = await Promise.all(
      ['merchant1', 'manager1', 'merchant2', 'agent1', 'agent2'].map(idOf),
    );
    // merchant2's store, with the newest devices, is handed to merchant1 and run by manager1.
    await t.db.execute(sql`update stores set merchant_id = ${merchant1} where id = ${store}`);
    expect(await boundsBelowTheirRows()).toEqual([]);
    await t.db.execute(sql`update stores set manager_id = ${manager1} where id = ${store}`);
    expect(await boundsBelowTheirRows()).toEqual([]);
    const [newest] = await rows<{ id: number }>(
      sql`select max(id) as id from devices where serial_number like 'KN-M-%'`,
    );
    expect((await largeSubtreeList('agent1'))[0]).toBe(newest.id);
    // The store goes back; then merchant2 itself moves from agent2 to agent1, as the users
    // service moves a user (every path of its subtree rewritten, then its parent).
    await t.db.execute(
      sql`update stores set merchant_id = ${merchant2}, manager_id = null where id = ${store}`,
    );
    const move = async (to: number) => {
      const [{ path: from }] = await rows<{ path: string }>(
        sql`select path from users where id = ${merchant2}`,
      );
      const [{ path: parent }] = await rows<{ path: string }>(sql`select path from users where id = ${to}`);
      await t.db.execute(sql`update users set path = ${`${parent}${merchant2}/`}::varchar || substr(path, ${from.length + 1}::int)
        where path like ${`${from}%`}`);
      await t.db.execute(sql`update users set parent_id = ${to} where id = ${merchant2}`);
    };
    await move(agent1);
    expect(await boundsBelowTheirRows()).toEqual([]);
    expect((await largeSubtreeList('agent1'))[0]).toBe(newest.id);
    await move(agent2);
    expect(await boundsBelowTheirRows()).toEqual([]);
    await t.db.execute(sql`delete from devices where serial_number like 'KN-%'`);
  });

  // Two operators scanning at once for the same holder: neither may wait on the other's bound row.
  it.skipIf(!onPostgres)(
    'lets parallel writers for one subtree go on without waiting for each other',
    async () => {
      const clients = await connections(t.db, 3);
      try {
        for (const [i, c] of clients.entries()) {
          await c.query('begin');
          await c.query(
            `insert into devices (serial_number, device_type_id, state, agent_id)
           select 'KN-P-${i}', min(id), 'in_stock', (select id from users where username = 'agent1') from device_types`,
          );
        }
        for (const c of clients) await c.query('commit');
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
      expect(await boundsBelowTheirRows()).toEqual([]);
      await t.db.execute(sql`delete from devices where serial_number like 'KN-%'`);
    },
  );

  // A device written under a user while that user moves: whichever goes first, the user's new
  // ancestors end up at least as high as the device.
  it.skipIf(!onPostgres)(
    'holds when a device is written under a user that is moving at that moment',
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
            write: () =>
              writer.query(
                `insert into devices (serial_number, device_type_id, state, store_id)
               select 'KN-R-${first}', min(id), 'in_stock',
                 (select id from stores where merchant_id = ${merchant1} order by id limit 1) from device_types`,
              ),
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
          expect(await boundsBelowTheirRows(), `${first} first`).toEqual([]);
        }
      } finally {
        await Promise.all([mover, writer].map((c) => c.end()));
      }
      await t.db.execute(sql`delete from devices where serial_number like 'KN-%'`);
    },
  );

  it('starts again when the devices are emptied', async () => {
    await t.db.execute(sql`truncate devices cascade`);
    expect(await rows(sql`select * from kept_newest where kept = 'devices'`)).toEqual([]);
    await t.db.execute(newDevices(3, 'KN-T-', inStoreOf('merchant1')));
    expect(await boundsBelowTheirRows()).toEqual([]);
  });
});
