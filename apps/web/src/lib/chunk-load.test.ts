import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('reports a failed download as a ChunkLoadError', async () => {
    const failed = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError' });
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const stalled = loadChunk(() => new Promise(() => {}));
    const outcome = expect(stalled).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    stalled.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
