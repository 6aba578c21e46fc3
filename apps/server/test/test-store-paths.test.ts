import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './harness';
import { moveUser, treeReads, writeWhileMoving } from './kept-fixtures';
import { onPostgres } from './statements';

// Each test record keeps the paths of its store's merchant and manager (migration 0036), which a
// subtree's test list checks instead of reading the store (data/scope.ts `probedRule`): they must
// be the store's of the moment after every kind of write, change of the store's owners and move.
const t = await createTestApp();
const { rows, idOf, pathOf } = treeReads(t.db);

/** Tests whose kept paths are not their store's merchant's and manager's. Empty when they hold. */
const testsOffTheirStore = () =>
  rows<{ id: number }>(sql`
    select r.id from test_records r join stores s on s.id = r.store_id
    join users m on m.id = s.merchant_id left join users g on g.id = s.manager_id
    where r.merchant_path is distinct from m.path or r.manager_path is distinct from g.path`);

/** The first store of a merchant (by id), and its manager. */
const storeOf = async (merchant: number) =>
  (
    await rows<{ id: number; manager_id: number | null }>(
      sql`select id, manager_id from stores where merchant_id = ${merchant} order by id limit 1`,
    )
  )[0];

/**
 * A test of the test's own (device model `SP`) in a store, written past the API as a device's
 * upload is stored, a day ahead so that it heads every list; with paths that are not the store's.
 */
const newTest = async (store: number, n: number) =>
  (
    await rows<{ id: number }>(sql`insert into test_records
        (store_id, consumer_id, client_id, face_position, device_model, score, tested_at, merchant_path, manager_path)
      select ${store}, min(id), ${`SP-${n}`}, 'front', 'SP', 80, now() + interval '1 day', '/9/', '/9/' from consumers
      returning id`)
  )[0].id;

/** Ids of the test's own tests on `username`'s unfiltered first page: the walk that checks the kept paths. */
const onFirstPage = async (username: string) => {
  const res = await t.as(username, { method: 'GET', url: '/api/test-record?pageNum=1&pageSize=20' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number; deviceModel: string | null }[])
    .filter((r) => r.deviceModel === 'SP')
    .map((r) => r.id)
    .sort((a, b) => a - b);
};

