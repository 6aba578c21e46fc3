// What the machine read back from disk while a figure ran (/proc/vmstat). A virtual machine whose
// host reclaims memory it judges cold (here the kernel's DAMON, paging out regions not touched for
// a minute) drops the database's files from the page cache between figures, and sometimes pages
// a list's own index pages out under it: each read that follows waits for the disk, in the
// server's figure and in pgbench's alike. A reader of the table should see that beside a p99
// (docs/performance.md, "The harness").
import fs from 'node:fs';

/** The counters read: kilobytes read from block devices, and evicted file pages read back. */
function diskCounters() {
  try {
    const text = fs.readFileSync('/proc/vmstat', 'utf8');
    const value = (name) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    const kb = value('pgpgin');
    const refaults = value('workingset_refault_file');
    if (Number.isNaN(kb)) return undefined;
    return { kb, refaults: Number.isNaN(refaults) ? 0 : refaults };
  } catch {
    return undefined;
  }
}

/**
 * Starts counting; the answer ends it and gives the megabytes read from disk meanwhile and the
 * megabytes of those that the page cache had held and let go (`refaultedMb`, 4 KB pages), or
 * undefined off Linux.
 */
export function diskReadMeter() {
  const start = diskCounters();
  return () => {
    const end = diskCounters();
    if (!start || !end) return undefined;
    return {
      readMb: Math.round((end.kb - start.kb) / 1024),
      refaultedMb: Math.round(((end.refaults - start.refaults) * 4) / 1024),
    };
  };
}
