// Waits for the machine to be idle before a figure that needs all of it (the browser's): after the
// list figures PostgreSQL's autovacuum and checkpointer, and the servers' own collections, go on
// for seconds, and a frame of Chromium's drawn beside them is a frame the console did not drop.
import { ticks } from './steal.mjs';

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
    const total = Math.max(1, now.total - before.total);
    const busy = 1 - (now.idle - before.idle) / total;
    before = now;
    if (busy <= maxBusy) break;
  }
  return (performance.now() - started) / 1000;
}
