import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareStatements } from './pglite-prepared';
import { MAX_PREPARED_PER_CONNECTION } from './statement-names';
import { watchWrites } from './write-clock';

// Run on the embedded database whichever database the suite runs on.
describe.runIf(process.env.TEST_DB !== 'postgres')('statements run prepared on PGlite', () => {
  let db: PGlite;
  let plain: PGlite;
  beforeAll(async () => {
    [db, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    prepareStatements(db);
    watchWrites(db); // as the server opens it: the write clock wraps the prepared path
    const schema = `create table t (
      id int primary key, name text not null, at timestamptz, tags text[], doc jsonb, price numeric(10, 2), ok boolean
    );
    insert into t values
      (1, 'one', '2026-01-02T03:04:05Z', '{a,b}', '{"k": [1, 2]}', 12.5, true),
      (2, 'two', null, '{}', null, null, false);`;
    await Promise.all([db.exec(schema), plain.exec(schema)]);
  });
  afterAll(() => Promise.all([db.close(), plain.close()]));
  afterEach(() => vi.restoreAllMocks());

  const parses = () => {
    const spy = vi.spyOn(db, 'execProtocolStream');
    // Parse messages naming a statement: the byte 'P', the length (4 bytes), then a name that is
    // not empty (PGlite's own path parses the unnamed statement).
    return () => spy.mock.calls.filter(([message]) => message[0] === 0x50 && message[5] !== 0).length;
  };

  it('answers exactly as PGlite does, rows, fields and types, in either row mode', async () => {
    const text =
      'select id, name, at, tags, doc, price, ok from t where id = any($1) or name = $2 order by id';
    const params = [[1, 2], 'none'];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const ours = await db.query(text, params, options);
      const theirs = await plain.query(text, params, options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const [row] = (await db.query<{ at: Date; tags: string[] }>('select at, tags from t where id = $1', [1]))
      .rows;
    expect(row?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(row?.tags).toEqual(['a', 'b']);
  });

  it('parses a statement once, then only binds and executes it, with new values each time', async () => {
    const parsed = parses();
    const text = 'select name from t where id = $1';
    expect((await db.query(text, [1])).rows).toEqual([{ name: 'one' }]);
    expect((await db.query(text, [2])).rows).toEqual([{ name: 'two' }]);
    expect((await db.query(text, [3])).rows).toEqual([]);
    expect(parsed()).toBe(1);
  });

  it('writes through a prepared statement and reports how many rows it changed', async () => {
    const result = await db.query('update t set ok = $1 where id = $2', [true, 2]);
    expect(result.affectedRows).toBe(1);
    expect((await db.query('select ok from t where id = $1', [2])).rows).toEqual([{ ok: true }]);
  });

  it('throws the database error with its code and statement, and the session goes on', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    const failure = await db.query(insert, [1, 'again']).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: [1, 'again'] });
    const bad = await db.query('select nope from t where id = $1', [1]).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '42703' });
    // The failed parse left no statement behind: the same text fails the same way, not as a duplicate.
    await expect(db.query('select nope from t where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await db.query('select count(*)::int as n from t where id > $1', [0])).rows).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction under way rather than running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('update t set name = $1 where id = $2', ['changing', 1]);
      await held;
      await tx.query('update t set name = $1 where id = $2', ['one', 1]);
    });
    await new Promise((r) => setTimeout(r, 20));
    const read = db.query<{ name: string }>('select name from t where id = $1', [1]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ name: 'one' }]);
  });

  it('plans a pattern given as a parameter each time, and leaves statements without parameters alone', async () => {
    const parsed = parses();
    const unprepared = vi.spyOn(PGlite.prototype, 'query');
    expect((await db.query('select id from t where name like $1', ['t%'])).rows).toEqual([{ id: 2 }]);
    expect((await db.query('select id from t order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(unprepared).toHaveBeenCalledTimes(2);
    expect(parsed()).toBe(0);
  });

  it('prepares once per database, however often it is asked to', async () => {
    const again = await PGlite.create();
    try {
      prepareStatements(again);
      const first = again.query;
      prepareStatements(again);
      expect(again.query).toBe(first);
      for (let i = 0; i < 2; i++)
        expect((await again.query('select $1::int as n', [i])).rows).toEqual([{ n: i }]);
    } finally {
      await again.close();
    }
  });

  it('stops preparing new texts past the bound, and still runs them', async () => {
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 5; i++)
      expect((await db.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    const unprepared = vi.spyOn(PGlite.prototype, 'query');
    expect((await db.query('select $1::int * 7 as n', [6])).rows).toEqual([{ n: 42 }]);
    expect(unprepared).toHaveBeenCalledTimes(1);
  });
});
