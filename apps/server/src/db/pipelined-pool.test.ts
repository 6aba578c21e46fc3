import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionError } from './open';
import { PipelinedPool, STALLED_AFTER_MS } from './pipelined-pool';

const url = process.env.DATABASE_URL as string;
const backend = async (pool: PipelinedPool) =>
  (await pool.query('select pg_backend_pid() as pid')).rows[0].pid as number;

describe.runIf(process.env.TEST_DB === 'postgres')('statements pipelined on shared connections', () => {
  let pool: PipelinedPool;
  beforeAll(() => {
    pool = new PipelinedPool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  });
  afterAll(() => pool.end());

  it('answers every statement of a burst with its own answer, on at most half the connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        pool.query({ text: 'select $1::int * 2 as n, pg_backend_pid() as pid' }, [i]),
      ),
    );
    expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 300 }, (_, i) => i * 2));
    const pids = new Set(answers.map((a) => a.rows[0].pid));
    expect(pids.size).toBeGreaterThanOrEqual(1);
    expect(pids.size).toBeLessThanOrEqual(2);
  });

  it('keeps at most `busyLanes` connections busy: the other reads wait in turn, each answered', async () => {
    const narrow = new PipelinedPool({
      connectionString: url,
      max: 8,
      busyLanes: 2,
      connectionTimeoutMillis: 5000,
    });
    try {
      // Two connections opened first: statements given to a connection still connecting wait
      // longer than a stall, which would rightly open another.
      await Promise.all(Array.from({ length: 4 }, () => backend(narrow)));
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          narrow.query({ text: 'select $1::int + 1 as n, pg_backend_pid() as pid' }, [i]),
        ),
      );
      expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
      // Without the bound the burst spread over all four shared connections.
      expect(new Set(answers.map((a) => a.rows[0].pid)).size).toBeLessThanOrEqual(2);
    } finally {
      await narrow.end();
    }
  });

  it('fails only the statement that fails; those around it are answered', async () => {
    const burst = Array.from({ length: 30 }, (_, i) =>
      pool.query({ text: 'select 10 / $1::int as n' }, [i === 15 ? 0 : 1]).then(
        (r: { rows: { n: number }[] }) => r.rows[0]?.n,
        (err: { code?: string }) => err.code,
      ),
    );
    const results = await Promise.all(burst);
    expect(results[15]).toBe('22012'); // division by zero
    expect(results.filter((r) => r === 10)).toHaveLength(29);
  });

  it('sends new statements past a slow one instead of queueing them behind it', async () => {
    const slow = pool.query({ text: 'select pg_sleep($1::float8) as slept' }, [1.5]);
    await new Promise((r) => setTimeout(r, STALLED_AFTER_MS * 3));
    const started = performance.now();
    const fast = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pool.query({ text: 'select $1::int as n' }, [i])),
    );
    const waited = performance.now() - started;
    expect(fast.map((r) => r.rows[0].n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(waited).toBeLessThan(1000);
    await slow;
  });

  it('never queues a statement behind one that waits for a lock', async () => {
    // A transaction holds a row; a single statement waits for that row; the transaction then needs
    // a single statement of its own before it can commit. Queued behind the waiting write, that
    // statement would wait for it, and it for the transaction, for ever.
    await pool.query('create table if not exists pipelined_pool_lock (id int primary key, n int)');
    await pool.query('truncate pipelined_pool_lock');
    await pool.query('insert into pipelined_pool_lock values (1, 0)');
    const tx = await pool.connect();
    try {
      await tx.query('begin');
      await tx.query({ text: 'update pipelined_pool_lock set n = n + 1 where id = $1' }, [1]);
      const waiting = pool.query({ text: 'update pipelined_pool_lock set n = n + 10 where id = $1' }, [1]);
      const needed = await Promise.race([
        pool.query({ text: 'select n from pipelined_pool_lock where id = $1' }, [1]),
        new Promise((r) => setTimeout(() => r('stuck'), 3000)),
      ]);
      expect(needed).not.toBe('stuck');
      await tx.query('commit');
      await waiting;
      expect((await pool.query('select n from pipelined_pool_lock')).rows[0].n).toBe(11);
    } finally {
      tx.release();
      await pool.query('drop table pipelined_pool_lock');
    }
  });

  it('gives a transaction a connection of its own, unseen by shared statements until commit', async () => {
    await pool.query('create table if not exists pipelined_pool_probe (n int)');
    await pool.query('truncate pipelined_pool_probe');
    const tx = await pool.connect();
    try {
      await tx.query('begin');
      await tx.query({ text: 'insert into pipelined_pool_probe values ($1::int)' }, [1]);
      const outside = await pool.query('select count(*)::int as n from pipelined_pool_probe');
      expect(outside.rows[0].n).toBe(0);
      await tx.query('commit');
      const after = await pool.query('select count(*)::int as n from pipelined_pool_probe');
      expect(after.rows[0].n).toBe(1);
    } finally {
      tx.release();
      await pool.query('drop table pipelined_pool_probe');
    }
  });

  it('fails the statements of a lost connection as unreachable, and the next one reconnects', async () => {
    const pid = await backend(pool);
    const other = new PipelinedPool({ connectionString: url, max: 2, connectionTimeoutMillis: 5000 });
    try {
      const hanging = pool.query({ text: 'select pg_sleep($1::float8)' }, [5]).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 50));
      await other.query({ text: 'select pg_terminate_backend($1::int)' }, [pid]);
      expect(isConnectionError(await hanging)).toBe(true);
      const again = await pool.query({ text: 'select $1::int as n' }, [7]);
      expect(again.rows[0].n).toBe(7);
      expect(await backend(pool)).not.toBe(pid);
    } finally {
      await other.end();
    }
  });

  it('closes idle shared connections one at a time, not all at once, until none is left', async () => {
    // Closing a dozen connections at once took the database a sixth of a second of one core, during
    // which the requests of that moment waited (docs/performance.md).
    const idleMs = 300;
    const sweepMs = idleMs / 3;
    const bursty = new PipelinedPool({
      connectionString: url,
      max: 8,
      busyLanes: 4,
      laneIdleMs: idleMs,
      connectionTimeoutMillis: 5000,
    });
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    try {
      // Slow reads sent a stall apart: each finds the connections before it busy and opens another.
      const slow: Promise<number>[] = [];
      for (let i = 0; i < 4; i++) {
        slow.push(
          bursty
            .query({ text: 'select pg_backend_pid() as pid, pg_sleep($1::float8)' }, [0.2])
            .then((r: { rows: { pid: number }[] }) => r.rows[0].pid),
        );
        await new Promise((r) => setTimeout(r, STALLED_AFTER_MS * 2));
      }
      const pids = [...new Set(await Promise.all(slow))];
      expect(pids).toHaveLength(4);
      // A burst then uses all four: they fall idle within a few milliseconds of each other.
      await Promise.all(Array.from({ length: 200 }, (_, i) => bursty.query({ text: 'select $1::int' }, [i])));
      expect(bursty.sharedConnections).toBe(4);

      const closedAt: number[] = [];
      const started = performance.now();
      let open = 4;
      while (open > 0 && performance.now() - started < idleMs + 20 * sweepMs) {
        await new Promise((r) => setTimeout(r, 5));
        const now = bursty.sharedConnections;
        // Never more than one gone between two looks a few milliseconds apart.
        expect(open - now).toBeLessThanOrEqual(1);
        if (now < open) closedAt.push(performance.now());
        open = now;
      }
      expect(open).toBe(0);
      expect(closedAt[0] as number).toBeGreaterThanOrEqual(started + idleMs - sweepMs);
      for (let i = 1; i < closedAt.length; i++)
        expect((closedAt[i] as number) - (closedAt[i - 1] as number)).toBeGreaterThan(sweepMs / 4);
      // And the database has let them go.
      await expect
        .poll(async () => {
          const r = await observer.query(
            'select count(*)::int as n from pg_stat_activity where pid = any($1)',
            [pids],
          );
          return r.rows[0].n;
        })
        .toBe(0);
      // The next read opens a connection again.
      expect((await bursty.query({ text: 'select $1::int as n' }, [5])).rows[0].n).toBe(5);
    } finally {
      await observer.end();
      await bursty.end();
    }
  });

  it('answers an unreachable database with a connection error, not a hang', async () => {
    const dead = new URL(url);
    dead.port = '1';
    const unreachable = new PipelinedPool({
      connectionString: dead.toString(),
      max: 2,
      connectionTimeoutMillis: 2000,
    });
    try {
      const err = await unreachable.query('select 1').catch((e: unknown) => e);
      expect(isConnectionError(err)).toBe(true);
    } finally {
      await unreachable.end();
    }
  });
});
