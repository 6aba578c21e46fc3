// Waits for the machine to be idle before a figure that needs all of it (the browser's): after the
// list figures PostgreSQL's autovacuum and checkpointer, and the servers' own collections, go on
// for seconds, and a frame of Chromium's drawn beside them is a frame the console did not drop.
import fs from 'node:fs';

/** Busy and total CPU ticks of all cores so far; undefined off Linux. */
function ticks() {
  try {
    // cpu  user nice system idle iowait irq softirq steal
    const f = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    return { total, busy: total - f[3] - f[4] };
  } catch {
    return undefined;
  }
}

/**
 * Resolves once a whole second passed with at most `maxBusy` of the cores' time used (steal
 * included), or after `maxSeconds`; answers the seconds waited.
 */
export async function machineQuiet({ maxBusy = 0.1, maxSeconds = 60 } = {}) {
  const started = performance.now();
  let before = ticks();
  if (!before) return 0;
  while (performance.now() - started < maxSeconds * 1000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = ticks();
    const busy = (now.busy - before.busy) / Math.max(1, now.total - before.total);
    before = now;
    if (busy <= maxBusy) break;
  }
  return (performance.now() - started) / 1000;
}
