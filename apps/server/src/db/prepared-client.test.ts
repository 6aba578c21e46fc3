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
