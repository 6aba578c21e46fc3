import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './harness';
import { moveUser, treeReads, writeWhileMoving } from './kept-fixtures';
import { onPostgres } from './statements';

// Each good keeps its owner's path (migration 0035), which a subtree's goods list checks instead
// of reading the owner (data/scope.ts `probedRule`): it must be the owner's path of the moment
// after every kind of write and move, whatever ran beside it.
const t = await createTestApp();
const { rows, idOf, pathOf } = treeReads(t.db);

/** Goods whose kept path is not their owner's (or not empty without one). Empty when the paths hold. */
const goodsOffTheirOwner = () =>
  rows<{ name: string }>(sql`
    select g.name from goods g left join users u on u.id = g.owner_id
    where g.owner_path is distinct from u.path`);

/** The names of the test's goods (`OP-`) that `username` sees in the goods list. */
const seenBy = async (username: string) => {
  const res = await t.as(username, { method: 'GET', url: '/api/goods?pageNum=1&pageSize=50&name=OP-' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { name: string }[]).map((g) => g.name).sort();
};

/**
 * The test's goods on `username`'s unfiltered first page, the newest: the page a subtree's walk
 * answers checking each row's kept path (a search, as `seenBy`'s, reads its matches another way).
 */
const onFirstPage = async (username: string) => {
  const res = await t.as(username, { method: 'GET', url: '/api/goods?pageNum=1&pageSize=20' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { name: string }[])
    .map((g) => g.name)
    .filter((name) => name.startsWith('OP-'))
    .sort();
};

/** A good of the test's, written past the API (as the spreadsheet import and the bench write them). */
const newGood = (name: string, owner: number | null, ownerPath = 'nonsense') =>
  t.db.execute(sql`insert into goods (owner_id, owner_path, type, name, price)
    values (${owner}, ${ownerPath}, 'product', ${name}, 100)`);

describe("goods keep their owner's path", () => {
  // The test's goods go whether a test passed or not.
  afterEach(async () => {
    await t.db.execute(sql`delete from goods where name like 'OP-%'`);
  });

  it('after the demo data, on every insert and change of owner, whatever the statement wrote', async () => {
    expect(await goodsOffTheirOwner()).toEqual([]);
    const [agent1, agent2] = await Promise.all(['agent1', 'agent2'].map(idOf));
    await newGood('OP-1', agent1);
    await newGood('OP-2', null);
    expect(await goodsOffTheirOwner()).toEqual([]);
    // Set by hand, the path is written from the owner again.
    await t.db.execute(sql`update goods set owner_path = '/9/' where name = 'OP-1'`);
    expect(await goodsOffTheirOwner()).toEqual([]);
    await t.db.execute(sql`update goods set owner_id = ${agent2} where name = 'OP-1'`);
    expect(await goodsOffTheirOwner()).toEqual([]);
    expect(await seenBy('agent2')).toEqual(['OP-1', 'OP-2']);
    expect(await seenBy('agent1')).toEqual(['OP-2']);
    // Another change of the owner's row (its name) leaves the goods as they were.
    await t.db.execute(sql`update users set name = name where id = ${agent2}`);
    expect(await goodsOffTheirOwner()).toEqual([]);
  });

  it('created through the console, and moved with their owner and everyone under it', async () => {
    const res = await t.as('agent1', {
      method: 'POST',
      url: '/api/goods',
      payload: { type: 'product', name: 'OP-A1', price: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await goodsOffTheirOwner()).toEqual([]);
    const [agent1, agent2, merchant1] = await Promise.all(['agent1', 'agent2', 'merchant1'].map(idOf));
    const [created] = await rows<{ owner_path: string }>(
      sql`select owner_path from goods where name = 'OP-A1'`,
    );
    expect(created.owner_path).toBe(await pathOf(agent1));
    await t.db.execute(sql`delete from goods where name = 'OP-A1'`);
    // A merchant's good (merchants read their line's goods and their own; agents add them).
    await newGood('OP-M1', merchant1);
    expect(await seenBy('agent1')).toEqual(['OP-M1']);
    await moveUser(t.db, merchant1, agent2);
    try {
      expect(await goodsOffTheirOwner()).toEqual([]);
      expect(await seenBy('agent2')).toEqual(['OP-M1']);
      expect(await seenBy('agent1')).toEqual([]);
      expect(await onFirstPage('agent2')).toEqual(['OP-M1']);
      expect(await onFirstPage('agent1')).toEqual([]);
      expect(await seenBy('merchant1')).toEqual(['OP-M1']);
    } finally {
      await moveUser(t.db, merchant1, agent1);
    }
    expect(await goodsOffTheirOwner()).toEqual([]);
    expect(await seenBy('agent1')).toEqual(['OP-M1']);
    expect(await seenBy('agent2')).toEqual([]);
    expect(await onFirstPage('agent1')).toEqual(['OP-M1']);
    expect(await onFirstPage('agent2')).toEqual([]);
  });

  // A good written while its owner moves in the tree: whichever goes first, the good keeps the
  // path the move gave.
  it.skipIf(!onPostgres)('hold when a good is written while its owner moves, either way round', async () => {
    const [merchant1, merchant2, agent2] = await Promise.all(['merchant1', 'merchant2', 'agent2'].map(idOf));
    const agent2Path = await pathOf(agent2);
    const homes = await rows<{ id: number; path: string }>(
      sql`select id, path from users where id in (${merchant1}, ${merchant2})`,
    );
    const write = (owner: number, name: string) =>
      `insert into goods (owner_id, type, name, price) values (${owner}, 'product', '${name}', 100)`;
    const relocate = (user: number) => `update users set path = '${agent2Path}${user}/' where id = ${user}`;
    await writeWhileMoving(
      t.db,
      { first: merchant1, second: merchant2 },
      (owner, n) => write(owner, `OP-R-${n}`),
      relocate,
    );
    try {
      expect(await goodsOffTheirOwner()).toEqual([]);
      const kept = await rows<{ name: string; owner_path: string }>(
        sql`select name, owner_path from goods where name like 'OP-R-%' order by name`,
      );
      expect(kept).toEqual([
        { name: 'OP-R-1', owner_path: `${agent2Path}${merchant1}/` },
        { name: 'OP-R-2', owner_path: `${agent2Path}${merchant2}/` },
      ]);
    } finally {
      for (const home of homes)
        await t.db.execute(sql`update users set path = ${home.path} where id = ${home.id}`);
    }
    expect(await goodsOffTheirOwner()).toEqual([]);
  });
});
