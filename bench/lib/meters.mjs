// What the machine did while one half of a figure ran, kept beside the half's rate (run.mjs and
// lists.mjs alike): a slow half is then told to be the server's or the machine's.
import { diskReadMeter } from './disk-reads.mjs';
import { stealMeter } from './steal.mjs';

/**
 * `measure` with what the machine did while it ran: the megabytes it read from disk
 * (`lib/disk-reads.mjs`); the share of the cores the server, its load client and pgbench run on
 * that the host took (`stealPct`, lib/steal.mjs; those cores alone when the database has its own);
 * given the `server`, the microseconds of its CPU per request answered (`serverCpuUs`); and, given
 * the `cacheProbe` (lib/cache-latency.mjs), how long a read of the caches took on the server's
 * core (`cacheNs`). A half that ran slow while the server spent what it always does per request
 * was given less CPU (the host, another process); one that spent more either did more work or ran
 * while the caches were slower (other tenants of the host), which the latency beside it tells.
 */
export const withMeters =
  (measure, { cores, server, cacheProbe } = {}) =>
  async (...args) => {
    const reads = diskReadMeter();
    const stolen = stealMeter(cores);
    const latency = cacheProbe?.meter();
    const cpuBefore = server?.cpuMs();
    const result = await measure(...args);
    const read = reads();
    const steal = stolen();
    const cacheNs = await latency?.();
    if (cacheNs !== undefined) result.cacheNs = cacheNs;
    if (read !== undefined) result.readMb = read.readMb;
    if (steal !== undefined) result.stealPct = Math.round(steal * 1000) / 10;
    if (cpuBefore !== undefined && result.requests)
      result.serverCpuUs = Math.round(((server.cpuMs() - cpuBefore) * 1000) / result.requests);
    return result;
  };
