// Splits this machine's cores between the database and everything else, the way production runs
// (PostgreSQL on its own host, stateless API instances beside it: docs/architecture.md,
// "Database"). On a 2-core machine that shares its cores, the server's own CPU is taken from the
// database that pgbench, its baseline, has all to itself, and the list ratio would measure the
// core count rather than the server. Pinned, both runs get the same database core(s), and the
// server, wrk and pgbench share the rest.
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const run = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8' });

/** Every process of the local PostgreSQL server (postmaster first), or [] when there is none to pin. */
function postgresPids() {
  const r = run('pgrep', ['-u', 'postgres']);
  if (r.status !== 0) return [];
  return r.stdout.trim().split('\n').filter(Boolean);
}

/**
 * Pins the local PostgreSQL (postmaster and backends; new backends inherit it) to the first core
 * and answers how to run the other processes on the rest, and how to undo it. Nothing is pinned
 * without root, taskset, a local server or at least two cores: then `prefix` is empty.
 */
export function splitCores(log) {
  const cores = os.availableParallelism();
  const none = { pinned: false, prefix: [], serverCores: undefined, restore() {} };
  if (cores < 2 || process.getuid?.() !== 0 || run('taskset', ['--version']).error) return none;
  const pids = postgresPids();
  if (!pids.length) return none;
  const all = `0-${cores - 1}`;
  const db = '0';
  const rest = `1-${cores - 1}`;
  for (const pid of pids) run('taskset', ['-a', '-p', '-c', db, pid]);
  // This process too: the raw argon2id baseline runs in it, beside the server it is compared with.
  run('taskset', ['-a', '-p', '-c', rest, String(process.pid)]);
  log(`PostgreSQL pinned to core ${db}; the server, its load and pgbench run on core(s) ${rest}`);
  return {
    pinned: true,
    /** Prepended to a command: `taskset -c <rest> cmd ...`. */
    prefix: ['taskset', '-c', rest],
    /** The numbers of the cores the server runs on (lib/steal.mjs reads the host's share of them). */
    serverCores: Array.from({ length: cores - 1 }, (_, i) => i + 1),
    restore() {
      for (const pid of [...postgresPids(), String(process.pid)])
        run('taskset', ['-a', '-p', '-c', all, pid]);
    },
  };
}
