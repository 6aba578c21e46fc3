import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/db/client';

// Rows, moves and connections the tests of what the database keeps per subtree write with
// (kept-newest.test.ts, kept-subtree-counts.test.ts, unbound-holders.test.ts): devices in a
// merchant's first store or held outside a store, written straight into the table as a print job
// or a scan would.

/** `n` new devices named `prefix` 1..n, at `place` (a select of store_id and agent_id). */
export const newDevices = (n: number, prefix: string, place: SQL) => sql`insert into devices
    (serial_number, device_type_id, state, store_id, agent_id)
  select ${prefix} || i, (select min(id) from device_types), 'in_stock', p.store_id, p.agent_id
  from generate_series(1, ${n}) i, (${place}) p`;
/** The first store of a merchant, by username. */
export const storeOf = (merchant: string) =>
  sql`(select s.id from stores s join users m on m.id = s.merchant_id where m.username = ${merchant} order by s.id limit 1)`;
/** A place in that store. */
export const inStoreOf = (merchant: string) =>
  sql`select ${storeOf(merchant)} as store_id, null::int as agent_id`;
/** A place outside any store, held by a user. */
export const heldBy = (username: string) =>
  sql`select null::int as store_id, (select id from users where username = ${username}) as agent_id`;

/** Moves a user under another, as the users service does (its subtree's paths, then its parent). */
export async function moveUser(db: Db, user: number, to: number) {
  const pathOf = async (id: number) =>
    (
      (await db.execute(sql`select path from users where id = ${id}`)) as unknown as {
        rows: { path: string }[];
      }
    ).rows[0].path;
  const from = await pathOf(user);
  const parent = await pathOf(to);
  await db.execute(sql`update users set path = ${`${parent}${user}/`}::varchar || substr(path, ${from.length + 1}::int)
    where path like ${`${from}%`}`);
  await db.execute(sql`update users set parent_id = ${to} where id = ${user}`);
}

/** Connections of their own to the test's database, beside the server's pool. */
export async function connections(db: Db, n: number) {
  const [{ name }] = (
    (await db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows;
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  const clients = Array.from({ length: n }, () => new pg.Client({ connectionString: url.toString() }));
  await Promise.all(clients.map((c) => c.connect()));
  // Waiting on another's lock fails within two seconds rather than hanging the test.
  await Promise.all(clients.map((c) => c.query(`set lock_timeout = '2s'`)));
  return clients;
}

/**
 * A row written for a user while that user moves in the tree, on connections of their own, both
 * ways round: for `first`, the write begins first and the move waits for it; for `second`, the move
 * begins first and the write waits for it. `write(user, n)` is the write's SQL (n = 1, 2),
 * `relocate(user)` the move's. Whatever the database keeps of the user's path must hold after both.
 */
export async function writeWhileMoving(
  db: Db,
  { first, second }: { first: number; second: number },
  write: (user: number, n: number) => string,
  relocate: (user: number) => string,
) {
  const [writer, mover] = await connections(db, 2);
  const settle = () => new Promise((r) => setTimeout(r, 100));
  try {
    // The write first: the move waits for it, then takes what it wrote along.
    await writer.query('begin');
    await writer.query(write(first, 1));
    await mover.query('begin');
    const moving = mover.query(relocate(first));
    await settle();
    await writer.query('commit');
    await moving;
    await mover.query('commit');
    // The move first: the write waits for it, and reads the moved path.
    await mover.query('begin');
    await mover.query(relocate(second));
    await writer.query('begin');
    const writing = writer.query(write(second, 2));
    await settle();
    await mover.query('commit');
    await writing;
    await writer.query('commit');
  } finally {
    await Promise.all([writer, mover].map((c) => c.end()));
  }
}

/** Reads of the test's database: a statement's rows, a user's id by name and path by id. */
export function treeReads(db: Db) {
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  return {
    rows,
    idOf: async (username: string) =>
      (await rows<{ id: number }>(sql`select id from users where username = ${username}`))[0].id,
    pathOf: async (id: number) =>
      (await rows<{ path: string }>(sql`select path from users where id = ${id}`))[0].path,
  };
}
