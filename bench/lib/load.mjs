// Closed-loop HTTP load: `connections` clients each send the next request as soon as the previous
// one answered, for `seconds`. Throughput and latency percentiles of the answers.
//
// wrk (Debian's `wrk`) drives the load when it is installed: like pgbench, the baseline it is
// compared with, it is a C client that leaves the machine's cores to the server under test. A
// Node client takes a good share of one of the two cores here. Without wrk a Node client runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** Whether wrk is on this machine. */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

const ms = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

function wrk(url, { connections, seconds, headers, method, body, prefix, paths }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-wrk-'));
  const script = path.join(dir, 'request.lua');
  // Method, headers and body through a script: the command line would show the token to `ps`.
  fs.writeFileSync(
    script,
    [
      `wrk.method = ${JSON.stringify(method)}`,
      ...Object.entries(headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
      body ? `wrk.body = ${JSON.stringify(body)}` : '',
      // Each request one of `paths`, at random.
      paths
        ? `paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}\nrequest = function() return wrk.format(nil, paths[math.random(#paths)]) end`
        : '',
    ].join('\n'),
  );
  const threads = Math.min(2, connections);
  const argv = [
    ...prefix,
    'wrk',
    ...[
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${seconds}s`,
      '--latency',
      '-s',
      script,
      url,
    ],
  ];
  const r = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  const out = r.stdout ?? '';
  const total = /(\d+) requests in ([\d.]+)(\w+)/.exec(out);
  if (!total) throw new Error(`wrk failed: ${r.stderr || out}`);
  const pct = (p) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)`).exec(out);
    return m ? ms(m[1], m[2]) : 0;
  };
  const requests = Number(total[1]);
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
    Number(
      /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
        .exec(out)
        ?.slice(1)
        .reduce((a, b) => a + Number(b), 0) ?? 0,
    );
  return {
    requests,
    errors,
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p50: pct(50),
    p99: pct(99),
  };
}

function send(agent, url, { method, headers, body }) {
  return new Promise((resolve) => {
    const req = http.request(url, { agent, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    if (body) req.write(body);
    req.end();
  });
}

async function nodeClient(url, { connections, seconds, headers, method, body, paths }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  async function client() {
    while (performance.now() < until) {
      const t0 = performance.now();
      const target = paths ? new URL(paths[Math.floor(Math.random() * paths.length)], url).href : url;
      const status = await send(agent, target, { method, headers, body });
      if (!status || status >= 400) errors++;
      latencies.push(performance.now() - t0);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}

const withWrk = hasWrk();

/**
 * Loads `url` for `seconds` with `connections` clients: `{ requests, errors, perSecond, p50, p99 }`.
 * With `paths`, each request asks one of them (on `url`'s server) at random.
 */
export async function load(
  url,
  { connections = 32, seconds = 10, headers = {}, method = 'GET', body, prefix = [], paths } = {},
) {
  // `prefix` (`taskset -c 1`, lib/cores.mjs) applies to wrk; the Node client runs in this process.
  const opts = { connections, seconds, headers, method, body, prefix, paths };
  return withWrk ? wrk(url, opts) : nodeClient(url, opts);
}

/** Which client drives the load, for the report. */
export const loadClient = withWrk ? 'wrk' : 'node';
