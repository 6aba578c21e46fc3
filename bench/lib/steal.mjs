// How much of this machine's CPU time its host took (steal, in /proc/stat) while a figure ran: on
// a virtual machine whose host is busy, a figure's p99 and its baseline's move with it, and a
// reader of the table should see that beside the figure (docs/performance.md, "The harness").
import fs from 'node:fs';

/**
 * CPU time so far, in ticks, of all cores or, given `cores` (their numbers), of those alone: in all,
 * the host's share (steal) and the part none used (idle and waiting for the disk); undefined off
 * Linux.
 */
export function ticks(cores) {
  try {
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest is within user);
    // then one such line per core, cpu0, cpu1...
    const names = cores ? new Set(cores.map((c) => `cpu${c}`)) : new Set(['cpu']);
    const sum = { total: 0, steal: 0, idle: 0 };
    for (const line of fs.readFileSync('/proc/stat', 'utf8').split('\n')) {
      const [name, ...rest] = line.trim().split(/\s+/);
      if (!names.has(name)) continue;
      const fields = rest.slice(0, 8).map(Number);
      sum.total += fields.reduce((a, b) => a + b, 0);
      sum.steal += fields[7] ?? 0;
      sum.idle += (fields[3] ?? 0) + (fields[4] ?? 0);
    }
    return sum.total ? sum : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts counting; the answer ends it and gives the share of the cores' time the host took
 * meanwhile (0.08 for 8%), or undefined where it cannot be read: all cores', or given `cores`
 * (their numbers), those cores' alone (the server's, when the database has a core of its own).
 */
export function stealMeter(cores) {
  const start = ticks(cores);
  return () => {
    const end = ticks(cores);
    if (!start || !end || end.total <= start.total) return undefined;
    return (end.steal - start.steal) / (end.total - start.total);
  };
}
