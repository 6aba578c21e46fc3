// pgbench running statements captured from the server, as the baseline of a list endpoint.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A statement with its parameters written in, as pgbench's script language needs it. */
export function inline({ query, params }) {
  const literal = (v) =>
    v === null || v === undefined
      ? 'NULL'
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : `'${String(v).replaceAll("'", "''")}'`;
  return query.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
}

/** Whether pgbench is on this machine (it comes with the PostgreSQL server packages). */
export const hasPgbench = () => spawnSync('pgbench', ['--version']).status === 0;

/**
 * Transactions per second of pgbench running `statements` (one transaction = all of them), as
 * prepared statements: the server runs its statements prepared too (apps/server/src/db/
 * prepared-client.ts), so both sides skip parsing and planning and the ratio is the server's own cost.
 *
 * With `warmup`, pgbench runs that many seconds more and the figures count only the transactions
 * that ended after them, from its per-transaction log. Its fresh connections each fill their
 * backend's caches and plan their statements on their first transactions, which the server's
 * connections did long before. Counted, that start cut two-second runs on one core to a third or a
 * quarter of their rate (docs/performance.md, "The harness").
 *
 * Resolves once pgbench's backends have left the database (`backendsGone`), so that whatever is
 * measured next does not meet their exit.
 */
export async function pgbench(url, statements, { clients = 32, seconds = 10, prefix = [], warmup = 0 } = {}) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skin-pgbench-')), 'script.sql');
  fs.writeFileSync(file, `${statements.map((s) => `${inline(s).replace(/\s+/g, ' ')};`).join('\n')}\n`);
  const u = new URL(url);
  const argv = [
    ...prefix,
    'pgbench',
    '-n',
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds + warmup),
    '-M',
    'prepared',
    // A log line per transaction (its latency in microseconds is the third field): the p99.
    '-l',
    '--log-prefix',
    path.join(path.dirname(file), 'log'),
    '-f',
    file,
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
    u.pathname.slice(1),
  ];
  const started = Date.now() / 1000;
  const r = spawnSync(argv[0], argv.slice(1), {
    encoding: 'utf8',
    // The server's session settings (apps/server/src/db/open.ts SESSION_OPTIONS): the same SQL
    // under the same settings.
    env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password), PGOPTIONS: '-c jit=off' },
  });
  const tps = /tps = ([\d.]+)/.exec(r.stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(r.stdout);
  if (!tps) throw new Error(`pgbench failed: ${r.stderr || r.stdout}`);
  // A log line per transaction: client, number, latency (us), script, end (epoch s, us).
  const done = fs
    .readdirSync(path.dirname(file))
    .filter((f) => f.startsWith('log'))
    .flatMap((f) =>
      fs
        .readFileSync(path.join(path.dirname(file), f), 'utf8')
        .trim()
        .split('\n'),
    )
    .map((l) => {
      const f = l.split(' ');
      return { ms: Number(f[2]) / 1000, end: Number(f[4]) + Number(f[5]) / 1e6 };
    })
    .filter((t) => Number.isFinite(t.ms) && Number.isFinite(t.end));
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const from = started + warmup;
  const counted = warmup ? done.filter((t) => t.end >= from) : done;
  const latencies = counted.map((t) => t.ms).sort((a, b) => a - b);
  const until = counted.reduce((latest, t) => Math.max(latest, t.end), from);
  await backendsGone(url); // their exit is not the next figure's
  return {
    perSecond: warmup ? (until > from ? counted.length / (until - from) : 0) : Number(tps[1]),
    latencyAvg: warmup
      ? latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length)
      : latency
        ? Number(latency[1])
        : undefined,
    p99: latencies.length ? latencies[Math.floor(latencies.length * 0.99)] : undefined,
  };
}

/** What pgbench waits after its backends have left (`backendsGone`). */
const SETTLE_MS = 250;

/**
 * Resolves once the backends of the pgbench that just ended have left the database `url`, and
 * SETTLE_MS after (at most five seconds in all). pgbench's 32 backends end as it exits, and
 * tearing them down holds the database's core for tens of milliseconds after pgbench has
 * returned: a statement sent on a long-open connection in that moment took 19-77 ms, against
 * 0.5-1 ms after it and 2-4 ms a quarter of a second after the backends were gone. Measured
 * straight after a baseline, the server's first requests queued behind that (the tests' first
 * page: the first half's p99 118-226 ms, the second's 23-28 ms), so every list's p99, which is
 * the worse half's, carried pgbench's exit (docs/performance.md, "The harness").
 */
async function backendsGone(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      const { rows } = await c.query(
        `select count(*)::int as n from pg_stat_activity where application_name = 'pgbench'`,
      );
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await c.end();
  }
  await new Promise((r) => setTimeout(r, SETTLE_MS));
}
