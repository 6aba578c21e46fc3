// How slowly the server's core reached its caches while a figure ran. On a shared host, other
// tenants' use of the last-level cache and the memory bus slows every read the server makes
// without taking any of its core: the server then spends more CPU per request on the same work, a
// figure's half runs slow, and neither the host's share (lib/steal.mjs) nor a probe of work held
// in registers shows it (docs/performance.md, "The harness"). A probe of dependent reads through
// 4,096 pages (lib/cache-latency-probe.mjs) runs as its own process beside the server, on its
// core(s), about 2 ms a second; each half of a figure notes the median of its readings.
import { spawn } from 'node:child_process';
import path from 'node:path';

const PROBE = path.join(import.meta.dirname, 'cache-latency-probe.mjs');

/**
 * Starts the probe under `prefix` (`taskset -c <cores>`, lib/cores.mjs); answers a `meter()` whose
 * answer ends a window and resolves to the median nanoseconds per read in it (undefined without a
 * reading), and a `stop()`.
 */
export function startCacheProbe(prefix = []) {
  const argv = [...prefix, process.execPath, PROBE];
  const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'ignore'] });
  const readings = [];
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      const [at, ns] = line.split(' ').map(Number);
      if (Number.isFinite(at) && Number.isFinite(ns)) readings.push({ at, ns });
    }
    // An hour of readings at most: a probe left running must not grow without bound.
    if (readings.length > 3600) readings.splice(0, readings.length - 3600);
  });
  return {
    meter() {
      const from = Date.now();
      return async () => {
        const to = Date.now();
        // The probe's lines of the window may still be in the pipe: the load client (wrk, run
        // synchronously) held this process's event loop for the whole window.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const ns = readings
          .filter((r) => r.at >= from && r.at <= to)
          .map((r) => r.ns)
          .sort((a, b) => a - b);
        return ns.length ? ns[Math.floor(ns.length / 2)] : undefined;
      };
    },
    stop() {
      child.kill();
    },
  };
}
