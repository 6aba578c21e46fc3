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
