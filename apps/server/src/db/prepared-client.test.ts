import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedClient } from './prepared-client';
import { MAX_PATTERNS_PER_CONNECTION, MAX_PREPARED_PER_CONNECTION } from './statement-names';

const prepared = async (c: pg.PoolClient) =>
  (await c.query('select statement from pg_prepared_statements')).rows.map((r) => r.statement as string);

describe.runIf(process.env.TEST_DB === 'postgres')('statements run prepared on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ Client: PreparedClient, connectionString: process.env.DATABASE_URL, max: 1 });
  });
  afterAll(() => pool.end());

  it('prepares a parameterized statement once per connection and answers as before', async () => {
    const c = await pool.connect();
    try {
      const text = 'select $1::int + 1 as n';
      expect((await c.query({ text }, [1])).rows).toEqual([{ n: 2 }]);
      expect((await c.query({ text }, [41])).rows).toEqual([{ n: 42 }]);
      expect((await c.query(text, [2])).rows).toEqual([{ n: 3 }]);
      expect((await prepared(c)).filter((s) => s === text)).toHaveLength(1);
      // A statement without parameters (BEGIN, a migration) is left as it is.
      await c.query({ text: 'select 7 as seven' });
      expect(await prepared(c)).not.toContain('select 7 as seven');
      // A pattern match is planned for its pattern every time.
      const like = "select count(*)::int as n from (values ('SB001'), ('SB002')) v(s) where s ilike $1";
      expect((await c.query({ text: like }, ['%001%'])).rows).toEqual([{ n: 1 }]);
      expect(await prepared(c)).not.toContain(like);
    } finally {
      c.release();
    }
  });

  it('keeps a pattern written into the text prepared, a bounded number of them', async () => {
    const c = await pool.connect();
    try {
      const text = (p: string) =>
        `select count(*)::int as n from (values ('SB001'), ('SB002')) v(s) where s ilike '%${p}%' and $1::int = 1`;
      expect((await c.query({ text: text('001') }, [1])).rows).toEqual([{ n: 1 }]);
      expect(await prepared(c)).toContain(text('001'));
      // With no parameter at all, too.
      const bare = "select count(*)::int as n from (values ('SB001')) v(s) where s ilike '%B0%'";
      expect((await c.query({ text: bare })).rows).toEqual([{ n: 1 }]);
      expect(await prepared(c)).toContain(bare);
      for (let i = 0; i < MAX_PATTERNS_PER_CONNECTION; i++)
        expect((await c.query({ text: text(`x${i}`) }, [1])).rows).toEqual([{ n: 0 }]);
      const kept = (await prepared(c)).filter((s) => s.includes('ilike'));
      expect(kept.length).toBe(MAX_PATTERNS_PER_CONNECTION);
    } finally {
      c.release();
    }
  });

  it('stops preparing new texts past the bound, and still runs them', async () => {
    const c = await pool.connect();
    try {
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 5; i++) {
        const { rows } = await c.query({ text: `select $1::int + ${i} as n` }, [1]);
        expect(rows).toEqual([{ n: 1 + i }]);
      }
      expect((await prepared(c)).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    } finally {
      c.release();
    }
  });

  it('a failing prepared statement leaves the connection usable', async () => {
    const c = await pool.connect();
    try {
      await expect(c.query({ text: 'select 1 / $1::int as n' }, [0])).rejects.toThrow(/division by zero/);
      expect((await c.query({ text: 'select 1 / $1::int as n' }, [1])).rows).toEqual([{ n: 1 }]);
    } finally {
      c.release();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')(
  'a named statement describes its rows once per connection',
  () => {
    let client: pg.Client;
    /** RowDescription messages this connection received. */
    let descriptions = 0;
    beforeAll(async () => {
      client = new PreparedClient({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      (client as unknown as { connection: { on(e: string, f: () => void): void } }).connection.on(
        'rowDescription',
        () => descriptions++,
      );
    });
    afterAll(() => client.end());

    const text =
      "select $1::int as id, 'name ' || $1::text as name, timestamptz '2026-01-02 03:04:05+00' as at, null::int as none";

    it('answers its later runs the same, without a row description, in either row mode', async () => {
      const before = descriptions;
      const first = await client.query({ text }, [1]);
      expect(descriptions - before).toBe(1);
      const second = await client.query({ text }, [2]);
      const third = await client.query({ text }, [3]);
      expect(descriptions - before).toBe(1);
      expect(first.rows).toEqual([
        { id: 1, name: 'name 1', at: new Date('2026-01-02T03:04:05Z'), none: null },
      ]);
      expect(second.rows).toEqual([
        { id: 2, name: 'name 2', at: new Date('2026-01-02T03:04:05Z'), none: null },
      ]);
      expect(third.fields.map((f) => f.name)).toEqual(['id', 'name', 'at', 'none']);
      expect(third.rowCount).toBe(1);
      // Array rows with a caller's own type parsers, as drizzle sends them: kept per parsers.
      const types = { getTypeParser: (oid: number) => (oid === 1184 ? (v: string) => `raw:${v}` : String) };
      const asArray = () => client.query({ text, rowMode: 'array', types } as pg.QueryConfig, [4]);
      expect((await asArray()).rows).toEqual([['4', 'name 4', 'raw:2026-01-02 03:04:05+00', null]]);
      expect((await asArray()).rows).toEqual([['4', 'name 4', 'raw:2026-01-02 03:04:05+00', null]]);
      expect(descriptions - before).toBe(1);
    });

    it('knows the rows of a run that found none, and of statements sent together', async () => {
      const none = 'select $1::int as n where false';
      expect((await client.query({ text: none }, [1])).rows).toEqual([]);
      const again = await client.query({ text: none }, [1]);
      expect(again.rows).toEqual([]);
      expect(again.fields.map((f) => f.name)).toEqual(['n']);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => client.query({ text: 'select $1::int * 2 as twice' }, [i])),
      );
      expect(answers.map((a) => a.rows[0].twice)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    });

    it('forgets the rows of a statement that failed, and the connection goes on', async () => {
      const divide = 'select 10 / $1::int as n';
      expect((await client.query({ text: divide }, [2])).rows).toEqual([{ n: 5 }]);
      await expect(client.query({ text: divide }, [0])).rejects.toThrow(/division by zero/);
      const before = descriptions;
      expect((await client.query({ text: divide }, [5])).rows).toEqual([{ n: 2 }]);
      expect(descriptions - before).toBe(1);
      // A value pg cannot write for Bind fails before anything is sent, and the statement still runs.
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      await expect(client.query({ text: 'select $1::jsonb as j' }, [{ a: 1 }])).resolves.toBeTruthy();
      await expect(client.query({ text: 'select $1::jsonb as j' }, [cyclic])).rejects.toThrow();
      expect((await client.query({ text: 'select $1::jsonb as j' }, [{ b: 2 }])).rows).toEqual([
        { j: { b: 2 } },
      ]);
    });
  },
);
