// How much of this machine's CPU time its host took (steal, in /proc/stat) while a figure ran: on
// a virtual machine whose host is busy, a figure's p99 and its baseline's move with it, and a
// reader of the table should see that beside the figure (docs/performance.md, "The harness").
import fs from 'node:fs';

/**
 * All cores' CPU time so far, in ticks: in all, the host's share (steal) and the part none used
 * (idle and waiting for the disk); undefined off Linux.
 */
export function ticks() {
  try {
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest is within user)
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    return {
      total: fields.reduce((a, b) => a + b, 0),
      steal: fields[7] ?? 0,
      idle: (fields[3] ?? 0) + (fields[4] ?? 0),
    };
  } catch {
    return undefined;
  }
}

/**
 * Starts counting; the answer ends it and gives the share of all cores' time the host took
 * meanwhile (0.08 for 8%), or undefined where it cannot be read.
 */
export function stealMeter() {
  const start = ticks();
  return () => {
    const end = ticks();
    if (!start || !end || end.total <= start.total) return undefined;
    return (end.steal - start.steal) / (end.total - start.total);
  };
}
