// A few list figures alone, against pgbench on their captured SQL, as the full run measures them
// (the server as npm start runs it, wrk or the Node client, halves in the order baseline, figure,
// figure, baseline, the server warmed right before its halves, PostgreSQL on its own core when
// run as root): a change to one list measured in a minute rather than in the full run's quarter
// of an hour. No budgets, nothing written.
//
//   npm run bench:lists -- 'tests by store=/api/test-record?pageNum=1&pageSize=20&storeId=20202' \
//     'goods of agent0=/api/goods?pageNum=1&pageSize=20@agent0'
//
// Each argument is `name=url`, with `@user` for another signed-in user than admin (the generated
// users share the administrator's password). The bench database must exist (npm run bench makes
// it); BENCH_SECONDS sets each figure's seconds (default 6). Run it from an older checkout too to
// measure that build against the same database.

import { startCacheProbe } from './lib/cache-latency.mjs';
import { captureSql } from './lib/capture.mjs';
import { splitCores } from './lib/cores.mjs';
import { load } from './lib/load.mjs';
import { withMeters } from './lib/meters.mjs';
import { pgbench } from './lib/pgbench.mjs';
import { signIn, startServer } from './lib/server.mjs';

const PASSWORD = 'Bench2026';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 32;
const db = (() => {
  const u = new URL(
    process.env.BENCH_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  u.pathname = '/skin_bench';
  return u.toString();
})();
const log = (m) => console.error(`[lists] ${m}`);

const lists = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`${arg}: expected name=url[@user]`);
  const [url, as = 'admin'] = arg.slice(at + 1).split('@');
  return { name: arg.slice(0, at), url, as };
});
if (!lists.length) throw new Error('name at least one list: name=url[@user]');

/** The list's table, whose statements are the baseline (the session's are the server's own). */
const tableOf = (url) =>
  url.includes('/test-record') ? 'test_records' : url.includes('/goods') ? 'goods' : 'devices';

/** Each list's statements (lib/capture.mjs), those of its table alone. */
async function capture() {
  const statements = await captureSql(db, lists, { port: 18_611, password: PASSWORD });
  return new Map(
    lists.map((list, i) => [
      list,
      statements[i].filter((s) => s.query.includes(`from "${tableOf(list.url)}"`)),
    ]),
  );
}

const captured = await capture();
const cores = splitCores(log);
try {
  const { prefix } = cores;
  const server = await startServer({
    port: 18_612,
    env: { DATABASE_URL: db, SEED_DEMO: 'false', DATABASE_POOL_MAX: String(CONNECTIONS) },
    prefix,
  });
  const cacheProbe = startCacheProbe(prefix);
  try {
    const half = SECONDS / 2;
    for (const list of lists) {
      const headers = await signIn(server.base, list.as, PASSWORD);
      const run = (seconds) =>
        load(server.base + list.url, { connections: CONNECTIONS, seconds, headers, prefix });
      const baseline = () =>
        pgbench(db, captured.get(list), { clients: CONNECTIONS, seconds: half, prefix, warmup: 1 });
      // The server's connections and code warmed right before its halves, as the full run's
      // (run.mjs `alternated`): pgbench's half leaves the server idle for its idle collection.
      const b1 = await baseline();
      await run(3);
      // Each half's server CPU per request and the core's cache latency (lib/meters.mjs): a slow
      // half at the usual CPU per request was given less CPU; one that spent more did more work,
      // or ran while the caches were slower, which the latency tells.
      const metered = withMeters(run, { server, cacheProbe });
      const [f1, f2, b2] = [await metered(half), await metered(half), await baseline()];
      const ours = (f1.perSecond + f2.perSecond) / 2;
      const base = (b1.perSecond + b2.perSecond) / 2;
      console.log(
        `${list.name}: ${Math.round(ours)}/s, p99 ${f1.p99.toFixed(1)} / ${f2.p99.toFixed(1)} ms, server CPU ${f1.serverCpuUs} / ${f2.serverCpuUs} µs a request, cache ${f1.cacheNs} / ${f2.cacheNs} ns a read (halves) | pgbench ${Math.round(base)}/s, p99 ${Math.max(b1.p99, b2.p99).toFixed(1)} ms | ${(ours / base).toFixed(2)}x${f1.errors + f2.errors ? `, ${f1.errors + f2.errors} errors` : ''}`,
      );
    }
  } finally {
    cacheProbe.stop();
    await server.stop();
  }
} finally {
  cores.restore();
}
