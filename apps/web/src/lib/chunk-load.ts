/**
 * A screen's code that has not arrived after this long counts as failed (docs/product-rules.md,
 * "Numbers").
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code could not be loaded (network, a deploy replaced the files, or too slow). */
export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Waits for a lazily loaded module, turning a failed or stalled download into a ChunkLoadError
 * (docs/web-shell.md, "Errors") so the screen's error boundary can offer a reload instead of
 * spinning forever.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(err instanceof Error ? err.message : String(err)));
      },
    );
  });
}