describe("test records keep their store's paths", () => {
  // The test's tests go whether a test passed or not.
  afterEach(async () => {
    await t.db.execute(sql`delete from test_records where device_model = 'SP'`);
  });

  it('after the demo data, on every insert and change of store, whatever the statement wrote', async () => {
    expect(await testsOffTheirStore()).toEqual([]);
    const [merchant1, merchant2] = await Promise.all(['merchant1', 'merchant2'].map(idOf));
    const [store1, store2] = await Promise.all([storeOf(merchant1), storeOf(merchant2)]);
    const id = await newTest(store1.id, 1);
    expect(await testsOffTheirStore()).toEqual([]);
    expect(await onFirstPage('agent1')).toEqual([id]);
    expect(await onFirstPage('agent2')).toEqual([]);
    // Set by hand, the paths are written from the store again.
    await t.db.execute(
      sql`update test_records set merchant_path = '/9/', manager_path = null where id = ${id}`,
    );
    expect(await testsOffTheirStore()).toEqual([]);
    await t.db.execute(sql`update test_records set store_id = ${store2.id} where id = ${id}`);
    expect(await testsOffTheirStore()).toEqual([]);
    expect(await onFirstPage('agent2')).toEqual([id]);
    expect(await onFirstPage('agent1')).toEqual([]);
  });

  it('follow a store given another merchant or manager, or none', async () => {
    const [merchant1, merchant2, manager1] = await Promise.all(
      ['merchant1', 'merchant2', 'manager1'].map(idOf),
    );
    const store = await storeOf(merchant1);
    const id = await newTest(store.id, 1);
    try {
      await t.db.execute(
        sql`update stores set merchant_id = ${merchant2}, manager_id = ${manager1} where id = ${store.id}`,
      );
      expect(await testsOffTheirStore()).toEqual([]);
      // The merchant's side is agent2's now; the manager's account, still under agent1, keeps it in agent1's.
      expect(await onFirstPage('agent2')).toEqual([id]);
      expect(await onFirstPage('agent1')).toEqual([id]);
      await t.db.execute(sql`update stores set manager_id = null where id = ${store.id}`);
      expect(await testsOffTheirStore()).toEqual([]);
      expect(await onFirstPage('agent1')).toEqual([]);
      expect(await onFirstPage('agent2')).toEqual([id]);
    } finally {
      await t.db.execute(
        sql`update stores set merchant_id = ${merchant1}, manager_id = ${store.manager_id} where id = ${store.id}`,
      );
    }
    expect(await testsOffTheirStore()).toEqual([]);
    expect(await onFirstPage('agent1')).toEqual([id]);
  });

  it('move with their store’s merchant and everyone under it', async () => {
    const [agent1, agent2, merchant1] = await Promise.all(['agent1', 'agent2', 'merchant1'].map(idOf));
    const id = await newTest((await storeOf(merchant1)).id, 1);
    // A change of a user's row that is not a move (its name) leaves the tests as they were.
    await t.db.execute(sql`update users set name = name where id = ${merchant1}`);
    expect(await testsOffTheirStore()).toEqual([]);
    await moveUser(t.db, merchant1, agent2);
    try {
      expect(await testsOffTheirStore()).toEqual([]);
      expect(await onFirstPage('agent2')).toEqual([id]);
      expect(await onFirstPage('agent1')).toEqual([]);
      expect(await onFirstPage('merchant1')).toEqual([id]);
    } finally {
      await moveUser(t.db, merchant1, agent1);
    }
    expect(await testsOffTheirStore()).toEqual([]);
    expect(await onFirstPage('agent1')).toEqual([id]);
    expect(await onFirstPage('agent2')).toEqual([]);
  });

  // A test uploaded while its store's merchant moves in the tree: whichever goes first, the test
  // keeps the paths the move gave.
  it.skipIf(!onPostgres)(
    'hold when a test is written while its merchant moves, either way round',
    async () => {
      const [merchant1, merchant2, agent2] = await Promise.all(
        ['merchant1', 'merchant2', 'agent2'].map(idOf),
      );
      const agent2Path = await pathOf(agent2);
      const homes = await rows<{ id: number; path: string }>(
        sql`select id, path from users where id in (${merchant1}, ${merchant2})`,
      );
      const stores = {
        [merchant1]: (await storeOf(merchant1)).id,
        [merchant2]: (await storeOf(merchant2)).id,
      };
      const write = (merchant: number, n: number) =>
        `insert into test_records (store_id, consumer_id, client_id, face_position, device_model, score, tested_at)
       select ${stores[merchant]}, min(id), 'SP-R-${n}', 'front', 'SP', 80, now() from consumers`;
      const relocate = (user: number) => `update users set path = '${agent2Path}${user}/' where id = ${user}`;
      await writeWhileMoving(t.db, { first: merchant1, second: merchant2 }, write, relocate);
      try {
        expect(await testsOffTheirStore()).toEqual([]);
        const kept = await rows<{ client_id: string; merchant_path: string }>(
          sql`select client_id, merchant_path from test_records where client_id like 'SP-R-%' order by client_id`,
        );
        expect(kept).toEqual([
          { client_id: 'SP-R-1', merchant_path: `${agent2Path}${merchant1}/` },
          { client_id: 'SP-R-2', merchant_path: `${agent2Path}${merchant2}/` },
        ]);
      } finally {
        for (const home of homes)
          await t.db.execute(sql`update users set path = ${home.path} where id = ${home.id}`);
      }
      expect(await testsOffTheirStore()).toEqual([]);
    },
  );
});
