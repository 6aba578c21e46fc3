import type { Server } from 'node:http';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

/** How often the server checks whether it is idle. */
const CHECK_EVERY_MS = 250;
/** Checks in a row without a new request before the server counts as idle: a second. */
export const IDLE_CHECKS = 4;
/**
 * How much the old generation must have grown since the last full collection, as a share of what
 * that collection left, for an idle one to be worth it. V8 starts a full collection of its own when
 * the heap has doubled (`--heap-growing-percent=100`): collected when idle a quarter of the way
 * there, a burst of load must last about a minute to meet one of V8's (promoted garbage builds up
 * at 0.4-0.6 MB a second of full load over a live heap of about 50 MB).
 */
export const IDLE_COLLECTION_GROWTH = 0.25;
/** Below this growth an idle collection frees too little to be worth its pause. */
const MIN_GROWTH_BYTES = 4 * 1024 * 1024;

/** What the collector needs of the process: its old generation's size and a full collection. */
export interface Heap {
  /** Bytes used by every space but the young generation's. */
  oldGeneration(): number;
  /** A full collection, now. */
  collect(): void;
}

/**
 * Decides when an idle server collects its garbage (`collectWhenIdle`): `request` counts a request
 * that arrived, `collected` notes a full collection (ours or V8's), `check` runs every
 * CHECK_EVERY_MS and collects once no request came for IDLE_CHECKS checks and the old generation
 * grew by IDLE_COLLECTION_GROWTH of what the last full collection left (at least 4 MB).
 */
export function createIdleCollector(heap: Heap) {
  let requests = 0;
  let seen = 0;
  let quietChecks = 0;
  let liveAfterFull = heap.oldGeneration();
  return {
    request() {
      requests++;
    },
    collected() {
      liveAfterFull = heap.oldGeneration();
    },
    /** True when it collected. */
    check(): boolean {
      if (requests !== seen) {
        seen = requests;
        quietChecks = 0;
        return false;
      }
      if (++quietChecks < IDLE_CHECKS) return false;
      if (
        heap.oldGeneration() - liveAfterFull <
        Math.max(MIN_GROWTH_BYTES, liveAfterFull * IDLE_COLLECTION_GROWTH)
      )
        return false;
      heap.collect();
      liveAfterFull = heap.oldGeneration();
      return true;
    },
  };
}

const YOUNG = new Set(['new_space', 'new_large_object_space']);

/** The process's old generation, in bytes used. */
function oldGeneration(): number {
  let used = 0;
  for (const space of v8.getHeapSpaceStatistics())
    if (!YOUNG.has(space.space_name)) used += space.space_used_size;
  return used;
}

/**
 * Runs the full collections of the server's heap while it has nothing to do, so that they do not
 * land in a burst of requests (docs/performance.md, "Full collections when idle"). A full
 * collection marks a live heap of about 50 MB: its pause is about 10 ms, but its marking takes
 * 100-200 ms of CPU beside the requests, and every request in flight then waits. Needs `gc`
 * (`--expose-gc`, which `npm start` passes: scripts/build-server.mjs); without it, it does nothing.
 * Requests are counted as they arrive; long-lived streams that carry no new requests do not keep
 * the server busy. Answers a stop.
 */
export function collectWhenIdle(server: Server): () => void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return () => undefined;
  const collector = createIdleCollector({ oldGeneration, collect: () => gc() });
  const onRequest = () => collector.request();
  server.on('request', onRequest);
  // V8's own full collections reset the growth too.
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        collector.collected();
  });
  observer.observe({ entryTypes: ['gc'] });
  const timer = setInterval(() => collector.check(), CHECK_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    observer.disconnect();
    server.off('request', onRequest);
  };
}
