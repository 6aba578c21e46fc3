import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, createIdleCollector, IDLE_CHECKS } from './idle-collection';

const MB = 1024 * 1024;

/** A heap whose old generation the test sets, counting the full collections asked of it. */
function fakeHeap(liveMb: number) {
  const heap = {
    old: liveMb * MB,
    live: liveMb * MB,
    collections: 0,
    oldGeneration: () => heap.old,
    collect: () => {
      heap.collections++;
      heap.old = heap.live;
    },
  };
  return heap;
}

const checks = (collector: ReturnType<typeof createIdleCollector>, n: number) =>
  Array.from({ length: n }, () => collector.check());

describe('full collections when idle', () => {
  it('collects once no request came for a second and the old generation grew by a quarter', () => {
    const heap = fakeHeap(40);
    const collector = createIdleCollector(heap);
    heap.old = 51 * MB; // a quarter of 40 MB is 10 MB
    expect(checks(collector, IDLE_CHECKS)).toEqual([false, false, false, true]);
    expect(heap.collections).toBe(1);
    // Nothing grew since: idle checks go on without collecting again.
    expect(checks(collector, 8).includes(true)).toBe(false);
    expect(heap.collections).toBe(1);
  });

  it('does not collect while requests keep arriving, however much the heap grew', () => {
    const heap = fakeHeap(40);
    const collector = createIdleCollector(heap);
    heap.old = 90 * MB;
    for (let i = 0; i < 20; i++) {
      collector.request();
      expect(collector.check()).toBe(false);
    }
    // The check that finds a request counts as busy; one request between checks starts the count
    // of quiet checks over.
    expect(checks(collector, IDLE_CHECKS - 1).includes(true)).toBe(false);
    collector.request();
    expect(checks(collector, IDLE_CHECKS + 1)).toEqual([false, false, false, false, true]);
  });

  it('leaves an idle heap alone when it grew too little to be worth the pause', () => {
    const heap = fakeHeap(40);
    const collector = createIdleCollector(heap);
    heap.old = 49 * MB;
    expect(checks(collector, 10).includes(true)).toBe(false);
    // A small heap still waits for a few megabytes of garbage.
    const small = fakeHeap(4);
    const quiet = createIdleCollector(small);
    small.old = 6 * MB;
    expect(checks(quiet, 10).includes(true)).toBe(false);
    small.old = 8.5 * MB;
    expect(checks(quiet, 1)).toEqual([true]);
  });

  it("counts growth from V8's own full collections too", () => {
    const heap = fakeHeap(40);
    const collector = createIdleCollector(heap);
    // V8 collected under load, down to a live heap of 45 MB: 50 MB is not a quarter above it.
    heap.old = 45 * MB;
    collector.collected();
    heap.old = 50 * MB;
    expect(checks(collector, 10).includes(true)).toBe(false);
  });
});

describe('collectWhenIdle', () => {
  const gcBefore = (globalThis as { gc?: () => void }).gc;
  afterEach(() => {
    (globalThis as { gc?: () => void }).gc = gcBefore;
    vi.useRealTimers();
  });

  it('does nothing without gc exposed', () => {
    (globalThis as { gc?: () => void }).gc = undefined;
    const server = http.createServer();
    const stop = collectWhenIdle(server);
    expect(server.listenerCount('request')).toBe(0);
    stop();
  });

  it("watches the server's requests and stops watching when stopped", () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    (globalThis as { gc?: () => void }).gc = gc;
    const server = http.createServer();
    const stop = collectWhenIdle(server);
    expect(server.listenerCount('request')).toBe(1);
    // The heap of this process has not grown by a quarter in a few idle seconds.
    vi.advanceTimersByTime(3000);
    expect(gc).not.toHaveBeenCalled();
    stop();
    expect(server.listenerCount('request')).toBe(0);
  });
});
