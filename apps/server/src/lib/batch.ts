/**
 * Loads by key in batches: the keys asked for while the event loop takes in what has arrived (one
 * turn of it, up to `setImmediate`) are loaded together by one call of `loadMany`, and each caller
 * gets its own key's value. Every key is still loaded after it was asked for, never from an earlier
 * answer. A failed load fails every caller of its batch.
 */
export function createBatcher<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 256) {
  let pending = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) {
      const slice = keys.slice(i, i + maxBatch);
      // A loader that throws before its promise is a failed load too, not an uncaught error.
      new Promise<Map<K, V>>((resolve) => resolve(loadMany(slice))).then(
        (found) => {
          for (const k of slice) for (const w of batch.get(k) ?? []) w.resolve(found.get(k));
        },
        (e) => {
          for (const k of slice) for (const w of batch.get(k) ?? []) w.reject(e);
        },
      );
    }
  }

  return (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiting = pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/** How long a shared read's next run waits for the one out before it starts anyway (`createSharedRead`). */
export const SHARED_READ_WAIT_MS = 5_000;

/** Resolves when `p` settles, or after `ms` if it has not by then. */
function settledOrAfter(p: Promise<unknown>, ms: number) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    // A server stopping does not wait for this timer.
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    p.then(done, done);
  });
}

/**
 * A read whose answer is the same for everyone who asks with the same key (the platform's kept
 * counts, the dashboard of one scope): callers share runs, and none is answered from a run that
 * began before it asked. The first caller's run starts at the end of its turn of the event loop (as
 * `createBatcher` loads), for everyone who asked in that turn; whoever asks while a run of the key
 * is out waits for the next one, which starts as that one settles and answers everyone who asked
 * meanwhile. Under load a key is read back to back, one run at a time however many ask; alone, a
 * caller waits for its own run, after the end of one already out.
 * `keyOf` names a request's answer: requests with the same key must have the same answer, or one
 * caller would be answered with another's. A run reads the request of the first of its callers. The
 * answer is handed to all of them as it is: callers read it and never change it.
 * The next run waits for the one out at most `waitMs`: a read that hangs (a connection lost
 * mid-statement) holds its key's later callers that long, not until it gives up.
 */
export function createSharedRead<R, V>(
  read: (request: R) => Promise<V>,
  keyOf: (request: R) => unknown = (request) => request,
  waitMs = SHARED_READ_WAIT_MS,
) {
  /** Per key: the run that callers asking now wait for, not started yet. */
  const next = new Map<unknown, Promise<V>>();
  /** Per key: the run out now, which the next one waits for. */
  const out = new Map<unknown, Promise<V>>();
  return (request: R): Promise<V> => {
    const key = keyOf(request);
    const waiting = next.get(key);
    if (waiting) return waiting;
    const running = out.get(key);
    // Scheduled now, not after a hop of promises: a caller asking in a later turn finds the run out.
    const start = running ? settledOrAfter(running, waitMs) : new Promise((r) => setImmediate(r));
    const run = start.then(() => {
      next.delete(key);
      const reading = read(request);
      out.set(key, reading);
      const over = () => {
        if (out.get(key) === reading) out.delete(key);
      };
      reading.then(over, over);
      return reading;
    });
    next.set(key, run);
    return run;
  };
}
